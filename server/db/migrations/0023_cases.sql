CREATE TABLE "pm_cases" (
	"app_uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_number" serial NOT NULL,
	"prj_uid" varchar(64) NOT NULL,
	"app_title" varchar(300) NOT NULL,
	"app_status" varchar(16) NOT NULL,
	"init_user_id" integer NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"engine_state" jsonb,
	"category" varchar(40),
	"amount" numeric(14, 2),
	"needed_on" date,
	"routing_token" varchar(64),
	"routing_started_at" timestamp with time zone,
	"routing_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_uid" uuid NOT NULL,
	"del_index" integer NOT NULL,
	"tas_uid" varchar(64) NOT NULL,
	"tas_title" varchar(200) NOT NULL,
	"user_id" integer,
	"candidate_role" varchar(120),
	"candidate_department_id" integer,
	"previous_user_id" integer,
	"thread_status" varchar(8) NOT NULL,
	"delegated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pm_dynaforms" (
	"dyn_uid" varchar(64) PRIMARY KEY NOT NULL,
	"prj_uid" varchar(64) NOT NULL,
	"dyn_title" varchar(200) NOT NULL,
	"dyn_description" varchar(1000),
	"dyn_content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_processes" (
	"prj_uid" varchar(64) PRIMARY KEY NOT NULL,
	"prj_name" varchar(200) NOT NULL,
	"prj_description" varchar(1000),
	"prj_status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"bpmn" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pm_cases" ADD CONSTRAINT "pm_cases_prj_uid_pm_processes_prj_uid_fk" FOREIGN KEY ("prj_uid") REFERENCES "public"."pm_processes"("prj_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_delegations" ADD CONSTRAINT "pm_delegations_app_uid_pm_cases_app_uid_fk" FOREIGN KEY ("app_uid") REFERENCES "public"."pm_cases"("app_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_dynaforms" ADD CONSTRAINT "pm_dynaforms_prj_uid_pm_processes_prj_uid_fk" FOREIGN KEY ("prj_uid") REFERENCES "public"."pm_processes"("prj_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pm_cases_number_unique" ON "pm_cases" USING btree ("app_number");--> statement-breakpoint
CREATE INDEX "pm_cases_init_status_idx" ON "pm_cases" USING btree ("init_user_id","app_status","updated_at");--> statement-breakpoint
CREATE INDEX "pm_cases_category_idx" ON "pm_cases" USING btree ("category","updated_at");--> statement-breakpoint
CREATE INDEX "pm_cases_updated_idx" ON "pm_cases" USING btree ("updated_at","app_number");--> statement-breakpoint
CREATE INDEX "pm_cases_routing_idx" ON "pm_cases" USING btree ("routing_started_at") WHERE routing_token is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pm_delegations_case_index_unique" ON "pm_delegations" USING btree ("app_uid","del_index");--> statement-breakpoint
CREATE INDEX "pm_delegations_user_open_idx" ON "pm_delegations" USING btree ("user_id","thread_status","delegated_at");--> statement-breakpoint
CREATE INDEX "pm_delegations_user_case_idx" ON "pm_delegations" USING btree ("user_id","app_uid");--> statement-breakpoint
CREATE INDEX "pm_delegations_unassigned_idx" ON "pm_delegations" USING btree ("candidate_role","thread_status") WHERE user_id is null;
CREATE TABLE "work_schedule_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"type_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"work_schedule_id" integer,
	"requester_user_id" integer NOT NULL,
	"requester_position_id" integer,
	"sequence_year" integer NOT NULL,
	"sequence_number" integer NOT NULL,
	"number" varchar(32) NOT NULL,
	"work_schedule_number" varchar(32),
	"request_start_date" date NOT NULL,
	"request_end_date" date NOT NULL,
	"shift_id" varchar(32),
	"shift_begin_time" varchar(5),
	"shift_end_time" varchar(5),
	"shift_short_code" varchar(32),
	"status" varchar(32) NOT NULL,
	"long_period_count" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exit_reason" text,
	"auto_rejected" boolean DEFAULT false NOT NULL,
	"decided_by_user_id" integer,
	"decided_by_position_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_period_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"work_schedule_id" integer NOT NULL,
	"daily_quota" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_period_projects" (
	"period_id" integer NOT NULL,
	"security_project_id" integer NOT NULL,
	CONSTRAINT "work_schedule_demand_period_projects_period_id_security_project_id_pk" PRIMARY KEY("period_id","security_project_id")
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"request_start_date" timestamp with time zone NOT NULL,
	"request_end_date" timestamp with time zone NOT NULL,
	"shift_start_date" date NOT NULL,
	"shift_end_date" date NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_sequences" (
	"scope" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "work_schedule_demand_sequences_scope_owner_id_year_pk" PRIMARY KEY("scope","owner_id","year")
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_shift_cache" (
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_schedule_demand_shift_cache_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_off" boolean DEFAULT false NOT NULL,
	"sequence_yearly_reset" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_schedule_demand_work_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"shift_code" varchar(16) NOT NULL,
	"begin_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"sequence_yearly_reset" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_type_id_work_schedule_demand_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."work_schedule_demand_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_period_id_work_schedule_demand_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."work_schedule_demand_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_work_schedule_id_work_schedule_demand_work_schedules_id_fk" FOREIGN KEY ("work_schedule_id") REFERENCES "public"."work_schedule_demand_work_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_requester_position_id_positions_id_fk" FOREIGN KEY ("requester_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demands" ADD CONSTRAINT "work_schedule_demands_decided_by_position_id_positions_id_fk" FOREIGN KEY ("decided_by_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_period_options" ADD CONSTRAINT "work_schedule_demand_period_options_period_id_work_schedule_demand_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."work_schedule_demand_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_period_options" ADD CONSTRAINT "work_schedule_demand_period_options_work_schedule_id_work_schedule_demand_work_schedules_id_fk" FOREIGN KEY ("work_schedule_id") REFERENCES "public"."work_schedule_demand_work_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_period_projects" ADD CONSTRAINT "work_schedule_demand_period_projects_period_id_work_schedule_demand_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."work_schedule_demand_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_period_projects" ADD CONSTRAINT "work_schedule_demand_period_projects_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_shift_cache" ADD CONSTRAINT "work_schedule_demand_shift_cache_period_id_work_schedule_demand_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."work_schedule_demand_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_shift_cache" ADD CONSTRAINT "work_schedule_demand_shift_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedule_demands_uuid_unique" ON "work_schedule_demands" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedule_demands_sequence_unique" ON "work_schedule_demands" USING btree ("type_id","sequence_year","sequence_number");--> statement-breakpoint
CREATE INDEX "work_schedule_demands_requester_idx" ON "work_schedule_demands" USING btree ("requester_user_id");--> statement-breakpoint
CREATE INDEX "work_schedule_demands_period_status_idx" ON "work_schedule_demands" USING btree ("period_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedule_demand_period_options_unique" ON "work_schedule_demand_period_options" USING btree ("period_id","work_schedule_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_schedule_demand_period_projects_project_idx" ON "work_schedule_demand_period_projects" USING btree ("security_project_id");--> statement-breakpoint
CREATE INDEX "work_schedule_demand_periods_request_end_idx" ON "work_schedule_demand_periods" USING btree ("request_end_date");--> statement-breakpoint
CREATE INDEX "work_schedule_demand_types_name_idx" ON "work_schedule_demand_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "work_schedule_demand_work_schedules_name_idx" ON "work_schedule_demand_work_schedules" USING btree ("name");
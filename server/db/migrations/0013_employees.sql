CREATE TABLE "employee_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(255) NOT NULL,
	"sequence_yearly_reset" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_season_projects" (
	"season_id" integer NOT NULL,
	"security_project_id" integer NOT NULL,
	CONSTRAINT "employee_season_projects_season_id_security_project_id_pk" PRIMARY KEY("season_id","security_project_id")
);
--> statement-breakpoint
CREATE TABLE "employee_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(32) NOT NULL,
	"report_type" varchar(32) DEFAULT 'default' NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(8) NOT NULL,
	"query" jsonb NOT NULL,
	"owner_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"language" varchar(64) NOT NULL,
	"level" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_overworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"petition_date" date NOT NULL,
	"state" smallint NOT NULL,
	"has_document" boolean DEFAULT false NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_reward_penalties" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"reason_id" integer,
	"reason" text,
	"event_at" date NOT NULL,
	"report_finish_date" date,
	"discipline_at" date,
	"evaluated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"action" varchar(16) NOT NULL,
	"queue" boolean DEFAULT false NOT NULL,
	"status" varchar(16) NOT NULL,
	"payload" jsonb,
	"causer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"training_type_id" integer NOT NULL,
	"training_name_id" integer NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date,
	"validity_date" date,
	"mandatory" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"evaluation_note" text,
	"evaluated_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_penalty_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"code" varchar(255) DEFAULT '' NOT NULL,
	"is_penalty" boolean DEFAULT false NOT NULL,
	"is_notified" boolean DEFAULT false NOT NULL,
	"schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reward_penalty_reasons_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "reward_penalty_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(16) NOT NULL,
	"performance_status" boolean DEFAULT false NOT NULL,
	"performance_type" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"tpss_document_type" varchar(64) NOT NULL,
	"tpss_validity_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "disability_degree" varchar(32);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "disability_rate" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "security_project_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "term_type" varchar(40);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "term_season_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "term_end_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "initial_hired_at" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "resignation_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "exit_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "exit_reason_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "exit_interviewer_position_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "county_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "neighborhood_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "street_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_county_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_district_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "iban_no" varchar(34);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "overwork_information_state" boolean;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "apron_card_exists" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "apron_card_type_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "apron_card_validity_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "children" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "arm_info" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "term_hours" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gps_id" varchar(64);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nickname" varchar(32);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_tpss_exists" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "security_id_exists" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_sync_with_lms" boolean;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_sync_with_portal" boolean;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_sync_with_schedule" boolean;--> statement-breakpoint
ALTER TABLE "employee_season_projects" ADD CONSTRAINT "employee_season_projects_season_id_employee_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."employee_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_languages" ADD CONSTRAINT "employee_languages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_notes" ADD CONSTRAINT "employee_notes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_overworks" ADD CONSTRAINT "employee_overworks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_reward_penalties" ADD CONSTRAINT "employee_reward_penalties_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_reward_penalties" ADD CONSTRAINT "employee_reward_penalties_type_id_reward_penalty_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."reward_penalty_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_reward_penalties" ADD CONSTRAINT "employee_reward_penalties_reason_id_reward_penalty_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reward_penalty_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sync_runs" ADD CONSTRAINT "employee_sync_runs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_trainings" ADD CONSTRAINT "employee_trainings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_penalty_reasons" ADD CONSTRAINT "reward_penalty_reasons_type_id_reward_penalty_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."reward_penalty_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_certifications" ADD CONSTRAINT "employee_certifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_files" ADD CONSTRAINT "employee_files_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_reasons_kind_idx" ON "employee_reasons" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "saved_filters_scope_idx" ON "saved_filters" USING btree ("scope","report_type","owner_user_id");--> statement-breakpoint
CREATE INDEX "employee_languages_employee_idx" ON "employee_languages" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_notes_employee_idx" ON "employee_notes" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_overworks_employee_idx" ON "employee_overworks" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_reward_penalties_employee_idx" ON "employee_reward_penalties" USING btree ("employee_id","type_id");--> statement-breakpoint
CREATE INDEX "employee_sync_runs_employee_idx" ON "employee_sync_runs" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_trainings_employee_idx" ON "employee_trainings" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_trainings_validity_idx" ON "employee_trainings" USING btree ("validity_date");--> statement-breakpoint
CREATE INDEX "reward_penalty_reasons_type_idx" ON "reward_penalty_reasons" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_certifications_type_unique" ON "employee_certifications" USING btree ("employee_id","tpss_document_type");--> statement-breakpoint
CREATE INDEX "employee_certifications_validity_idx" ON "employee_certifications" USING btree ("tpss_validity_date");--> statement-breakpoint
CREATE INDEX "employee_files_employee_idx" ON "employee_files" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "employees_project_idx" ON "employees" USING btree ("security_project_id");--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "employees_hired_idx" ON "employees" USING btree ("hired_at");--> statement-breakpoint
CREATE INDEX "employees_created_idx" ON "employees" USING btree ("created_at" DESC NULLS LAST) WHERE deleted_at is null;
CREATE TABLE "mail_dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_base_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"performance_period_id" integer NOT NULL,
	"security_project_id" integer NOT NULL,
	"role_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_score" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_calculation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"performance_period_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"last_card_id" integer DEFAULT 0 NOT NULL,
	"started_by" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_card_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_interviewer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"performance_period_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_id" integer,
	"full_name" varchar(255) NOT NULL,
	"national_id_number" varchar(11) NOT NULL,
	"security_project_id" integer,
	"role_id" integer,
	"role_group_id" integer,
	"assessor_user_id" integer,
	"assessor_full_name" varchar(255),
	"base_score" numeric(8, 2) DEFAULT 0 NOT NULL,
	"score" numeric(8, 2),
	"performance_rating" varchar(16),
	"criteria_result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_point_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"training_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interviewer_feedback" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"objection_reason_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_description" text,
	"objected_at" timestamp with time zone,
	"objection_decision" varchar(10),
	"committee_rejection_description" text,
	"manager_rejection_description" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_sent_at" timestamp with time zone,
	"calculated_at" timestamp with time zone,
	"calculation_run_id" integer,
	"calculation_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"performance_period_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(1) NOT NULL,
	"source_type_id" integer,
	"criterion_entry_limit" integer NOT NULL,
	"weight" numeric(8, 2) NOT NULL,
	"unit_point" numeric(8, 2) NOT NULL,
	"standard_goal" integer NOT NULL,
	"substandard_goal" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_criterion_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"point" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_extra_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"point" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_objection_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_observation_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"card_id" integer,
	"body" text NOT NULL,
	"date" date NOT NULL,
	"author_user_id" integer NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"start_at" date NOT NULL,
	"end_at" date NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"objection_deadline" date,
	"role_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"security_project_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"voter_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_base_scores" ADD CONSTRAINT "performance_base_scores_performance_period_id_performance_periods_id_fk" FOREIGN KEY ("performance_period_id") REFERENCES "public"."performance_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_calculation_runs" ADD CONSTRAINT "performance_calculation_runs_performance_period_id_performance_periods_id_fk" FOREIGN KEY ("performance_period_id") REFERENCES "public"."performance_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_calculation_runs" ADD CONSTRAINT "performance_calculation_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_managers" ADD CONSTRAINT "performance_card_managers_card_id_performance_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."performance_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_managers" ADD CONSTRAINT "performance_card_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_cards" ADD CONSTRAINT "performance_cards_performance_period_id_performance_periods_id_fk" FOREIGN KEY ("performance_period_id") REFERENCES "public"."performance_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_cards" ADD CONSTRAINT "performance_cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_cards" ADD CONSTRAINT "performance_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_criteria" ADD CONSTRAINT "performance_criteria_performance_period_id_performance_periods_id_fk" FOREIGN KEY ("performance_period_id") REFERENCES "public"."performance_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_criterion_options" ADD CONSTRAINT "performance_criterion_options_criterion_id_performance_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."performance_criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_observation_notes" ADD CONSTRAINT "performance_observation_notes_card_id_performance_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."performance_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_observation_notes" ADD CONSTRAINT "performance_observation_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_votes" ADD CONSTRAINT "performance_votes_card_id_performance_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."performance_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_votes" ADD CONSTRAINT "performance_votes_criterion_id_performance_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."performance_criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_votes" ADD CONSTRAINT "performance_votes_option_id_performance_criterion_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."performance_criterion_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_votes" ADD CONSTRAINT "performance_votes_voter_user_id_users_id_fk" FOREIGN KEY ("voter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_base_scores_period" ON "performance_base_scores" USING btree ("performance_period_id","security_project_id");--> statement-breakpoint
CREATE INDEX "performance_calculation_runs_status" ON "performance_calculation_runs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_card_managers_unique" ON "performance_card_managers" USING btree ("card_id","user_id");--> statement-breakpoint
CREATE INDEX "performance_card_managers_user" ON "performance_card_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_cards_period_employee" ON "performance_cards" USING btree ("performance_period_id","employee_id");--> statement-breakpoint
CREATE INDEX "performance_cards_period_list" ON "performance_cards" USING btree ("performance_period_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "performance_cards_period_project" ON "performance_cards" USING btree ("performance_period_id","security_project_id");--> statement-breakpoint
CREATE INDEX "performance_cards_period_rating" ON "performance_cards" USING btree ("performance_period_id","performance_rating");--> statement-breakpoint
CREATE INDEX "performance_cards_period_role_group" ON "performance_cards" USING btree ("performance_period_id","role_group_id");--> statement-breakpoint
CREATE INDEX "performance_cards_national_id" ON "performance_cards" USING btree ("national_id_number");--> statement-breakpoint
CREATE INDEX "performance_cards_user" ON "performance_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "performance_cards_assessor" ON "performance_cards" USING btree ("assessor_user_id","performance_period_id");--> statement-breakpoint
CREATE INDEX "performance_criteria_period" ON "performance_criteria" USING btree ("performance_period_id");--> statement-breakpoint
CREATE INDEX "performance_criterion_options_criterion" ON "performance_criterion_options" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "performance_observation_notes_author" ON "performance_observation_notes" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "performance_observation_notes_card" ON "performance_observation_notes" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_votes_card_criterion" ON "performance_votes" USING btree ("card_id","criterion_id");
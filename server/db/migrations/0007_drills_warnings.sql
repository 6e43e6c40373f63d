CREATE TABLE "drill_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"drill_code_id" integer NOT NULL,
	"security_project_id" integer NOT NULL,
	"drill_date" date NOT NULL,
	"drill_creator_position_id" integer NOT NULL,
	"drill_personal_position_id" integer NOT NULL,
	"status" varchar(255) NOT NULL,
	"drill_result" varchar(16),
	"retest_drill_creator_position_id" integer,
	"retest_drill_date" date,
	"retest_drill_result" varchar(16),
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "psychoactive_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"security_project_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"warning_type" varchar(32) NOT NULL,
	"substance" varchar(32),
	"occurred_on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	"recorded_by_position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_drill_code_id_reference_items_id_fk" FOREIGN KEY ("drill_code_id") REFERENCES "public"."reference_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_drill_creator_position_id_positions_id_fk" FOREIGN KEY ("drill_creator_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_drill_personal_position_id_positions_id_fk" FOREIGN KEY ("drill_personal_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_retest_drill_creator_position_id_positions_id_fk" FOREIGN KEY ("retest_drill_creator_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_audits" ADD CONSTRAINT "drill_audits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychoactive_warnings" ADD CONSTRAINT "psychoactive_warnings_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychoactive_warnings" ADD CONSTRAINT "psychoactive_warnings_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychoactive_warnings" ADD CONSTRAINT "psychoactive_warnings_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychoactive_warnings" ADD CONSTRAINT "psychoactive_warnings_recorded_by_position_id_positions_id_fk" FOREIGN KEY ("recorded_by_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drill_audits_uuid_unique" ON "drill_audits" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "drill_audits_project_date_idx" ON "drill_audits" USING btree ("security_project_id","drill_date");--> statement-breakpoint
CREATE INDEX "drill_audits_personal_idx" ON "drill_audits" USING btree ("drill_personal_position_id","security_project_id","drill_date");--> statement-breakpoint
CREATE INDEX "psychoactive_warnings_project_idx" ON "psychoactive_warnings" USING btree ("security_project_id","occurred_on");--> statement-breakpoint
CREATE INDEX "psychoactive_warnings_position_idx" ON "psychoactive_warnings" USING btree ("position_id");
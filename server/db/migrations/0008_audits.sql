CREATE TABLE "audit_finding_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"finding_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"mime_type" varchar(127) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_finding_positions" (
	"finding_id" integer NOT NULL,
	"position_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"audit_id" integer NOT NULL,
	"audit_project_id" integer,
	"rating_id" integer NOT NULL,
	"title" text,
	"personal_text" text,
	"personel_storage_type" varchar(8),
	"started_at" varchar(5),
	"ended_at" varchar(5),
	"creator_position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"audit_id" integer NOT NULL,
	"security_project_id" integer NOT NULL,
	"started_at" varchar(5) NOT NULL,
	"ended_at" varchar(5) NOT NULL,
	"media_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_security_projects" (
	"audit_id" integer NOT NULL,
	"security_project_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"family" varchar(8) NOT NULL,
	"audit_code" varchar(32) NOT NULL,
	"started_at" timestamp NOT NULL,
	"ended_at" timestamp NOT NULL,
	"title_id" integer,
	"rating_id" integer,
	"extra_rating" integer,
	"report_status_id" integer,
	"primary_supervisor_id" integer,
	"optional_supervisor_id" integer,
	"submitter_position_id" integer,
	"reviewer_position_id" integer,
	"is_submitted" boolean DEFAULT false NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_position_id" integer,
	"observer_approved_at" timestamp with time zone,
	"admin_approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_position_id" integer,
	"reviewed_at" timestamp with time zone,
	"security_project_id" integer,
	"flight_code_id" integer,
	"media_url" text,
	"creator_position_id" integer,
	"creator_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_finding_images" ADD CONSTRAINT "audit_finding_images_finding_id_audit_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."audit_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_images" ADD CONSTRAINT "audit_finding_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_images" ADD CONSTRAINT "audit_finding_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_positions" ADD CONSTRAINT "audit_finding_positions_finding_id_audit_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."audit_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_finding_positions" ADD CONSTRAINT "audit_finding_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_project_id_audit_projects_id_fk" FOREIGN KEY ("audit_project_id") REFERENCES "public"."audit_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_creator_position_id_positions_id_fk" FOREIGN KEY ("creator_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_projects" ADD CONSTRAINT "audit_projects_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_security_projects" ADD CONSTRAINT "audit_security_projects_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_security_projects" ADD CONSTRAINT "audit_security_projects_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_title_id_reference_items_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."reference_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_primary_supervisor_id_positions_id_fk" FOREIGN KEY ("primary_supervisor_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_optional_supervisor_id_positions_id_fk" FOREIGN KEY ("optional_supervisor_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_submitter_position_id_positions_id_fk" FOREIGN KEY ("submitter_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_reviewer_position_id_positions_id_fk" FOREIGN KEY ("reviewer_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_submitted_position_id_positions_id_fk" FOREIGN KEY ("submitted_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_rejected_position_id_positions_id_fk" FOREIGN KEY ("rejected_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_security_project_id_security_projects_id_fk" FOREIGN KEY ("security_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_flight_code_id_reference_items_id_fk" FOREIGN KEY ("flight_code_id") REFERENCES "public"."reference_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_creator_position_id_positions_id_fk" FOREIGN KEY ("creator_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_finding_images_finding_idx" ON "audit_finding_images" USING btree ("finding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_finding_positions_pk" ON "audit_finding_positions" USING btree ("finding_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_findings_uuid_unique" ON "audit_findings" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "audit_findings_audit_idx" ON "audit_findings" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_findings_project_idx" ON "audit_findings" USING btree ("audit_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_projects_uuid_unique" ON "audit_projects" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "audit_projects_audit_idx" ON "audit_projects" USING btree ("audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_security_projects_pk" ON "audit_security_projects" USING btree ("audit_id","security_project_id");--> statement-breakpoint
CREATE INDEX "audit_security_projects_project_idx" ON "audit_security_projects" USING btree ("security_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audits_uuid_unique" ON "audits" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "audits_family_started_idx" ON "audits" USING btree ("family","started_at");--> statement-breakpoint
CREATE INDEX "audits_code_idx" ON "audits" USING btree ("audit_code");--> statement-breakpoint
CREATE INDEX "audits_primary_supervisor_idx" ON "audits" USING btree ("primary_supervisor_id");
CREATE TABLE "audit_report_sendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"audit_project_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"finding_ids" jsonb NOT NULL,
	"sender_user_id" integer,
	"sender_position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_report_sendings" ADD CONSTRAINT "audit_report_sendings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_report_sendings" ADD CONSTRAINT "audit_report_sendings_audit_project_id_audit_projects_id_fk" FOREIGN KEY ("audit_project_id") REFERENCES "public"."audit_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_report_sendings" ADD CONSTRAINT "audit_report_sendings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_report_sendings" ADD CONSTRAINT "audit_report_sendings_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_report_sendings" ADD CONSTRAINT "audit_report_sendings_sender_position_id_positions_id_fk" FOREIGN KEY ("sender_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_report_sendings_project_idx" ON "audit_report_sendings" USING btree ("audit_project_id","created_at");
CREATE TABLE "pm_case_documents" (
	"app_doc_uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_uid" uuid NOT NULL,
	"del_index" integer NOT NULL,
	"file_id" integer NOT NULL,
	"var_name" varchar(64) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pm_case_documents" ADD CONSTRAINT "pm_case_documents_app_uid_pm_cases_app_uid_fk" FOREIGN KEY ("app_uid") REFERENCES "public"."pm_cases"("app_uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_case_documents" ADD CONSTRAINT "pm_case_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pm_case_documents_case_idx" ON "pm_case_documents" USING btree ("app_uid","created_at");
CREATE TABLE "correspondence_audience" (
	"correspondence_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"type" varchar(24) NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "correspondence_audience_correspondence_id_role_type_ref_id_pk" PRIMARY KEY("correspondence_id","role","type","ref_id")
);
--> statement-breakpoint
CREATE TABLE "correspondence_files" (
	"correspondence_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correspondence_files_correspondence_id_file_id_pk" PRIMARY KEY("correspondence_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "correspondence_recipients" (
	"correspondence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"department_id" integer,
	"security_project_id" integer,
	"delivered_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"read_revision" integer,
	CONSTRAINT "correspondence_recipients_correspondence_id_user_id_pk" PRIMARY KEY("correspondence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "correspondence_sequences" (
	"correspondence_type_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "correspondence_sequences_correspondence_type_id_year_pk" PRIMARY KEY("correspondence_type_id","year")
);
--> statement-breakpoint
CREATE TABLE "correspondence_type_items" (
	"correspondence_type_id" integer NOT NULL,
	"set" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "correspondence_type_items_correspondence_type_id_set_kind_ref_id_pk" PRIMARY KEY("correspondence_type_id","set","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "correspondence_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"sequence_yearly_reset" boolean DEFAULT false NOT NULL,
	"is_survey" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "correspondences" (
	"id" serial PRIMARY KEY NOT NULL,
	"correspondence_type_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"owner_position_id" integer,
	"send_as" varchar(16) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"send_to_everyone" boolean DEFAULT false NOT NULL,
	"status" varchar(16) NOT NULL,
	"sent_at" date,
	"expiration_at" date,
	"reference_code" varchar(32),
	"sequence_year" integer,
	"sequence_number" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"reminder_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_group_members" (
	"personal_group_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "personal_group_members_personal_group_id_kind_ref_id_pk" PRIMARY KEY("personal_group_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "personal_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_type_creator_roles" (
	"document_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "document_type_creator_roles_document_type_id_role_id_pk" PRIMARY KEY("document_type_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "document_type_viewer_departments" (
	"document_type_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "document_type_viewer_departments_document_type_id_department_id_pk" PRIMARY KEY("document_type_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"icon" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"file_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qdms_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"file_id" integer NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qdms_folder_roles" (
	"folder_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "qdms_folder_roles_folder_id_role_id_pk" PRIMARY KEY("folder_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "qdms_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "correspondence_audience" ADD CONSTRAINT "correspondence_audience_correspondence_id_correspondences_id_fk" FOREIGN KEY ("correspondence_id") REFERENCES "public"."correspondences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_files" ADD CONSTRAINT "correspondence_files_correspondence_id_correspondences_id_fk" FOREIGN KEY ("correspondence_id") REFERENCES "public"."correspondences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_files" ADD CONSTRAINT "correspondence_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_recipients" ADD CONSTRAINT "correspondence_recipients_correspondence_id_correspondences_id_fk" FOREIGN KEY ("correspondence_id") REFERENCES "public"."correspondences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_recipients" ADD CONSTRAINT "correspondence_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_sequences" ADD CONSTRAINT "correspondence_sequences_correspondence_type_id_correspondence_types_id_fk" FOREIGN KEY ("correspondence_type_id") REFERENCES "public"."correspondence_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_type_items" ADD CONSTRAINT "correspondence_type_items_correspondence_type_id_correspondence_types_id_fk" FOREIGN KEY ("correspondence_type_id") REFERENCES "public"."correspondence_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondences" ADD CONSTRAINT "correspondences_correspondence_type_id_correspondence_types_id_fk" FOREIGN KEY ("correspondence_type_id") REFERENCES "public"."correspondence_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondences" ADD CONSTRAINT "correspondences_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondences" ADD CONSTRAINT "correspondences_owner_position_id_positions_id_fk" FOREIGN KEY ("owner_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondences" ADD CONSTRAINT "correspondences_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_group_members" ADD CONSTRAINT "personal_group_members_personal_group_id_personal_groups_id_fk" FOREIGN KEY ("personal_group_id") REFERENCES "public"."personal_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_groups" ADD CONSTRAINT "personal_groups_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_creator_roles" ADD CONSTRAINT "document_type_creator_roles_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_creator_roles" ADD CONSTRAINT "document_type_creator_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_viewer_departments" ADD CONSTRAINT "document_type_viewer_departments_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_viewer_departments" ADD CONSTRAINT "document_type_viewer_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qdms_documents" ADD CONSTRAINT "qdms_documents_folder_id_qdms_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."qdms_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qdms_documents" ADD CONSTRAINT "qdms_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qdms_documents" ADD CONSTRAINT "qdms_documents_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qdms_folder_roles" ADD CONSTRAINT "qdms_folder_roles_folder_id_qdms_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."qdms_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qdms_folder_roles" ADD CONSTRAINT "qdms_folder_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correspondence_recipients_inbox_idx" ON "correspondence_recipients" USING btree ("user_id","correspondence_id");--> statement-breakpoint
CREATE INDEX "correspondence_recipients_unread_idx" ON "correspondence_recipients" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "correspondences_owner_idx" ON "correspondences" USING btree ("owner_user_id","status");--> statement-breakpoint
CREATE INDEX "correspondences_status_idx" ON "correspondences" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "correspondences_sequence_unique" ON "correspondences" USING btree ("correspondence_type_id","sequence_year","sequence_number");--> statement-breakpoint
CREATE INDEX "personal_groups_owner_idx" ON "personal_groups" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "shared_documents_type_idx" ON "shared_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "qdms_documents_folder_idx" ON "qdms_documents" USING btree ("folder_id");
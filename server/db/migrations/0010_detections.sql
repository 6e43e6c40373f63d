CREATE TABLE "detection_files" (
	"detection_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detection_files_detection_id_file_id_pk" PRIMARY KEY("detection_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "detections" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"register" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"flight_number" varchar(16),
	"description" text DEFAULT '' NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"detecter_position_id" integer NOT NULL,
	"detecter_role_id" integer NOT NULL,
	"detecter_project_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reporter_position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "detection_files" ADD CONSTRAINT "detection_files_detection_id_detections_id_fk" FOREIGN KEY ("detection_id") REFERENCES "public"."detections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_files" ADD CONSTRAINT "detection_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_files" ADD CONSTRAINT "detection_files_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_item_id_reference_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reference_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_detecter_position_id_positions_id_fk" FOREIGN KEY ("detecter_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_detecter_role_id_roles_id_fk" FOREIGN KEY ("detecter_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_detecter_project_id_security_projects_id_fk" FOREIGN KEY ("detecter_project_id") REFERENCES "public"."security_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_reporter_position_id_positions_id_fk" FOREIGN KEY ("reporter_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "detections_uuid_unique" ON "detections" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "detections_register_created_idx" ON "detections" USING btree ("register","created_at");--> statement-breakpoint
CREATE INDEX "detections_register_detected_idx" ON "detections" USING btree ("register","detected_at");--> statement-breakpoint
CREATE INDEX "detections_project_idx" ON "detections" USING btree ("detecter_project_id");--> statement-breakpoint
CREATE INDEX "detections_reporter_idx" ON "detections" USING btree ("reporter_user_id");
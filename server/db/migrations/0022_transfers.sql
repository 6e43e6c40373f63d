CREATE TABLE "driver_shift_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_date" date NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"status" varchar(12) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"summary" jsonb NOT NULL,
	"notified" integer,
	"not_notified" jsonb,
	"created_by" integer NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_date" date NOT NULL,
	"national_id_number" varchar(11) NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"phone" varchar(10),
	"shift_start" varchar(5) NOT NULL,
	"shift_end" varchar(5) NOT NULL,
	"shuttle_stop_id" integer NOT NULL,
	"pickup_time" varchar(5) NOT NULL,
	"driver_id" integer,
	"source" varchar(8) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"phone" varchar(10),
	"plate" varchar(16) NOT NULL,
	"capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_type" varchar(12) NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer,
	"driver_id" integer,
	"show_note_field" boolean DEFAULT false NOT NULL,
	"note" text,
	"transfer_date" date NOT NULL,
	"release_date" date,
	"release_time" varchar(5),
	"passenger_count" integer NOT NULL,
	"registrar_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_shift_imports" ADD CONSTRAINT "driver_shift_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_shuttle_stop_id_shuttle_stops_id_fk" FOREIGN KEY ("shuttle_stop_id") REFERENCES "public"."shuttle_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_driver_id_transfer_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."transfer_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_driver_id_transfer_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."transfer_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_registrar_user_id_users_id_fk" FOREIGN KEY ("registrar_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_shift_imports_date_idx" ON "driver_shift_imports" USING btree ("shift_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_shifts_person_unique" ON "driver_shifts" USING btree ("shift_date","national_id_number");--> statement-breakpoint
CREATE INDEX "driver_shifts_driver_idx" ON "driver_shifts" USING btree ("driver_id","shift_date");--> statement-breakpoint
CREATE INDEX "driver_shifts_slot_idx" ON "driver_shifts" USING btree ("shift_date","shift_start","shift_end");--> statement-breakpoint
CREATE INDEX "transfer_drivers_name_idx" ON "transfer_drivers" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "transfer_requests_date_idx" ON "transfer_requests" USING btree ("transfer_date");--> statement-breakpoint
CREATE INDEX "transfer_requests_release_idx" ON "transfer_requests" USING btree ("release_date","release_time");--> statement-breakpoint
CREATE INDEX "transfer_requests_registrar_idx" ON "transfer_requests" USING btree ("registrar_user_id");
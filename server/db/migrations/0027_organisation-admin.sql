CREATE TABLE "advertising_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"tax_number" varchar(11) NOT NULL,
	"contact_name" varchar(255),
	"phone" varchar(20),
	"email" varchar(255),
	"ad_area" varchar(255) NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"monthly_fee" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "doctor_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"complaint" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"file_id" integer,
	"error" text,
	"requested_by" integer NOT NULL,
	"position_id" integer NOT NULL,
	"job_id" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "advertising_partners_name_idx" ON "advertising_partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "doctor_appointments_user_idx" ON "doctor_appointments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_appointments_slot_uq" ON "doctor_appointments" USING btree ("day","time");--> statement-breakpoint
CREATE INDEX "reports_requested_by_idx" ON "reports" USING btree ("requested_by");
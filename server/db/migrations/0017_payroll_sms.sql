CREATE TABLE "payroll_access_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slip_id" integer NOT NULL,
	"viewer_user_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_sha256" varchar(64) NOT NULL,
	"status" varchar(12) NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"day_of_payroll_viewing" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer,
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"national_id_number" varchar(11) NOT NULL,
	"full_name" varchar(255) NOT NULL,
	"lines" jsonb NOT NULL,
	"gross_pay" numeric(14, 2) NOT NULL,
	"total_deductions" numeric(14, 2) NOT NULL,
	"net_pay" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"sender_user_id" integer NOT NULL,
	"sender_position_id" integer,
	"receivers" jsonb NOT NULL,
	"additional_receivers" jsonb NOT NULL,
	"receiver_count" integer NOT NULL,
	"segment_count" integer NOT NULL,
	"display_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_clients" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" varchar(64) NOT NULL,
	"gsm" varchar(12) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_transaction_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_code" varchar(64) NOT NULL,
	"short_message_id" integer,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"position_id" integer,
	"sender_user_id" integer,
	"full_name" varchar(255) NOT NULL,
	"national_id_number" varchar(11),
	"gsm" varchar(12) NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"gateway_job_id" varchar(64),
	"status" varchar(12) NOT NULL,
	"status_code" integer,
	"status_reason" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_access_logs" ADD CONSTRAINT "payroll_access_logs_slip_id_payroll_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."payroll_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_access_logs" ADD CONSTRAINT "payroll_access_logs_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_codes" ADD CONSTRAINT "payroll_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_imports" ADD CONSTRAINT "payroll_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_slips" ADD CONSTRAINT "payroll_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tokens" ADD CONSTRAINT "payroll_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_messages" ADD CONSTRAINT "short_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_messages" ADD CONSTRAINT "short_messages_sender_position_id_positions_id_fk" FOREIGN KEY ("sender_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" ADD CONSTRAINT "sms_transaction_logs_short_message_id_short_messages_id_fk" FOREIGN KEY ("short_message_id") REFERENCES "public"."short_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" ADD CONSTRAINT "sms_transaction_logs_client_id_sms_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sms_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" ADD CONSTRAINT "sms_transaction_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" ADD CONSTRAINT "sms_transaction_logs_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" ADD CONSTRAINT "sms_transaction_logs_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_access_logs_slip" ON "payroll_access_logs" USING btree ("slip_id","created_at");--> statement-breakpoint
CREATE INDEX "payroll_codes_user" ON "payroll_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_slips_user_month" ON "payroll_slips" USING btree ("user_id","year","month");--> statement-breakpoint
CREATE INDEX "payroll_slips_month" ON "payroll_slips" USING btree ("year","month");--> statement-breakpoint
CREATE INDEX "short_messages_created_idx" ON "short_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "short_messages_sender_idx" ON "short_messages" USING btree ("sender_position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_clients_code_unique" ON "sms_clients" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sms_dev_outbox_gsm_idx" ON "sms_dev_outbox" USING btree ("gsm","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_logs_reference_unique" ON "sms_transaction_logs" USING btree ("reference_code");--> statement-breakpoint
CREATE INDEX "sms_logs_created_idx" ON "sms_transaction_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_logs_message_idx" ON "sms_transaction_logs" USING btree ("short_message_id","status");--> statement-breakpoint
CREATE INDEX "sms_logs_status_idx" ON "sms_transaction_logs" USING btree ("status","gateway_job_id");--> statement-breakpoint
CREATE INDEX "sms_logs_gsm_idx" ON "sms_transaction_logs" USING btree ("gsm");
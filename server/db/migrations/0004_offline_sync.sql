CREATE TABLE "blobs" (
	"sha256" varchar(64) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(127) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blobs_sha256_uploaded_by_pk" PRIMARY KEY("sha256","uploaded_by")
);
--> statement-breakpoint
CREATE TABLE "device_sequences" (
	"device_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"user_id" integer,
	"idempotency_key" varchar(255),
	"method" varchar(8) NOT NULL,
	"path" varchar(2048) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sequences_device_id_seq_pk" PRIMARY KEY("device_id","seq")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(255) NOT NULL,
	"user_id" integer,
	"method" varchar(8) NOT NULL,
	"path" text NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"state" varchar(16) NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_key_user_unique" UNIQUE NULLS NOT DISTINCT("key","user_id")
);
--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sequences" ADD CONSTRAINT "device_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_sequences_user_idx" ON "device_sequences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
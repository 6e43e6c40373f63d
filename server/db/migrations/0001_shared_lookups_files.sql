CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(127) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(2)
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"type" varchar(16) NOT NULL,
	"name" varchar(255) NOT NULL,
	"code" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "department_contact_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"address_id" integer,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "department_contact_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_card_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"ext" varchar(10),
	"type" varchar(16) DEFAULT 'normal' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_parent_id_destinations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contact_cards" ADD CONSTRAINT "department_contact_cards_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contact_numbers" ADD CONSTRAINT "department_contact_numbers_contact_card_id_department_contact_cards_id_fk" FOREIGN KEY ("contact_card_id") REFERENCES "public"."department_contact_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "destinations_parent_idx" ON "destinations" USING btree ("parent_id","type");--> statement-breakpoint
CREATE INDEX "destinations_type_idx" ON "destinations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "department_contact_cards_department_idx" ON "department_contact_cards" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "department_contact_numbers_card_idx" ON "department_contact_numbers" USING btree ("contact_card_id");
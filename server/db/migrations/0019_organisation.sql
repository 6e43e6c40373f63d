CREATE TABLE "email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "position_abstract_roles" (
	"position_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_group_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_group_permissions" (
	"group_id" integer NOT NULL,
	"permission" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_group_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_group_security_projects" (
	"group_id" integer NOT NULL,
	"security_project_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"is_system_group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "position_permissions" (
	"position_id" integer NOT NULL,
	"permission" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "starts_at" date;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "ends_at" date;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "manager_user_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "role_group_id" integer;--> statement-breakpoint
ALTER TABLE "position_abstract_roles" ADD CONSTRAINT "position_abstract_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_group_mails" ADD CONSTRAINT "position_group_mails_group_id_position_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."position_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_group_permissions" ADD CONSTRAINT "position_group_permissions_group_id_position_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."position_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_group_positions" ADD CONSTRAINT "position_group_positions_group_id_position_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."position_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_group_security_projects" ADD CONSTRAINT "position_group_security_projects_group_id_position_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."position_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_name_unique" ON "email_domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "facilities_parent_idx" ON "facilities" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_abstract_roles_pk" ON "position_abstract_roles" USING btree ("position_id","role_id");--> statement-breakpoint
CREATE INDEX "position_abstract_roles_role_idx" ON "position_abstract_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "position_group_mails_group_idx" ON "position_group_mails" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_group_permissions_pk" ON "position_group_permissions" USING btree ("group_id","permission");--> statement-breakpoint
CREATE UNIQUE INDEX "position_group_positions_unique" ON "position_group_positions" USING btree ("group_id","position_id");--> statement-breakpoint
CREATE INDEX "position_group_positions_position_idx" ON "position_group_positions" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_group_security_projects_pk" ON "position_group_security_projects" USING btree ("group_id","security_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_permissions_pk" ON "position_permissions" USING btree ("position_id","permission");--> statement-breakpoint
CREATE UNIQUE INDEX "user_emails_email_unique" ON "user_emails" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_emails_user_idx" ON "user_emails" USING btree ("user_id");
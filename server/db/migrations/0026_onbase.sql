CREATE TABLE "onbase_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer,
	"name" varchar(255) NOT NULL,
	"onbase_code" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onbase_user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"security_project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onbase_user_roles" ADD CONSTRAINT "onbase_user_roles_role_id_onbase_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."onbase_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onbase_roles_department_idx" ON "onbase_roles" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onbase_user_roles_user_role_uq" ON "onbase_user_roles" USING btree ("user_id","role_id");
CREATE TABLE "employee_expiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"label" varchar(255) NOT NULL,
	"expires_on" date NOT NULL,
	"computed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_expiry_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"found" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_expiries" ADD CONSTRAINT "employee_expiries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_expiries_employee_idx" ON "employee_expiries" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_expiries_expires_idx" ON "employee_expiries" USING btree ("expires_on");
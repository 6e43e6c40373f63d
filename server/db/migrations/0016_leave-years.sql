CREATE TABLE "bank_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"half_day_on" date,
	"half_day_from" varchar(5),
	"source" varchar(16) NOT NULL,
	"official_key" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "season_definition_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"leave_restricted" boolean DEFAULT false NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_definitions" ADD CONSTRAINT "season_definitions_series_id_season_definition_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."season_definition_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_holidays_year_idx" ON "bank_holidays" USING btree ("year","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "season_definition_series_code_unique" ON "season_definition_series" USING btree ("code");--> statement-breakpoint
CREATE INDEX "season_definition_series_year_idx" ON "season_definition_series" USING btree ("year");--> statement-breakpoint
CREATE INDEX "season_definitions_series_idx" ON "season_definitions" USING btree ("series_id","starts_on");
-- Existing types get 'T<id>' (new ones get a code from their name, server/db/numbering.ts); numbers already given keep their text.
ALTER TABLE "correspondence_types" ADD COLUMN "code" varchar(12) NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "correspondence_types" SET "code" = 'T' || "id";--> statement-breakpoint
ALTER TABLE "correspondence_types" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "demand_types" ADD COLUMN "code" varchar(12) NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "demand_types" SET "code" = 'T' || "id";--> statement-breakpoint
ALTER TABLE "demand_types" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_types" ADD COLUMN "code" varchar(12) NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "work_schedule_demand_types" SET "code" = 'T' || "id";--> statement-breakpoint
ALTER TABLE "work_schedule_demand_types" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "work_schedule_demand_work_schedules" ADD COLUMN "code" varchar(12) NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "work_schedule_demand_work_schedules" SET "code" = 'T' || "id";--> statement-breakpoint
ALTER TABLE "work_schedule_demand_work_schedules" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_types_code_unique" ON "correspondence_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_types_code_unique" ON "demand_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedule_demand_types_code_unique" ON "work_schedule_demand_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "work_schedule_demand_work_schedules_code_unique" ON "work_schedule_demand_work_schedules" USING btree ("code");
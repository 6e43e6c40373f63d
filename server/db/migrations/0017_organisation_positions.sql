ALTER TABLE "positions" ADD COLUMN "starts_at" date;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "ends_at" date;
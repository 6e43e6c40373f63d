ALTER TABLE "payroll_imports" ADD COLUMN "bytes_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_imports" ADD COLUMN "total_bytes" integer;--> statement-breakpoint
ALTER TABLE "payroll_slips" ADD COLUMN "source_row" integer;
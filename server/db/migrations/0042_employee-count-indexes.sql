DROP INDEX "employees_project_idx";--> statement-breakpoint
DROP INDEX "employees_hired_idx";--> statement-breakpoint
CREATE INDEX "employees_project_status_idx" ON "employees" USING btree ("security_project_id","deleted_at","exit_date");--> statement-breakpoint
CREATE INDEX "employees_term_type_status_idx" ON "employees" USING btree ("term_type","deleted_at","exit_date");--> statement-breakpoint
CREATE INDEX "employees_hired_status_idx" ON "employees" USING btree ("hired_at","deleted_at","exit_date");--> statement-breakpoint
-- employees_term_type_idx (0015, hand-written) is replaced by employees_term_type_status_idx, which serves term_type = … as well.
DROP INDEX IF EXISTS "employees_term_type_idx";
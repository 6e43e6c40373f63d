DROP INDEX "pm_delegations_user_open_idx";--> statement-breakpoint
DROP INDEX "pm_delegations_unassigned_idx";--> statement-breakpoint
CREATE INDEX "pm_cases_key_status_idx" ON "pm_cases" USING btree ("app_uid","app_status");--> statement-breakpoint
CREATE INDEX "pm_delegations_user_open_idx" ON "pm_delegations" USING btree ("user_id","thread_status","delegated_at","id");--> statement-breakpoint
CREATE INDEX "pm_delegations_unassigned_idx" ON "pm_delegations" USING btree ("thread_status","delegated_at","id") WHERE user_id is null;
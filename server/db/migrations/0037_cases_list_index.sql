DROP INDEX "pm_delegations_user_open_idx";--> statement-breakpoint
CREATE INDEX "pm_delegations_user_open_idx" ON "pm_delegations" USING btree ("user_id","thread_status","delegated_at","id");
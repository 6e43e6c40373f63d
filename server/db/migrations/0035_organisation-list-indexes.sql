CREATE INDEX "positions_company_live_idx" ON "positions" USING btree ("company_id","created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "positions_department_live_idx" ON "positions" USING btree ("department_id","created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "positions_role_live_idx" ON "positions" USING btree ("role_id","created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "positions_primary_live_idx" ON "positions" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null and is_primary;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
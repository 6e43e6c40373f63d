DROP INDEX "sms_logs_status_idx";--> statement-breakpoint
DROP INDEX "sms_logs_gsm_idx";--> statement-breakpoint
CREATE INDEX "sms_logs_pending_idx" ON "sms_transaction_logs" USING btree ("gateway_job_id") WHERE status = 'pending';
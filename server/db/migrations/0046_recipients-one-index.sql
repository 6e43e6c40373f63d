DROP INDEX "correspondence_recipients_unread_idx";--> statement-breakpoint
DROP INDEX "correspondence_recipients_inbox_idx";--> statement-breakpoint
CREATE INDEX "correspondence_recipients_inbox_idx" ON "correspondence_recipients" USING btree ("user_id","correspondence_id","read_at");
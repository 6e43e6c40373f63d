-- Per-message status counts of sms_transaction_logs, kept on short_messages by statement-level
-- triggers with transition tables: one grouped UPDATE per statement (a 100,000-row INSERT … SELECT
-- or a 500-row batch update), never a trigger call per row.
CREATE OR REPLACE FUNCTION sms_message_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE short_messages m SET
      queued_count = m.queued_count + d.queued, pending_count = m.pending_count + d.pending,
      delivered_count = m.delivered_count + d.delivered, failed_count = m.failed_count + d.failed
    FROM (SELECT short_message_id AS id,
        count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'delivered')::int AS delivered, count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM new_rows WHERE short_message_id IS NOT NULL GROUP BY 1) d
    WHERE m.id = d.id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE short_messages m SET
      queued_count = m.queued_count + d.queued, pending_count = m.pending_count + d.pending,
      delivered_count = m.delivered_count + d.delivered, failed_count = m.failed_count + d.failed
    FROM (SELECT id,
        coalesce(sum(s) FILTER (WHERE status = 'queued'), 0)::int AS queued, coalesce(sum(s) FILTER (WHERE status = 'pending'), 0)::int AS pending,
        coalesce(sum(s) FILTER (WHERE status = 'delivered'), 0)::int AS delivered, coalesce(sum(s) FILTER (WHERE status = 'failed'), 0)::int AS failed
      FROM (SELECT short_message_id AS id, status, 1 AS s FROM new_rows WHERE short_message_id IS NOT NULL
        UNION ALL SELECT short_message_id, status, -1 FROM old_rows WHERE short_message_id IS NOT NULL) c
      GROUP BY id) d
    WHERE m.id = d.id AND (d.queued <> 0 OR d.pending <> 0 OR d.delivered <> 0 OR d.failed <> 0);
  ELSE
    UPDATE short_messages m SET
      queued_count = m.queued_count - d.queued, pending_count = m.pending_count - d.pending,
      delivered_count = m.delivered_count - d.delivered, failed_count = m.failed_count - d.failed
    FROM (SELECT short_message_id AS id,
        count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'delivered')::int AS delivered, count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM old_rows WHERE short_message_id IS NOT NULL GROUP BY 1) d
    WHERE m.id = d.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sms_logs_counts_insert AFTER INSERT ON sms_transaction_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sms_message_counts();
--> statement-breakpoint
CREATE TRIGGER sms_logs_counts_update AFTER UPDATE ON sms_transaction_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sms_message_counts();
--> statement-breakpoint
CREATE TRIGGER sms_logs_counts_delete AFTER DELETE ON sms_transaction_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sms_message_counts();
--> statement-breakpoint
UPDATE short_messages m SET
  queued_count = coalesce(d.queued, 0), pending_count = coalesce(d.pending, 0), delivered_count = coalesce(d.delivered, 0), failed_count = coalesce(d.failed, 0)
FROM (SELECT short_message_id AS id,
    count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'pending')::int AS pending,
    count(*) FILTER (WHERE status = 'delivered')::int AS delivered, count(*) FILTER (WHERE status = 'failed')::int AS failed
  FROM sms_transaction_logs WHERE short_message_id IS NOT NULL GROUP BY 1) d
WHERE m.id = d.id;

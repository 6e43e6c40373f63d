import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { SMS_REFRESH_JOB, SMS_SEND_JOB, smsService } from './sms.service';

/** Bulk SMS goes out in batches off the request path; delivery states are refreshed until final. */
export default (app: FastifyInstance): JobDefinition<{ short_message_id?: number }>[] => [
  {
    name: SMS_SEND_JOB,
    // Sent on each store; the schedule picks up anything left queued (a restart, a failed run).
    schedule: { cron: '* * * * *', tz: 'Europe/Istanbul' },
    handler: async (data) => {
      const result = await smsService(app).sendQueued(data.short_message_id);
      // A large send goes on in the next run, so one job never holds the (PGlite) connection for long.
      const left = (await app.deps.database.db.execute(sql`select exists (select 1 from sms_transaction_logs
        where status = 'queued' and client_id = 1 ${data.short_message_id ? sql`and short_message_id = ${data.short_message_id}` : sql``}) as more`)) as unknown as { rows: { more: boolean }[] };
      if (left.rows[0]?.more && app.jobs.boss) await app.jobs.send(SMS_SEND_JOB, data);
      return result;
    },
  },
  {
    name: SMS_REFRESH_JOB,
    schedule: { cron: '*/2 * * * *', tz: 'Europe/Istanbul' },
    handler: async () => smsService(app).refreshStatuses(),
  },
];

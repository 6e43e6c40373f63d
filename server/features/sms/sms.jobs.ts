import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { SMS_REFRESH_JOB, SMS_SEND_JOB, smsService } from './sms.service';

/** Bulk SMS goes out in batches off the request path; delivery states are refreshed until final. */
export default (app: FastifyInstance): JobDefinition<{ short_message_id?: number }>[] => [
  {
    name: SMS_SEND_JOB,
    // Sent on each store; the schedule picks up anything left queued (a restart, a failed batch).
    schedule: { cron: '* * * * *', tz: 'Europe/Istanbul' },
    handler: async (data) => smsService(app).sendQueued(data.short_message_id),
  },
  {
    name: SMS_REFRESH_JOB,
    schedule: { cron: '*/2 * * * *', tz: 'Europe/Istanbul' },
    handler: async () => smsService(app).refreshStatuses(),
  },
];

import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { DELIVER_JOB_NAME, deliveryService } from './delivery.service';

/** Resolves approved items whose send day has come to people (the fan-out), off the request path. */

export default (app: FastifyInstance): JobDefinition<{ id?: number }>[] => [
  {
    name: DELIVER_JOB_NAME,
    // Every minute: future-dated items go out on their day even if no one touches them.
    schedule: { cron: '* * * * *', tz: 'Europe/Istanbul' },
    handler: async (data, { now }) => deliveryService(app).deliverDue(now, data.id),
  },
];

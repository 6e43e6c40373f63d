import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { EXPIRY_JOB, employeeExpiryService } from './employee-expiry.service';

/** The daily expiry list (TPSS, apron card, mandatory trainings within 30 / 7 days), early each Turkish morning. */
export default (app: FastifyInstance): JobDefinition<Record<string, never>>[] => [
  {
    name: EXPIRY_JOB,
    schedule: { cron: '10 0 * * *', tz: 'Europe/Istanbul' },
    handler: async (_data, { now }) => ({ found: await employeeExpiryService(app).run(now) }),
  },
];

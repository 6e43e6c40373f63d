import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { EXPORT_CLEANUP_JOB, EXPORT_JOB, exportJobsService } from './export-jobs.service';

/** Large Excel exports written off the request path, and the hourly deletion of expired files. */
export default (app: FastifyInstance): JobDefinition<{ export_job_id?: number }>[] => [
  {
    name: EXPORT_JOB,
    // Not retried: a failed export shows its message and the requester exports again.
    queue: { retryLimit: 0, expireInSeconds: 30 * 60 },
    handler: async (data) => {
      if (!data.export_job_id) throw new Error('export_job_id eksik');
      return exportJobsService(app).write(data.export_job_id);
    },
  },
  {
    name: EXPORT_CLEANUP_JOB,
    schedule: { cron: '41 * * * *', tz: 'Europe/Istanbul' },
    queue: { retryLimit: 1 },
    handler: async (_data, ctx) => exportJobsService(ctx.app).cleanup(ctx.now),
  },
];

import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { collectBlobs } from './blob-gc';

export const BLOB_GC_JOB = 'sync.blob-gc';

/**
 * The blob collector (blob-gc.ts), nightly: uploads no record named within the grace period go.
 * Idempotent: a repeated or missed run only moves the work to the next one.
 */
export default function syncJobs(_app: FastifyInstance): JobDefinition<object>[] {
  return [{
    name: BLOB_GC_JOB,
    schedule: { cron: '23 3 * * *', tz: 'Europe/Istanbul' },
    queue: { retryLimit: 1, expireInSeconds: 30 * 60 },
    handler: async (_data, ctx) => {
      const result = await collectBlobs(ctx.app, ctx.now);
      if (result.uploads) ctx.app.log.info(result, 'unused blobs collected');
      return result;
    },
  }];
}

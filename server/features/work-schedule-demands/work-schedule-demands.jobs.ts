import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { wsdReviewService } from './review.service';

export const AUTO_REJECT_JOB = 'work-schedule-demands.auto-reject';

/**
 * Spec 2 §5 automatic rejection, every minute: long-period demands made after the warning and
 * still waiting for the Operations Manager once their period's request end date has passed.
 * Idempotent (a demand already rejected is not a candidate), so a missed or repeated run is harmless.
 */
export default function workScheduleDemandJobs(app: FastifyInstance): JobDefinition<object>[] {
  const review = wsdReviewService(app);
  return [{
    name: AUTO_REJECT_JOB,
    schedule: { cron: '* * * * *' },
    queue: { retryLimit: 1, expireInSeconds: 5 * 60 },
    handler: async (_data, ctx) => {
      const result = await review.autoReject(ctx.now);
      if (result.rejected) ctx.app.log.info({ rejected: result.rejected }, 'work-schedule demands rejected automatically');
      return result;
    },
  }];
}

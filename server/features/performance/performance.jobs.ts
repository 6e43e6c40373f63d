import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { CALCULATION_JOB, calculationService } from './calculation.service';

/** Card calculation off the request path (spec 3 §4): batched, resumable from the run's cursor. */
export default (app: FastifyInstance): JobDefinition<{ run_id: number }>[] => [
  {
    name: CALCULATION_JOB,
    queue: { retryLimit: 3, retryDelay: 10, expireInSeconds: 30 * 60 },
    handler: async (data) => {
      const service = calculationService(app);
      try {
        return await service.runAll(data.run_id);
      } catch (error) {
        // The retry resumes from the cursor; the run is marked failed only when pg-boss gives up.
        app.log.error({ err: error, run_id: data.run_id }, 'performance card calculation batch failed');
        throw error;
      }
    },
  },
];

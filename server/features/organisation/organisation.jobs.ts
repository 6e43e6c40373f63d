import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { REPORT_JOB, reportsService } from './reports.service';

/** The reports of the reports screen are written off the request path, with their progress. */
export default (app: FastifyInstance): JobDefinition<{ report_id?: number }>[] => [
  {
    name: REPORT_JOB,
    queue: { retryLimit: 0 },
    handler: async (data) => {
      if (!data.report_id) throw new Error('report_id eksik');
      return reportsService(app).generate(data.report_id);
    },
  },
];

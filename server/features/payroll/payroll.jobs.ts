import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs';
import { PAYROLL_IMPORT_JOB, payrollService } from './payroll.service';

/** A monthly payroll file is validated and written off the request path. */
export default (app: FastifyInstance): JobDefinition<{ import_id: number }>[] => [
  {
    name: PAYROLL_IMPORT_JOB,
    queue: { retryLimit: 0, expireInSeconds: 30 * 60 },
    handler: async (data) => payrollService(app).processImport(data.import_id),
  },
];

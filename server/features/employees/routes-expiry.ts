import type { FastifyInstance } from 'fastify';
import * as X from '../../../src/contracts/employees/expiry';
import { route } from '../../plugins/endpoints';
import { employeeExpiryService } from './employee-expiry.service';

/** Expiry tracking: the "expiring" report and the card's mark (the daily job is in employees.jobs.ts). */
export function expiryRoutes(app: FastifyInstance) {
  const expiry = employeeExpiryService(app);
  route(app, X.listExpiring, async ({ query }) => expiry.report(query));
  route(app, X.employeeExpiring, async ({ params }) => ({ data: await expiry.ofEmployee(params.id) }));
}

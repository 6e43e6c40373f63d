import type { FastifyInstance } from 'fastify';
import { childRoutes } from './routes-children';
import { expiryRoutes } from './routes-expiry';
import { listRoutes } from './routes-list';
import { recordRoutes } from './routes-record';
import { referenceRoutes } from './routes-reference';

/** HR employees (spec 1 §7 "Employee list and actions", "Employee record", "Reference lists"; spec 3 "Training"). */
export default async function employeesFeature(app: FastifyInstance) {
  listRoutes(app);
  recordRoutes(app);
  childRoutes(app);
  referenceRoutes(app);
  expiryRoutes(app);
}

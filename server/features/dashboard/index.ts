import type { FastifyInstance } from 'fastify';
import { getTimeline } from '../../../src/contracts/dashboard';
import { route } from '../../plugins/endpoints';
import { dashboardService } from './dashboard.service';

export default async function dashboardFeature(app: FastifyInstance) {
  const service = dashboardService(app);
  route(app, getTimeline, async ({ query, auth }) => service.timeline(auth.userId, query));
}

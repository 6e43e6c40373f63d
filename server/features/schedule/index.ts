import type { FastifyInstance } from 'fastify';
import { getWeeklyCount, getWeeklySchedule } from '../../../src/contracts/schedule';
import { route } from '../../plugins/endpoints';
import { scheduleService } from './schedule.service';

export default async function scheduleFeature(app: FastifyInstance) {
  const service = scheduleService(app);
  route(app, getWeeklySchedule, async ({ query, auth }) => ({ data: await service.weekly(auth.userId, query) }));
  route(app, getWeeklyCount, async ({ query, auth }) => ({ data: await service.count(auth.userId, query) }));
}

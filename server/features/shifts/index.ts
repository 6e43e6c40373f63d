import type { FastifyInstance } from 'fastify';
import { getShiftList } from '../../../src/contracts/shifts';
import { route } from '../../plugins/endpoints';
import { shiftsService } from './shifts.service';

/** The shift list (spec 2 §7 GET /gss/shift). */
export default async function shiftsFeature(app: FastifyInstance) {
  const service = shiftsService(app);
  route(app, getShiftList, async ({ query, auth }) => service.list(auth, query));
}

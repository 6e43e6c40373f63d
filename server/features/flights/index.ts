import type { FastifyInstance } from 'fastify';
import { listFlights } from '../../../src/contracts/flights';
import { route } from '../../plugins/endpoints';
import { flightsService } from './flights.service';

export default async function flightsFeature(app: FastifyInstance) {
  const service = flightsService(app);
  route(app, listFlights, async ({ query }) => service.list(query));
}

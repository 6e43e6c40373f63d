import type { FastifyInstance } from 'fastify';
import { searchPosition } from '../../../src/contracts/people';
import { route } from '../../plugins/endpoints';
import { peopleRepository } from './people.repository';

export default async function peopleFeature(app: FastifyInstance) {
  route(app, searchPosition, async ({ query }) => ({
    data: await peopleRepository.searchPositions(app.deps.database.db, {
      q: query.q,
      securityProjectId: query.security_project,
      roleNames: query.role_names,
    }),
  }));
}

import type { FastifyInstance } from 'fastify';
import { searchPosition } from '../../../src/contracts/people';
import { route } from '../../plugins/endpoints';
import { tpssValidUntilOfPositions } from '../employees/tpss';
import { peopleRepository } from './people.repository';

export default async function peopleFeature(app: FastifyInstance) {
  route(app, searchPosition, async ({ query }) => {
    const db = app.deps.database.db;
    const found = await peopleRepository.searchPositions(db, {
      q: query.q,
      securityProjectId: query.security_project,
      roleNames: query.role_names,
    });
    const tpss = await tpssValidUntilOfPositions(db, found.map((p) => p.id));
    return { data: found.map((p) => ({ ...p, tpss_valid_until: tpss.get(p.id) ?? null })) };
  });
}

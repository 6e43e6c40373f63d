import type { FastifyInstance } from 'fastify';
import { WARNING_MESSAGES as M, createWarning, deleteWarning, listPsychoactiveProjects, listWarnings } from '../../../src/contracts/warnings';
import { route } from '../../plugins/endpoints';
import { warningsService } from './warnings.service';

/** Warnings of psychoactive-substance projects (spec 2 §7 "Warnings"; the warning calls are Apron's). */
export default async function warningsFeature(app: FastifyInstance) {
  const service = warningsService(app);
  route(app, listPsychoactiveProjects, async () => ({ data: await service.projects() }));
  route(app, listWarnings, async ({ query, auth }) => service.list(auth, query));
  route(app, createWarning, async ({ body, auth }) => ({ data: await service.create(body, auth), status: 201, helper: { message: M.created } }));
  route(app, deleteWarning, async ({ params, auth }) => {
    await service.remove(params.id, auth);
    return { data: { message: M.deleted } };
  });
}

import type { FastifyInstance } from 'fastify';
import { REFERENCE_API, REFERENCE_LISTS, REFERENCE_LIST_KEYS } from '../../../src/contracts/reference-lists';
import { route } from '../../plugins/endpoints';
import { referenceListService } from './reference-lists.service';

/** Every simple reference list (spec 3 §7 pattern): one service and one set of routes per declaration. */
export default async function referenceListsFeature(app: FastifyInstance) {
  for (const key of REFERENCE_LIST_KEYS) {
    const def = REFERENCE_LISTS[key];
    const api = REFERENCE_API[key];
    const service = referenceListService(app, def);
    const labelOf = (body: Record<string, string>) => body[def.field]!;

    route(app, api.list, async ({ query }) => service.list(query));
    route(app, api.show, async ({ params }) => ({ data: await service.get(params.id) }));
    route(app, api.create, async ({ body, auth }) => ({
      data: await service.create(labelOf(body), auth.userId), status: 201, helper: { message: def.messages.created },
    }));
    route(app, api.update, async ({ params, body, auth }) => ({
      data: await service.update(params.id, labelOf(body), auth.userId), helper: { message: def.messages.updated },
    }));
    route(app, api.remove, async ({ params, auth }) => {
      await service.remove(params.id, auth.userId);
      return { data: { message: def.messages.deleted } };
    });
    if (api.createForm) {
      route(app, api.createForm, async () => ({ data: { field: def.field, max_length: def.maxLength, item: null } }));
    }
    if (api.editForm) {
      route(app, api.editForm, async ({ params }) => ({ data: { field: def.field, max_length: def.maxLength, item: await service.get(params.id) } }));
    }
  }
}

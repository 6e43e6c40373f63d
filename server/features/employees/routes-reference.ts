import type { FastifyInstance } from 'fastify';
import { REASON_API, REASON_LISTS, type ReasonKind } from '../../../src/contracts/employees/reference';
import * as S from '../../../src/contracts/employees/reference';
import * as RP from '../../../src/contracts/employees/reward-penalty';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { route } from '../../plugins/endpoints';
import { employeeReferenceService } from './employee-reference.service';
import { rewardPenaltyTypesService } from './reward-penalty-types';

/** Spec 1 §7 "Reference lists": reward/penalty types, seasons, exit and re-employ reasons. */
export function referenceRoutes(app: FastifyInstance) {
  const ref = employeeReferenceService(app);
  const types = rewardPenaltyTypesService(app);
  const kinds = [...RP.REWARD_PENALTY_KINDS];
  const perf = [...RP.PERFORMANCE_TYPE_CODES];

  route(app, RP.listRewardPenaltyTypes, async ({ query }) => types.list(query));
  route(app, RP.rewardPenaltyTypeCreateForm, async () => ({ data: { kinds, performance_types: perf, item: null } }));
  route(app, RP.rewardPenaltyTypeEditForm, async ({ params }) => ({ data: { kinds, performance_types: perf, item: await types.get(params.id) } }));
  route(app, RP.createRewardPenaltyType, async ({ body, auth }) => ({ data: await types.create(body, auth.userId), status: 201, helper: { message: M.saved } }));
  route(app, RP.updateRewardPenaltyType, async ({ params, body, auth }) => ({ data: await types.update(params.id, body, auth.userId), helper: { message: M.saved } }));
  route(app, RP.deleteRewardPenaltyType, async ({ params, auth }) => {
    await types.remove(params.id, params.typeId, auth.userId);
    return { data: { message: M.removed } };
  });
  route(app, RP.performanceCriteria, async ({ params }) => ({ data: await types.criteria(params.status === '1') }));

  route(app, S.listSeasons, async ({ query }) => ref.seasons({ ...query, security_projects: query.security_projects ?? query['security_projects[]'] }));
  route(app, S.seasonCreateForm, async () => ({ data: await ref.seasonForm() }));
  route(app, S.seasonEditForm, async ({ params }) => ({ data: await ref.seasonForm(params.id) }));
  route(app, S.createSeason, async ({ body, auth }) => ({ data: await ref.createSeason(body, auth.userId), status: 201, helper: { message: 'Sezon başarıyla oluşturuldu.' } }));
  route(app, S.updateSeason, async ({ params, body, auth }) => ({ data: await ref.updateSeason(params.id, body, auth.userId), helper: { message: 'Sezon başarıyla güncellendi.' } }));
  route(app, S.deleteSeason, async ({ params, auth }) => {
    await ref.deleteSeason(params.id, auth.userId);
    return { data: { message: 'Sezon başarıyla silindi.' } };
  });

  for (const kind of Object.keys(REASON_LISTS) as ReasonKind[]) {
    const api = REASON_API[kind];
    const noun = REASON_LISTS[kind].noun;
    route(app, api.list, async ({ query }) => ref.reasons(kind, query));
    route(app, api.createForm, async () => ({ data: await ref.reasonForm(kind) }));
    route(app, api.editForm, async ({ params }) => ({ data: await ref.reasonForm(kind, params.id) }));
    route(app, api.create, async ({ body, auth }) => ({ data: await ref.createReason(kind, body, auth.userId), status: 201, helper: { message: `${noun} başarıyla oluşturuldu.` } }));
    route(app, api.update, async ({ params, body, auth }) => ({ data: await ref.updateReason(kind, params.id, body, auth.userId), helper: { message: `${noun} başarıyla güncellendi.` } }));
    route(app, api.remove, async ({ params, auth }) => {
      await ref.deleteReason(kind, params.id, auth.userId);
      return { data: { message: `${noun} başarıyla silindi.` } };
    });
  }
}

import type { FastifyInstance } from 'fastify';
import {
  WSD_OPTION_MESSAGES as O, cleanPeriodCache, wsdPeriodEndpoints as P, wsdPeriodOptionEndpoints as PO, wsdTypeEndpoints as T,
  wsdWorkScheduleEndpoints as W,
} from '../../../src/contracts/work-schedule-demand-options';
import {
  WSD_MESSAGES as M, approveWsdDemands, createWsdDemand, deleteWsdDemand, downloadWsdDemands, getWsdDemand,
  getWsdPeriodShifts, listWsdDemands, rejectWsdDemands, searchWsdDemands, wsdDemandCreateForm,
} from '../../../src/contracts/work-schedule-demands';
import { route } from '../../plugins/endpoints';
import { wsdDemandsService } from './demands.service';
import { sendWsdDemands } from './export';
import { wsdOptionsService } from './options.service';
import { wsdReviewService } from './review.service';

/** Work-schedule demands (spec 2 §7 "Shift and work-schedule demands", all but GET /gss/shift). */
export default async function workScheduleDemandsFeature(app: FastifyInstance) {
  const demands = wsdDemandsService(app);
  const review = wsdReviewService(app);
  const { types, schedules, periods, options } = wsdOptionsService(app);

  // ---- Requests -------------------------------------------------------------------------
  route(app, listWsdDemands, async ({ query, auth }) => demands.listOwn(auth, query));
  route(app, wsdDemandCreateForm, async ({ auth }) => ({ data: await demands.form(auth) }));
  route(app, getWsdDemand, async ({ params, auth }) => ({ data: await demands.get(params.id, auth) }));
  route(app, createWsdDemand, async ({ body, auth }) => {
    const { data, created } = await demands.create(body, auth);
    return { data, status: created ? 201 : 200, helper: { message: M.created } };
  });
  route(app, deleteWsdDemand, async ({ params, auth }) => {
    await demands.remove(params.id, auth);
    return { data: { message: M.deleted } };
  });
  route(app, getWsdPeriodShifts, async ({ params, auth }) => ({ data: await demands.periodShifts(params.id, auth) }));

  // ---- Review ---------------------------------------------------------------------------
  route(app, searchWsdDemands, async ({ query, body }) => review.search(body, query));
  route(app, downloadWsdDemands, async ({ body, reply }) => {
    await sendWsdDemands(reply, await review.exportPages(body));
  });
  route(app, approveWsdDemands, async ({ body, auth }) => ({ data: await review.approve(body.ids, auth), helper: { message: M.approved } }));
  route(app, rejectWsdDemands, async ({ body, auth }) => ({ data: await review.reject(body.ids, body.reason, auth), helper: { message: M.rejected } }));

  // ---- Options --------------------------------------------------------------------------
  route(app, T.list, async ({ query }) => types.list(query));
  route(app, T.create, async () => ({ data: { type: null } }));
  route(app, T.store, async ({ body, auth }) => ({ data: await types.create(body, auth.userId), status: 201, helper: { message: O.typeCreated } }));
  route(app, T.show, async ({ params }) => ({ data: await types.get(params.id) }));
  route(app, T.edit, async ({ params }) => ({ data: { type: await types.get(params.id) } }));
  route(app, T.update, async ({ params, body, auth }) => ({ data: await types.update(params.id, body, auth.userId), helper: { message: O.typeUpdated } }));
  route(app, T.remove, async ({ params, auth }) => {
    await types.remove(params.id, auth.userId);
    return { data: { message: O.typeDeleted } };
  });

  route(app, W.list, async ({ query }) => schedules.list(query));
  route(app, W.create, async () => ({ data: { work_schedule: null } }));
  route(app, W.store, async ({ body, auth }) => ({ data: await schedules.create(body, auth.userId), status: 201, helper: { message: O.scheduleCreated } }));
  route(app, W.show, async ({ params }) => ({ data: await schedules.get(params.id) }));
  route(app, W.edit, async ({ params }) => ({ data: { work_schedule: await schedules.get(params.id) } }));
  route(app, W.update, async ({ params, body, auth }) => ({ data: await schedules.update(params.id, body, auth.userId), helper: { message: O.scheduleUpdated } }));
  route(app, W.remove, async ({ params, auth }) => {
    await schedules.remove(params.id, auth.userId);
    return { data: { message: O.scheduleDeleted } };
  });

  route(app, P.list, async ({ query }) => periods.list(query));
  route(app, P.create, async () => ({ data: await periods.createForm() }));
  route(app, P.store, async ({ body, auth }) => ({ data: await periods.create(body, auth.userId), status: 201, helper: { message: O.periodCreated } }));
  route(app, P.show, async ({ params }) => ({ data: await periods.get(params.id) }));
  route(app, P.edit, async ({ params }) => ({ data: await periods.editForm(params.id) }));
  route(app, P.update, async ({ params, body, auth }) => ({ data: await periods.update(params.id, body, auth.userId), helper: { message: O.periodUpdated } }));
  route(app, P.remove, async ({ params, auth }) => {
    await periods.remove(params.id, auth.userId);
    return { data: { message: O.periodDeleted } };
  });
  route(app, cleanPeriodCache, async ({ params, auth }) => ({ data: { message: O.cacheCleaned, removed: await periods.cleanCache(params.id, auth.userId) } }));

  route(app, PO.list, async ({ query }) => options.list(query));
  route(app, PO.create, async () => ({ data: await options.createForm() }));
  route(app, PO.store, async ({ body, auth }) => ({ data: await options.create(body, auth.userId), status: 201, helper: { message: O.optionCreated } }));
  route(app, PO.show, async ({ params }) => ({ data: await options.get(params.id) }));
  route(app, PO.edit, async ({ params }) => ({ data: await options.editForm(params.id) }));
  route(app, PO.update, async ({ params, body, auth }) => ({ data: await options.update(params.id, body, auth.userId), helper: { message: O.optionUpdated } }));
  route(app, PO.remove, async ({ params, auth }) => {
    await options.remove(params.id, auth.userId);
    return { data: { message: O.optionDeleted } };
  });
}

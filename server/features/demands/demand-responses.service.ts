import type { FastifyInstance } from 'fastify';
import { DEMAND_LIMITS, DEMAND_MESSAGES as M, DEMAND_STEP_STATUSES, type DemandStep } from '../../../src/contracts/demands';
import type { DemandResponseRow } from '../../../src/contracts/demands';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { idPages, mapPages } from '../files/xlsx-export';
import { roleIdsOf, rolesOf, toResponseRow, toStep } from './demand-mappers';
import { demandRequestsRepository as requests } from './demand-requests.repository';
import { demandRequestsService } from './demand-requests.service';
import { demandResponsesRepository as repo, type StepRow, type StepSearch, type Viewer } from './demand-responses.repository';
import { demandTypesRepository as types } from './demand-types.repository';
import { demandRolesRepository } from './roles.repository';

const TABLE = 'demand_responses';
const viewerOf = (auth: AuthContext): Viewer => ({ roleId: auth.roleId, isSuper: auth.isSuper });

/** Whether the active position may see a step: it was routed to the position's role, or the role is super. */
const routedToViewer = (step: StepRow, auth: AuthContext) => auth.isSuper || step.role_ids.includes(auth.roleId);

export function demandResponsesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const requestsService = demandRequestsService(app);

  /** The step and its live request, when the viewer may see them; 404 otherwise (ids cannot be probed). */
  async function visible(id: number, auth: AuthContext) {
    const step = await repo.find(db, id);
    const request = step && routedToViewer(step, auth) ? await requests.find(db, step.demand_request_id) : undefined;
    if (!step || !request) throw notFound();
    return { step, request };
  }

  /** Only the current step can be acted on, and only once: an answered or passed-on demand says so. */
  async function actionable(id: number, auth: AuthContext) {
    const found = await visible(id, auth);
    if (found.step.status !== 'waiting') throw info(M.notWaiting);
    return found;
  }

  async function stepOut(id: number): Promise<DemandStep> {
    const step = (await repo.find(db, id))!;
    return toStep(step, await rolesOf(db, roleIdsOf([step])));
  }

  return {
    async form(id: number, auth: AuthContext) {
      const { step, request } = await visible(id, auth);
      const details = await requestsService.details(request);
      const roles = await rolesOf(db, roleIdsOf([step]));
      return { step: toStep(step, roles), request: details, can_act: step.status === 'waiting', companies: await demandRolesRepository.companies(db) };
    },

    async answer(id: number, response: string, auth: AuthContext): Promise<DemandStep> {
      const { step, request } = await actionable(id, auth);
      const now = clock();
      await db.transaction(async (tx) => {
        const closed = await repo.close(tx, id, { status: 'answered', response, responder_user_id: auth.userId, responder_position_id: auth.positionId }, now);
        if (!closed) throw info(M.notWaiting);
        await requests.setStatus(tx, request.id, 'answered', now);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: step.id, action: 'answered', attributes: { demand_request_id: request.id, response }, causer_id: auth.userId });
      });
      return stepOut(id);
    },

    /**
     * Passes a waiting demand to one other role: this step closes as 'redirected' (history), the
     * next opens for that role alone. The role must be able to answer, or the demand would strand.
     */
    async redirect(id: number, roleId: number, auth: AuthContext): Promise<DemandStep> {
      const { step, request } = await actionable(id, auth);
      if (step.role_ids.includes(roleId)) throw invalidField('redirect_role_id', M.alreadyRouted);
      if (!(await demandRolesRepository.live(db, [roleId])).has(roleId)) throw invalidField('redirect_role_id', M.roleNotFound);
      if (!(await demandRolesRepository.canRespond(db, roleId))) throw invalidField('redirect_role_id', M.roleCannotRespond);
      const now = clock();
      const next = await db.transaction(async (tx) => {
        const closed = await repo.close(tx, id, { status: 'redirected', redirect_role_id: roleId, responder_user_id: auth.userId, responder_position_id: auth.positionId }, now);
        if (!closed) throw info(M.notWaiting);
        const nextId = await repo.insert(tx, request.id, [roleId], now);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: step.id, action: 'redirected', causer_id: auth.userId,
          attributes: { demand_request_id: request.id, redirect_role_id: roleId, next_response_id: nextId }, old: { role_ids: step.role_ids },
        });
        return nextId;
      });
      return stepOut(next);
    },

    async searchForm() {
      return { demand_types: await types.names(db), statuses: [...DEMAND_STEP_STATUSES] };
    },

    async search(auth: AuthContext, filters: StepSearch, page: Page & { ordering?: string }) {
      const { rows, total } = await repo.search(db, viewerOf(auth), filters, page);
      const roles = await rolesOf(db, roleIdsOf(rows.map((r) => r.step), rows.map((r) => r.request)));
      return { data: rows.map((r) => toResponseRow(r, roles)), meta: pageMeta(page, total) };
    },

    /** Every matching row for the Excel file, a page at a time; more than the limit is refused (422) before any is read. */
    async exportPages(auth: AuthContext, filters: StepSearch): Promise<AsyncIterable<DemandResponseRow[]>> {
      const ids = await repo.exportIds(db, viewerOf(auth), filters, DEMAND_LIMITS.exportMax + 1);
      if (ids.length > DEMAND_LIMITS.exportMax) throw invalidField('export', M.exportTooMany);
      return mapPages(idPages(ids, (page) => repo.byIds(db, page), (r) => r.step.id), async (rows) => {
        const roles = await rolesOf(db, roleIdsOf(rows.map((r) => r.step), rows.map((r) => r.request)));
        return rows.map((r) => toResponseRow(r, roles));
      });
    },
  };
}

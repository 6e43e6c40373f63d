import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { z } from 'zod';
import { WARNING_MESSAGES as M, type warningBody, type WarningItem } from '../../../src/contracts/warnings';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalid, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { toWarning, warningsRepository as repo, type WarningSearch } from './warnings.repository';

const TABLE = 'psychoactive_warnings';
type Body = z.output<typeof warningBody>;

/** Warnings of psychoactive-substance projects (docs/decisions/warnings.md). */
export function warningsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  return {
    projects: () => repo.projects(db),

    async list(auth: AuthContext, s: WarningSearch) {
      const { rows, total } = await repo.page(db, s);
      return { data: rows.map((r) => toWarning(r, auth)), meta: pageMeta(s, total) };
    },

    async create(body: Body, auth: AuthContext): Promise<WarningItem> {
      const errors: Record<string, string[]> = {};
      if (!(await repo.project(db, body.security_project_id))) errors.security_project_id = [M.projectNotFound];
      else if (!(await repo.isLiveMember(db, body.security_project_id, body.position_id))) errors.position_id = [M.notMember];
      if (body.occurred_on > turkeyDate(clock())) errors.occurred_on = [M.futureDate];
      if (Object.keys(errors).length) throw invalid(errors);
      const now = clock();
      const values = {
        security_project_id: body.security_project_id, position_id: body.position_id, warning_type: body.warning_type,
        substance: body.substance ?? null, occurred_on: body.occurred_on, description: body.description,
      };
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(tx, { ...values, recorded_by_user_id: auth.userId, recorded_by_position_id: auth.positionId, created_at: now, updated_at: now });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: newId, action: 'created', attributes: values, causer_id: auth.userId });
        return newId;
      });
      return toWarning((await repo.find(db, id))!, auth);
    },

    /** Only its recorder (or a super role) removes a warning: the list is a record others rely on. */
    async remove(id: number, auth: AuthContext) {
      const row = await repo.find(db, id);
      if (!row) throw notFound(M.notFound);
      if (!toWarning(row, auth).deletable) throw forbidden(M.notRecorder);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        const w = row.warning;
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: id, action: 'deleted', attributes: {},
          old: { security_project_id: w.security_project_id, position_id: w.position_id, warning_type: w.warning_type, occurred_on: w.occurred_on },
          causer_id: auth.userId,
        });
      });
    },
  };
}

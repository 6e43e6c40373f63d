import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, daysBetween, turkeyDate } from '../../../src/contracts/dashboard';
import {
  DRILL_LIMITS, DRILL_MESSAGES as M, DRILL_ROLE_NAMES, type DrillFormData, type DrillMember, type UnperformedRow,
} from '../../../src/contracts/drills';
import { compileFilter } from '../../db/query-filter';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField } from '../../plugins/http-errors';
import { positions, users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { tpssValidUntilSql } from '../employees/tpss';
import { roles } from '../organisation/organisation.table';
import { EXPORT_PAGE, mapPages, offsetPages } from '../files/xlsx-export';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { unperformedFields } from './drill-filters';
import { toUnperformedRow } from './drill-mappers';
import { fullName } from './drills.repository';
import { inScope, isInScope, projectScope, scopedProjects } from './project-scope';
import { unperformedRepository as repo, type Period } from './unperformed.repository';

/** The last day of a day's month. */
const monthEnd = (date: string) => {
  const [y, m] = [+date.slice(0, 4), +date.slice(5, 7)];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
};

/** The planning period: as given; a missing start is the first of the month, a missing end that month's last day. */
export function periodOf(body: { started_at?: string; ended_at?: string }, today: string): Period {
  const from = body.started_at ?? `${(body.ended_at ?? today).slice(0, 8)}01`;
  const to = body.ended_at ?? monthEnd(from);
  if (daysBetween(from, to) + 1 > DRILL_LIMITS.periodMaxDays) throw invalidField('ended_at', M.periodTooLong);
  return { from, to };
}

export function planningService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function prepared(auth: AuthContext, body: { started_at?: string; ended_at?: string; groups?: unknown }) {
    const period = periodOf(body, turkeyDate(clock()));
    const filter = compileFilter({ groups: body.groups ?? [] }, unperformedFields(period.to));
    return { period, filter, scope: await projectScope(db, auth) };
  }
  const periodHelper = (p: Period) => ({ period: { started_at: p.from, ended_at: p.to } });

  return {
    /** The form's reference data: codes, the user's active projects, the role names a drill tests. */
    async formData(auth: AuthContext): Promise<DrillFormData> {
      const [codes, projects] = await Promise.all([
        referenceItemsRepository.all(db, 'drill-code'),
        scopedProjects(db, await projectScope(db, auth), true),
      ]);
      return {
        drill_codes: codes.map((c) => ({ id: c.id, code: c.label })),
        security_projects: projects.map(({ id, name, short_code }) => ({ id, name, short_code })),
        role_names: [...DRILL_ROLE_NAMES],
      };
    },

    /** Airsider and Interviewer positions with a person, of the user's projects (or one of them, which must be the user's). */
    async members(auth: AuthContext, projectId?: number): Promise<DrillMember[]> {
      const scope = await projectScope(db, auth);
      if (projectId && !isInScope(scope, projectId)) throw forbidden(M.projectNotYours);
      const rows = await db
        .select({
          id: positions.id, full_name: fullName, national_id_number: employees.national_id_number, role_name: roles.name,
          security_project_id: securityProjectPositions.security_project_id,
          tpss_valid_until: tpssValidUntilSql(positions.user_id),
        })
        .from(securityProjectPositions)
        .innerJoin(securityProjects, and(eq(securityProjects.id, securityProjectPositions.security_project_id), isNull(securityProjects.deleted_at)))
        .innerJoin(positions, and(eq(positions.id, securityProjectPositions.position_id), isNull(positions.deleted_at)))
        .innerJoin(roles, and(eq(roles.id, positions.role_id), inArray(roles.name, [...DRILL_ROLE_NAMES])))
        .innerJoin(users, eq(users.id, positions.user_id))
        .leftJoin(employees, and(eq(employees.user_id, positions.user_id), isNull(employees.deleted_at)))
        .where(and(inScope(scope, securityProjectPositions.security_project_id), projectId ? eq(securityProjectPositions.security_project_id, projectId) : undefined))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id), sql`${securityProjectPositions.security_project_id}`)
        .limit(DRILL_LIMITS.membersMax);
      return rows.map((r) => ({ ...r, national_id_number: r.national_id_number ?? null }));
    },

    async unperformed(auth: AuthContext, body: { started_at?: string; ended_at?: string; groups?: unknown }, page: Page & { ordering?: string }) {
      const { period, filter, scope } = await prepared(auth, body);
      const [rows, total] = await Promise.all([repo.rows(db, scope, period, filter, page), repo.count(db, scope, period, filter)]);
      return { data: rows.map(toUnperformedRow), meta: pageMeta(page, total), helper: periodHelper(period) };
    },

    /** The whole planning list for the Excel file; more than the limit is refused before any row is read. */
    async unperformedExport(auth: AuthContext, body: { started_at?: string; ended_at?: string; groups?: unknown }): Promise<AsyncIterable<UnperformedRow[]>> {
      const { period, filter, scope } = await prepared(auth, body);
      if ((await repo.count(db, scope, period, filter)) > DRILL_LIMITS.exportMax) throw invalidField('export', M.exportTooMany);
      const pages = offsetPages((offset, perpage) => repo.rows(db, scope, period, filter, { page: offset / perpage + 1, perpage }), EXPORT_PAGE);
      return mapPages(pages, (rows) => rows.map(toUnperformedRow));
    },
  };
}

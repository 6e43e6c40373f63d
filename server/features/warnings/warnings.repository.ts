import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { WarningItem } from '../../../src/contracts/warnings';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { psychoactiveWarnings as w } from './warnings.table';

export const PSYCHOACTIVE = 'psychoactive-substance';
export type WarningRecord = typeof w.$inferSelect;

const personName = sql<string>`(select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from positions p join users u on u.id = p.user_id where p.id = "psychoactive_warnings"."position_id")`;
const personNationalId = sql<string | null>`(select e.national_id_number from positions p join employees e on e.user_id = p.user_id where p.id = "psychoactive_warnings"."position_id" limit 1)`;
const personRole = sql<string>`(select r.name from positions p join roles r on r.id = p.role_id where p.id = "psychoactive_warnings"."position_id")`;
const recorderName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`;

const ORDERABLE = { created_at: w.created_at, occurred_on: w.occurred_on, warning_type: w.warning_type };

export interface WarningSearch extends Page {
  ordering?: string;
  position_id?: number;
  project_id?: number;
  warning_type?: WarningRecord['warning_type'];
}

function rowsQuery(db: Executor) {
  return db
    .select({
      warning: w, project_name: securityProjects.name, project_short_code: securityProjects.short_code,
      person_name: personName, person_national_id: personNationalId, person_role: personRole, recorder_name: recorderName,
    })
    .from(w)
    .innerJoin(securityProjects, and(eq(securityProjects.id, w.security_project_id), eq(securityProjects.type, PSYCHOACTIVE)))
    .innerJoin(users, eq(users.id, w.recorded_by_user_id));
}
export type WarningRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

export function toWarning(r: WarningRow, viewer: { userId: number; isSuper: boolean }): WarningItem {
  const x = r.warning;
  return {
    id: x.id,
    security_project: { id: x.security_project_id, name: r.project_name, short_code: r.project_short_code },
    position: { id: x.position_id, full_name: r.person_name ?? '', national_id_number: r.person_national_id ?? null, role_name: r.person_role ?? '' },
    warning_type: x.warning_type,
    substance: x.substance ?? null,
    occurred_on: x.occurred_on,
    description: x.description,
    recorded_by: { user_id: x.recorded_by_user_id, full_name: r.recorder_name },
    deletable: viewer.isSuper || x.recorded_by_user_id === viewer.userId,
    created_at: x.created_at.toISOString(),
  };
}

export const warningsRepository = {
  async page(db: Executor, s: WarningSearch) {
    const conditions: SQL[] = [isNull(w.deleted_at)];
    if (s.position_id) conditions.push(eq(w.position_id, s.position_id));
    if (s.project_id) conditions.push(eq(w.security_project_id, s.project_id));
    if (s.warning_type) conditions.push(eq(w.warning_type, s.warning_type));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      rowsQuery(db).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(w.occurred_on), desc(w.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ n: count() }).from(w)
        .innerJoin(securityProjects, and(eq(securityProjects.id, w.security_project_id), eq(securityProjects.type, PSYCHOACTIVE)))
        .where(where).then((r) => Number(r[0]?.n ?? 0)),
    ]);
    return { rows, total };
  },

  find(db: Executor, id: number) {
    return rowsQuery(db).where(and(eq(w.id, id), isNull(w.deleted_at))).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: Omit<typeof w.$inferInsert, 'id'>) {
    return db.insert(w).values(values).returning({ id: w.id }).then((r) => r[0]!.id);
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(w).set({ deleted_at: now }).where(eq(w.id, id));
  },

  /** The live psychoactive-substance projects with their member and warning counts. */
  projects(db: Executor) {
    return db
      .select({
        id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code, enable: securityProjects.enable,
        members_count: sql<number>`(select count(*)::int from security_project_positions spp where spp.security_project_id = "security_projects"."id")`,
        warnings_count: sql<number>`(select count(*)::int from psychoactive_warnings pw where pw.security_project_id = "security_projects"."id" and pw.deleted_at is null)`,
      })
      .from(securityProjects)
      .where(and(eq(securityProjects.type, PSYCHOACTIVE), isNull(securityProjects.deleted_at)))
      .orderBy(securityProjects.name, securityProjects.id);
  },

  project(db: Executor, id: number) {
    return db.select({ id: securityProjects.id }).from(securityProjects)
      .where(and(eq(securityProjects.id, id), eq(securityProjects.type, PSYCHOACTIVE), isNull(securityProjects.deleted_at))).limit(1).then((r) => r[0]);
  },

  /** A live position with a person, member of the project. */
  async isLiveMember(db: Executor, projectId: number, positionId: number) {
    const rows = await db.select({ id: positions.id }).from(securityProjectPositions)
      .innerJoin(positions, eq(positions.id, securityProjectPositions.position_id))
      .where(and(eq(securityProjectPositions.security_project_id, projectId), eq(positions.id, positionId), isNull(positions.deleted_at), sql`${positions.user_id} is not null`))
      .limit(1);
    return rows.length > 0;
  },
};

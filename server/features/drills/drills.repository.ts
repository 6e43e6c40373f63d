import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DrillPosition } from '../../../src/contracts/drills';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { drillAudits } from './drills.table';

export type DrillRecord = typeof drillAudits.$inferSelect;
export type DrillValues = Omit<typeof drillAudits.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>;

export const fullName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`;

/** The name of the person in a position column of the drill (written out: drizzle leaves subquery columns bare). */
export const nameOfPosition = (column: 'drill_personal_position_id' | 'drill_creator_position_id' | 'retest_drill_creator_position_id') =>
  sql<string>`(select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from positions p join users u on u.id = p.user_id where p.id = "drill_audits".${sql.raw(`"${column}"`)})`;

/** drillStage() of src/contracts/drills.ts in SQL, for filtering. */
export const stageOf = sql<string>`(case when ${drillAudits.drill_result} is not null or ${drillAudits.retest_drill_result} is not null then 'completed'
  when ${drillAudits.retest_drill_creator_position_id} is not null or ${drillAudits.retest_drill_date} is not null then 'retest-pending' else 'pending' end)`;

const ORDERABLE = {
  created_at: drillAudits.created_at,
  drill_date: drillAudits.drill_date,
  retest_drill_date: drillAudits.retest_drill_date,
  status: drillAudits.status,
  drill_code: referenceItems.label,
  security_project: securityProjects.name,
};

export interface DrillRow {
  drill: DrillRecord;
  code: string;
  project_name: string;
  project_short_code: string;
  created_by_name: string;
}

function rowsQuery(db: Executor) {
  return db
    .select({
      drill: drillAudits, code: referenceItems.label, project_name: securityProjects.name,
      project_short_code: securityProjects.short_code, created_by_name: fullName,
    })
    .from(drillAudits)
    .innerJoin(referenceItems, eq(referenceItems.id, drillAudits.drill_code_id))
    .innerJoin(securityProjects, eq(securityProjects.id, drillAudits.security_project_id))
    .innerJoin(users, eq(users.id, drillAudits.created_by_user_id));
}

export const drillsRepository = {
  /** A page of live drills matching `where` (scope and filter), with the total. */
  async page(db: Executor, where: SQL | undefined, s: Page & { ordering?: string }) {
    const all = and(isNull(drillAudits.deleted_at), where);
    const [rows, total] = await Promise.all([
      rowsQuery(db).where(all).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(drillAudits.drill_date), desc(drillAudits.id))
        .limit(s.perpage).offset(offsetOf(s)),
      drillsRepository.count(db, where),
    ]);
    return { rows: rows as DrillRow[], total };
  },

  async count(db: Executor, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(drillAudits).where(and(isNull(drillAudits.deleted_at), where));
    return Number(row?.n ?? 0);
  },

  /** The export's ids: live drills matching `where`, newest first, at most `limit`. */
  exportIds(db: Executor, where: SQL | undefined, limit: number): Promise<number[]> {
    return db.select({ id: drillAudits.id }).from(drillAudits).where(and(isNull(drillAudits.deleted_at), where))
      .orderBy(desc(drillAudits.drill_date), desc(drillAudits.id)).limit(limit).then((rows) => rows.map((r) => r.id));
  },

  /** The drills with these ids, in no particular order (one page of the export). */
  byIds(db: Executor, ids: readonly number[]) {
    return rowsQuery(db).where(inArray(drillAudits.id, [...ids])) as Promise<DrillRow[]>;
  },

  find(db: Executor, id: number): Promise<DrillRow | undefined> {
    return rowsQuery(db).where(and(eq(drillAudits.id, id), isNull(drillAudits.deleted_at))).limit(1).then((r) => r[0] as DrillRow | undefined);
  },

  /** By the device's UUID, deleted or not: a UUID is never given to a second drill. */
  findByUuid(db: Executor, uuid: string) {
    return db.select({ id: drillAudits.id, created_by_user_id: drillAudits.created_by_user_id, deleted_at: drillAudits.deleted_at })
      .from(drillAudits).where(eq(drillAudits.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: DrillValues, now: Date) {
    return db.insert(drillAudits).values({ ...values, created_at: now, updated_at: now }).returning({ id: drillAudits.id }).then((r) => r[0]!.id);
  },

  update(db: Executor, id: number, values: Partial<DrillValues>, now: Date) {
    return db.update(drillAudits).set({ ...values, updated_at: now }).where(eq(drillAudits.id, id));
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(drillAudits).set({ deleted_at: now }).where(eq(drillAudits.id, id));
  },

  /** Positions as drills show them (deleted ones too: an old drill keeps its people). */
  async positionsOf(db: Executor, ids: readonly number[]): Promise<Map<number, DrillPosition>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await db.select({ id: positions.id, full_name: fullName, role_name: roles.name })
      .from(positions).leftJoin(users, eq(users.id, positions.user_id)).innerJoin(roles, eq(roles.id, positions.role_id))
      .where(inArray(positions.id, unique));
    return new Map(rows.map((r) => [r.id, { id: r.id, full_name: r.full_name, role_name: r.role_name }]));
  },

  /** A live position with a person in it, and its role name. */
  livePosition(db: Executor, id: number) {
    return db.select({ id: positions.id, role_name: roles.name }).from(positions).innerJoin(roles, eq(roles.id, positions.role_id))
      .where(and(eq(positions.id, id), isNull(positions.deleted_at), sql`${positions.user_id} is not null`)).limit(1).then((r) => r[0]);
  },
};

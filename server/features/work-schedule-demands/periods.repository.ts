import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ProjectRef } from '../../../src/contracts/work-schedule-demand-options';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf } from '../../db/sql';
import { positions } from '../auth/auth.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import type { OptionsSearch } from './options.repository';
import { wsdPeriodOptions, wsdPeriodProjects, wsdPeriods, wsdShiftCache, wsdWorkSchedules } from './work-schedule-demands.table';

const periodDemands = sql<number>`(select count(*)::int from work_schedule_demands d where d.period_id = "work_schedule_demand_periods"."id" and d.deleted_at is null)`;

export type PeriodRow = typeof wsdPeriods.$inferSelect & { demands_count: number; projects: ProjectRef[] };
export type PeriodValues = Pick<typeof wsdPeriods.$inferInsert,
  'name' | 'request_start_date' | 'request_end_date' | 'shift_start_date' | 'shift_end_date' | 'is_remote'>;

const projectColumns = { id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code, type: securityProjects.type };

async function withProjects(db: Executor, rows: (typeof wsdPeriods.$inferSelect & { demands_count: number })[]): Promise<PeriodRow[]> {
  if (!rows.length) return [];
  const links = await db.select({ period_id: wsdPeriodProjects.period_id, ...projectColumns }).from(wsdPeriodProjects)
    .innerJoin(securityProjects, eq(securityProjects.id, wsdPeriodProjects.security_project_id))
    .where(inArray(wsdPeriodProjects.period_id, rows.map((r) => r.id))).orderBy(asc(securityProjects.name), asc(securityProjects.id));
  return rows.map((r) => ({
    ...r,
    demands_count: Number(r.demands_count),
    projects: links.filter((l) => l.period_id === r.id).map(({ period_id: _p, ...project }) => project),
  }));
}

const columns = { ...getTableColumns(wsdPeriods), demands_count: periodDemands };

export const wsdPeriodsRepository = {
  async list(db: Executor, s: OptionsSearch & { is_remote?: boolean }) {
    const conditions: SQL[] = [isNull(wsdPeriods.deleted_at)];
    if (s.keyword) conditions.push(containsFolded(wsdPeriods.name, s.keyword));
    if (s.is_remote !== undefined) conditions.push(eq(wsdPeriods.is_remote, s.is_remote));
    const where = and(...conditions);
    const orderable = { created_at: wsdPeriods.created_at, name: wsdPeriods.name, shift_start_date: wsdPeriods.shift_start_date, request_end_date: wsdPeriods.request_end_date };
    const [rows, [counted]] = await Promise.all([
      db.select(columns).from(wsdPeriods).where(where).orderBy(...orderingOf(s.ordering, orderable), desc(wsdPeriods.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(wsdPeriods).where(where),
    ]);
    return { rows: await withProjects(db, rows), total: Number(counted?.total ?? 0) };
  },

  /** A period, deleted or not when `withDeleted` (requests keep showing theirs). */
  async find(db: Executor, id: number, withDeleted = false): Promise<PeriodRow | undefined> {
    const rows = await db.select(columns).from(wsdPeriods)
      .where(and(eq(wsdPeriods.id, id), withDeleted ? undefined : isNull(wsdPeriods.deleted_at))).limit(1);
    return (await withProjects(db, rows))[0];
  },

  /** Live periods taking requests at `now` for any of these projects (every project when null). */
  async open(db: Executor, now: Date, projectIds: number[] | null): Promise<PeriodRow[]> {
    const conditions: SQL[] = [isNull(wsdPeriods.deleted_at), lte(wsdPeriods.request_start_date, now), gte(wsdPeriods.request_end_date, now)];
    if (projectIds) {
      if (!projectIds.length) return [];
      conditions.push(sql`exists (select 1 from work_schedule_demand_period_projects pp where pp.period_id = ${wsdPeriods.id} and pp.security_project_id in ${projectIds})`);
    }
    const rows = await db.select(columns).from(wsdPeriods).where(and(...conditions)).orderBy(asc(wsdPeriods.shift_start_date), asc(wsdPeriods.id));
    return withProjects(db, rows);
  },

  names(db: Executor) {
    return db.select({ id: wsdPeriods.id, name: wsdPeriods.name }).from(wsdPeriods).where(isNull(wsdPeriods.deleted_at))
      .orderBy(desc(wsdPeriods.shift_start_date), desc(wsdPeriods.id));
  },

  insert: (db: Executor, values: PeriodValues) => db.insert(wsdPeriods).values(values).returning({ id: wsdPeriods.id }).then((r) => r[0]!.id),
  update: (db: Executor, id: number, values: PeriodValues, now: Date) => db.update(wsdPeriods).set({ ...values, updated_at: now }).where(eq(wsdPeriods.id, id)),
  softDelete: (db: Executor, id: number, now: Date) => db.update(wsdPeriods).set({ deleted_at: now }).where(eq(wsdPeriods.id, id)),

  async setProjects(db: Executor, periodId: number, projectIds: readonly number[]) {
    await db.delete(wsdPeriodProjects).where(eq(wsdPeriodProjects.period_id, periodId));
    if (projectIds.length) await db.insert(wsdPeriodProjects).values(projectIds.map((security_project_id) => ({ period_id: periodId, security_project_id })));
  },

  /** Live projects, to check a period's choices and to offer them in its form. */
  projects(db: Executor, ids?: readonly number[]): Promise<ProjectRef[]> {
    return db.select(projectColumns).from(securityProjects)
      .where(and(isNull(securityProjects.deleted_at), ids ? inArray(securityProjects.id, ids.length ? [...ids] : [0]) : undefined))
      .orderBy(asc(securityProjects.name), asc(securityProjects.id));
  },

  /** The projects of a person's live positions: the periods that concern them. */
  userProjects(db: Executor, userId: number): Promise<number[]> {
    return db.selectDistinct({ id: securityProjectPositions.security_project_id }).from(securityProjectPositions)
      .innerJoin(positions, eq(positions.id, securityProjectPositions.position_id))
      .where(and(eq(positions.user_id, userId), isNull(positions.deleted_at))).then((rows) => rows.map((r) => r.id));
  },

  /** The schedules a period offers (its live options); empty = every schedule. */
  offered(db: Executor, periodIds: readonly number[]) {
    if (!periodIds.length) return Promise.resolve([]);
    return db.select({ period_id: wsdPeriodOptions.period_id, work_schedule_id: wsdPeriodOptions.work_schedule_id, daily_quota: wsdPeriodOptions.daily_quota })
      .from(wsdPeriodOptions).innerJoin(wsdWorkSchedules, eq(wsdWorkSchedules.id, wsdPeriodOptions.work_schedule_id))
      .where(and(inArray(wsdPeriodOptions.period_id, [...periodIds]), isNull(wsdPeriodOptions.deleted_at), isNull(wsdWorkSchedules.deleted_at)));
  },

  // ---- The period's cached shift lookups ------------------------------------------------

  cached(db: Executor, periodId: number, userId: number) {
    return db.select().from(wsdShiftCache).where(and(eq(wsdShiftCache.period_id, periodId), eq(wsdShiftCache.user_id, userId))).limit(1).then((r) => r[0]);
  },
  remember(db: Executor, row: typeof wsdShiftCache.$inferInsert) {
    return db.insert(wsdShiftCache).values(row).onConflictDoUpdate({
      target: [wsdShiftCache.period_id, wsdShiftCache.user_id],
      set: { from_date: row.from_date, to_date: row.to_date, days: row.days, fetched_at: row.fetched_at },
    });
  },
  async forget(db: Executor, periodId: number): Promise<number> {
    const removed = await db.delete(wsdShiftCache).where(eq(wsdShiftCache.period_id, periodId)).returning({ user_id: wsdShiftCache.user_id });
    return removed.length;
  },
};

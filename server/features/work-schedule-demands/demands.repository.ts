import { and, count, desc, type AnyColumn, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WsdSearchFilters } from '../../../src/contracts/work-schedule-demands';
import type { WsdKind, WsdStatus } from '../../../src/contracts/work-schedule-demands-rules';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, personName, type Page } from '../../db/sql';
import { users } from '../auth/auth.table';
import { wsdDemands, wsdPeriods, wsdSequences, wsdTypes, wsdWorkSchedules } from './work-schedule-demands.table';

const decider = alias(users, 'decider');
type NameColumns = { first_name: AnyColumn; middle_name: AnyColumn; last_name: AnyColumn };
const fullName = (u: NameColumns) => sql<string>`concat_ws(' ', ${u.first_name}, ${u.middle_name}, ${u.last_name})`;

const columns = {
  id: wsdDemands.id,
  uuid: wsdDemands.uuid,
  number: wsdDemands.number,
  kind: wsdDemands.kind,
  type_id: wsdDemands.type_id,
  type_name: wsdTypes.name,
  type_is_off: wsdTypes.is_off,
  period_id: wsdDemands.period_id,
  period_name: wsdPeriods.name,
  shift_start_date: wsdPeriods.shift_start_date,
  shift_end_date: wsdPeriods.shift_end_date,
  period_request_end_date: wsdPeriods.request_end_date,
  is_remote: wsdPeriods.is_remote,
  request_start_date: wsdDemands.request_start_date,
  request_end_date: wsdDemands.request_end_date,
  work_schedule_id: wsdDemands.work_schedule_id,
  schedule_name: wsdWorkSchedules.name,
  shift_code: wsdWorkSchedules.shift_code,
  begin_minute: wsdWorkSchedules.begin_minute,
  end_minute: wsdWorkSchedules.end_minute,
  work_schedule_number: wsdDemands.work_schedule_number,
  shift_id: wsdDemands.shift_id,
  shift_begin_time: wsdDemands.shift_begin_time,
  shift_end_time: wsdDemands.shift_end_time,
  shift_short_code: wsdDemands.shift_short_code,
  status: wsdDemands.status,
  long_period_count: wsdDemands.long_period_count,
  description: wsdDemands.description,
  exit_reason: wsdDemands.exit_reason,
  auto_rejected: wsdDemands.auto_rejected,
  requester_user_id: wsdDemands.requester_user_id,
  requester_name: fullName(users),
  decided_by_user_id: wsdDemands.decided_by_user_id,
  decider_name: fullName(decider),
  decided_at: wsdDemands.decided_at,
  created_at: wsdDemands.created_at,
};

export interface DemandRow {
  id: number; uuid: string; number: string; kind: WsdKind; type_id: number; type_name: string; type_is_off: boolean;
  period_id: number; period_name: string; shift_start_date: string; shift_end_date: string; period_request_end_date: Date; is_remote: boolean;
  request_start_date: string; request_end_date: string; work_schedule_id: number | null; schedule_name: string | null; shift_code: string | null;
  begin_minute: number | null; end_minute: number | null; work_schedule_number: string | null; shift_id: string | null;
  shift_begin_time: string | null; shift_end_time: string | null; shift_short_code: string | null; status: WsdStatus;
  long_period_count: number; description: string; exit_reason: string | null; auto_rejected: boolean; requester_user_id: number;
  requester_name: string; decided_by_user_id: number | null; decider_name: string | null; decided_at: Date | null; created_at: Date;
}

export type DemandValues = Omit<typeof wsdDemands.$inferInsert, 'id' | 'deleted_at'>;

function demandsQuery(db: Executor) {
  return db.select(columns).from(wsdDemands)
    .innerJoin(wsdTypes, eq(wsdTypes.id, wsdDemands.type_id))
    .innerJoin(wsdPeriods, eq(wsdPeriods.id, wsdDemands.period_id))
    .leftJoin(wsdWorkSchedules, eq(wsdWorkSchedules.id, wsdDemands.work_schedule_id))
    .innerJoin(users, eq(users.id, wsdDemands.requester_user_id))
    .leftJoin(decider, eq(decider.id, wsdDemands.decided_by_user_id));
}

const ORDERABLE = {
  created_at: wsdDemands.created_at, number: wsdDemands.number, request_start_date: wsdDemands.request_start_date,
  status: wsdDemands.status, requester: fullName(users),
};

/** The review filters as SQL (spec 2 §2 review list; the export uses the same). */
function searchConditions(f: WsdSearchFilters): SQL[] {
  const c: SQL[] = [isNull(wsdDemands.deleted_at)];
  if (f.status) c.push(eq(wsdDemands.status, f.status));
  if (f.type) c.push(eq(wsdDemands.kind, f.type));
  if (f.type_id) c.push(eq(wsdDemands.type_id, Number(f.type_id)));
  if (f.period_id) c.push(eq(wsdDemands.period_id, Number(f.period_id)));
  if (f.work_schedule_id) c.push(eq(wsdDemands.work_schedule_id, Number(f.work_schedule_id)));
  if (f.security_project_id) {
    c.push(sql`exists (select 1 from work_schedule_demand_period_projects pp where pp.period_id = ${wsdDemands.period_id} and pp.security_project_id = ${Number(f.security_project_id)})`);
  }
  if (f.requester) c.push(containsFolded(personName(users), f.requester));
  // The requested days overlap the year / the date range.
  if (f.year) c.push(lte(wsdDemands.request_start_date, `${f.year}-12-31`), gte(wsdDemands.request_end_date, `${f.year}-01-01`));
  if (f.date_from) c.push(gte(wsdDemands.request_end_date, f.date_from));
  if (f.date_to) c.push(lte(wsdDemands.request_start_date, f.date_to));
  return c;
}

export const wsdDemandsRepository = {
  async listOwn(db: Executor, userId: number, s: Page & { status?: WsdStatus; type?: WsdKind; ordering?: string }) {
    const conditions: SQL[] = [eq(wsdDemands.requester_user_id, userId), isNull(wsdDemands.deleted_at)];
    if (s.status) conditions.push(eq(wsdDemands.status, s.status));
    if (s.type) conditions.push(eq(wsdDemands.kind, s.type));
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      demandsQuery(db).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(wsdDemands.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(wsdDemands).where(where),
    ]);
    return { rows: rows as DemandRow[], total: Number(counted?.total ?? 0) };
  },

  async search(db: Executor, f: WsdSearchFilters, s: Page & { ordering?: string }) {
    const where = and(...searchConditions(f));
    const [rows, total] = await Promise.all([
      demandsQuery(db).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(wsdDemands.id)).limit(s.perpage).offset(offsetOf(s)),
      this.count(db, f),
    ]);
    return { rows: rows as DemandRow[], total };
  },

  count(db: Executor, f: WsdSearchFilters): Promise<number> {
    return db.select({ total: count() }).from(wsdDemands).innerJoin(users, eq(users.id, wsdDemands.requester_user_id))
      .where(and(...searchConditions(f))).then((r) => Number(r[0]?.total ?? 0));
  },

  /** The export's ids, newest first, at most `limit` (the search's joins and conditions). */
  exportIds(db: Executor, f: WsdSearchFilters, limit: number): Promise<number[]> {
    return db.select({ id: wsdDemands.id }).from(wsdDemands).innerJoin(users, eq(users.id, wsdDemands.requester_user_id))
      .where(and(...searchConditions(f))).orderBy(desc(wsdDemands.created_at), desc(wsdDemands.id)).limit(limit)
      .then((rows) => rows.map((r) => r.id));
  },

  find(db: Executor, id: number): Promise<DemandRow | undefined> {
    return demandsQuery(db).where(and(eq(wsdDemands.id, id), isNull(wsdDemands.deleted_at))).limit(1).then((r) => r[0] as DemandRow | undefined);
  },

  findMany(db: Executor, ids: readonly number[]): Promise<DemandRow[]> {
    return demandsQuery(db).where(and(inArray(wsdDemands.id, [...ids]), isNull(wsdDemands.deleted_at))).then((r) => r as DemandRow[]);
  },

  /** By the device's UUID, deleted or not: a UUID is never given to a second demand. */
  findByUuid(db: Executor, uuid: string) {
    return db.select({ id: wsdDemands.id, requester_user_id: wsdDemands.requester_user_id, deleted_at: wsdDemands.deleted_at })
      .from(wsdDemands).where(eq(wsdDemands.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert: (db: Executor, values: DemandValues) => db.insert(wsdDemands).values(values).returning({ id: wsdDemands.id }).then((r) => r[0]!.id),

  softDelete: (db: Executor, id: number, now: Date) => db.update(wsdDemands).set({ deleted_at: now }).where(eq(wsdDemands.id, id)),

  /** Moves a demand on only from the status it was read in: of two reviewers acting at once, one wins. */
  async decide(db: Executor, id: number, from: WsdStatus, values: {
    status: WsdStatus; exit_reason: string | null; auto_rejected: boolean; decided_by_user_id: number | null; decided_by_position_id: number | null; at: Date;
  }): Promise<boolean> {
    const { at, ...rest } = values;
    const moved = await db.update(wsdDemands).set({ ...rest, decided_at: at, updated_at: at })
      .where(and(eq(wsdDemands.id, id), eq(wsdDemands.status, from), isNull(wsdDemands.deleted_at))).returning({ id: wsdDemands.id });
    return moved.length > 0;
  },

  /** The requester's long-period demands of a year that were not rejected (spec 2 §5 long_period_count). */
  async longPeriodCount(db: Executor, userId: number, year: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(wsdDemands).where(and(
      eq(wsdDemands.requester_user_id, userId), eq(wsdDemands.kind, 'long-period'), ne(wsdDemands.status, 'rejected'), isNull(wsdDemands.deleted_at),
      gte(wsdDemands.created_at, new Date(`${year}-01-01T00:00:00+03:00`)), lte(wsdDemands.created_at, new Date(`${year}-12-31T23:59:59.999+03:00`)),
    ));
    return Number(row?.n ?? 0);
  },

  /** A live, not rejected demand of the requester whose days overlap these. */
  async overlapping(db: Executor, userId: number, from: string, to: string): Promise<boolean> {
    const rows = await db.select({ id: wsdDemands.id }).from(wsdDemands).where(and(
      eq(wsdDemands.requester_user_id, userId), ne(wsdDemands.status, 'rejected'), isNull(wsdDemands.deleted_at),
      lte(wsdDemands.request_start_date, to), gte(wsdDemands.request_end_date, from),
    )).limit(1);
    return rows.length > 0;
  },

  /** Approved short-period demands of a period for a schedule on a day (the option's daily quota). */
  async approvedOnDay(db: Executor, periodId: number, scheduleId: number, day: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(wsdDemands).where(and(
      eq(wsdDemands.period_id, periodId), eq(wsdDemands.work_schedule_id, scheduleId), eq(wsdDemands.status, 'approved'),
      eq(wsdDemands.request_start_date, day), isNull(wsdDemands.deleted_at),
    ));
    return Number(row?.n ?? 0);
  },

  /** Long-period demands still waiting for the manager in periods whose request end date has passed. */
  autoRejectCandidates(db: Executor, now: Date) {
    return db.select({ id: wsdDemands.id, status: wsdDemands.status, kind: wsdDemands.kind, long_period_count: wsdDemands.long_period_count, request_end_date: wsdPeriods.request_end_date })
      .from(wsdDemands).innerJoin(wsdPeriods, eq(wsdPeriods.id, wsdDemands.period_id))
      .where(and(eq(wsdDemands.status, 'waiting-approval-by-manager'), isNull(wsdDemands.deleted_at), sql`${wsdPeriods.request_end_date} < ${now}`))
      .orderBy(wsdDemands.id);
  },

  /**
   * The next number of a counter (a type's or a schedule's) in a year (0 = running), taken in the
   * caller's transaction: the row lock makes concurrent demands wait, never share a number.
   */
  async nextNumber(db: Executor, scope: 'type' | 'work-schedule', ownerId: number, year: number): Promise<number> {
    const [row] = await db.insert(wsdSequences).values({ scope, owner_id: ownerId, year, last_number: 1 })
      .onConflictDoUpdate({ target: [wsdSequences.scope, wsdSequences.owner_id, wsdSequences.year], set: { last_number: sql`${wsdSequences.last_number} + 1` } })
      .returning({ n: wsdSequences.last_number });
    return row!.n;
  },
};

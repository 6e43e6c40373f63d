import { and, asc, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uniqueTypeCode } from '../../db/numbering';
import { containsFolded, offsetOf, orderingOf, type Page } from '../../db/sql';
import { wsdTypes, wsdWorkSchedules } from './work-schedule-demands.table';

/** Request types and work schedules: two small lists with the same queries. */

export interface OptionsSearch extends Page {
  keyword?: string;
  ordering?: string;
}

// Written out in full: inside a subquery drizzle leaves column names unqualified.
const typeDemands = sql<number>`(select count(*)::int from work_schedule_demands d where d.type_id = "work_schedule_demand_types"."id" and d.deleted_at is null)`;
const scheduleDemands = sql<number>`(select count(*)::int from work_schedule_demands d where d.work_schedule_id = "work_schedule_demand_work_schedules"."id" and d.deleted_at is null)`;

export type TypeRow = typeof wsdTypes.$inferSelect & { demands_count: number };
export type TypeValues = Pick<typeof wsdTypes.$inferInsert, 'name' | 'is_off' | 'sequence_yearly_reset'>;
export type ScheduleRow = typeof wsdWorkSchedules.$inferSelect & { demands_count: number };
export type ScheduleValues = Pick<typeof wsdWorkSchedules.$inferInsert, 'name' | 'shift_code' | 'begin_minute' | 'end_minute' | 'sequence_yearly_reset'>;

async function paged<R>(rows: Promise<R[]>, total: Promise<{ total: number }[]>) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: Number(counted?.total ?? 0) };
}

export const wsdTypesRepository = {
  list(db: Executor, s: OptionsSearch) {
    const where = and(isNull(wsdTypes.deleted_at), s.keyword ? containsFolded(wsdTypes.name, s.keyword) : undefined);
    return paged(
      db.select({ ...getTableColumns(wsdTypes), demands_count: typeDemands }).from(wsdTypes).where(where)
        .orderBy(...orderingOf(s.ordering, { created_at: wsdTypes.created_at, name: wsdTypes.name }), asc(wsdTypes.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(wsdTypes).where(where),
    );
  },
  find(db: Executor, id: number): Promise<TypeRow | undefined> {
    return db.select({ ...getTableColumns(wsdTypes), demands_count: typeDemands }).from(wsdTypes)
      .where(and(eq(wsdTypes.id, id), isNull(wsdTypes.deleted_at))).limit(1).then((r) => r[0]);
  },
  /** Every live type by name (the request form). */
  all(db: Executor) {
    return db.select({ id: wsdTypes.id, name: wsdTypes.name, is_off: wsdTypes.is_off }).from(wsdTypes)
      .where(isNull(wsdTypes.deleted_at)).orderBy(asc(wsdTypes.name), asc(wsdTypes.id));
  },
  insert: async (db: Executor, values: TypeValues) => {
    const code = await uniqueTypeCode(db, 'work_schedule_demand_types', values.name);
    return db.insert(wsdTypes).values({ ...values, code }).returning({ id: wsdTypes.id }).then((r) => r[0]!.id);
  },
  update: (db: Executor, id: number, values: TypeValues, now: Date) => db.update(wsdTypes).set({ ...values, updated_at: now }).where(eq(wsdTypes.id, id)),
  softDelete: (db: Executor, id: number, now: Date) => db.update(wsdTypes).set({ deleted_at: now }).where(eq(wsdTypes.id, id)),
};

export const wsdWorkSchedulesRepository = {
  list(db: Executor, s: OptionsSearch) {
    const conditions: (SQL | undefined)[] = [isNull(wsdWorkSchedules.deleted_at)];
    if (s.keyword) conditions.push(sql`(${containsFolded(wsdWorkSchedules.name, s.keyword)} or ${containsFolded(wsdWorkSchedules.shift_code, s.keyword)})`);
    const where = and(...conditions);
    const orderable = { created_at: wsdWorkSchedules.created_at, name: wsdWorkSchedules.name, shiftCode: wsdWorkSchedules.shift_code, beginMinute: wsdWorkSchedules.begin_minute };
    return paged(
      db.select({ ...getTableColumns(wsdWorkSchedules), demands_count: scheduleDemands }).from(wsdWorkSchedules).where(where)
        .orderBy(...orderingOf(s.ordering, orderable), asc(wsdWorkSchedules.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(wsdWorkSchedules).where(where),
    );
  },
  find(db: Executor, id: number): Promise<ScheduleRow | undefined> {
    return db.select({ ...getTableColumns(wsdWorkSchedules), demands_count: scheduleDemands }).from(wsdWorkSchedules)
      .where(and(eq(wsdWorkSchedules.id, id), isNull(wsdWorkSchedules.deleted_at))).limit(1).then((r) => r[0]);
  },
  /** Every live schedule by start time (the request form, the options form). */
  all(db: Executor) {
    return db.select().from(wsdWorkSchedules).where(isNull(wsdWorkSchedules.deleted_at))
      .orderBy(asc(wsdWorkSchedules.begin_minute), asc(wsdWorkSchedules.name), asc(wsdWorkSchedules.id));
  },
  insert: async (db: Executor, values: ScheduleValues) => {
    const code = await uniqueTypeCode(db, 'work_schedule_demand_work_schedules', values.shift_code);
    return db.insert(wsdWorkSchedules).values({ ...values, code }).returning({ id: wsdWorkSchedules.id }).then((r) => r[0]!.id);
  },
  update: (db: Executor, id: number, values: ScheduleValues, now: Date) =>
    db.update(wsdWorkSchedules).set({ ...values, updated_at: now }).where(eq(wsdWorkSchedules.id, id)),
  softDelete: (db: Executor, id: number, now: Date) => db.update(wsdWorkSchedules).set({ deleted_at: now }).where(eq(wsdWorkSchedules.id, id)),
};

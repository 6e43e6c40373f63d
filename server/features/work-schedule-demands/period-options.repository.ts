import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { wsdPeriodOptions, wsdPeriods, wsdWorkSchedules } from './work-schedule-demands.table';

const columns = {
  id: wsdPeriodOptions.id,
  period_id: wsdPeriodOptions.period_id,
  period_name: wsdPeriods.name,
  work_schedule_id: wsdPeriodOptions.work_schedule_id,
  schedule_name: wsdWorkSchedules.name,
  shift_code: wsdWorkSchedules.shift_code,
  begin_minute: wsdWorkSchedules.begin_minute,
  end_minute: wsdWorkSchedules.end_minute,
  daily_quota: wsdPeriodOptions.daily_quota,
  created_at: wsdPeriodOptions.created_at,
  updated_at: wsdPeriodOptions.updated_at,
};
export interface PeriodOptionRow {
  id: number; period_id: number; period_name: string; work_schedule_id: number; schedule_name: string; shift_code: string;
  begin_minute: number; end_minute: number; daily_quota: number | null; created_at: Date; updated_at: Date;
}
export type PeriodOptionValues = { period_id: number; work_schedule_id: number; daily_quota: number | null };

const query = (db: Executor) => db.select(columns).from(wsdPeriodOptions)
  .innerJoin(wsdPeriods, eq(wsdPeriods.id, wsdPeriodOptions.period_id))
  .innerJoin(wsdWorkSchedules, eq(wsdWorkSchedules.id, wsdPeriodOptions.work_schedule_id));

export const wsdPeriodOptionsRepository = {
  async list(db: Executor, s: Page & { period_id?: number; ordering?: string }) {
    const conditions: SQL[] = [isNull(wsdPeriodOptions.deleted_at), isNull(wsdPeriods.deleted_at)];
    if (s.period_id) conditions.push(eq(wsdPeriodOptions.period_id, s.period_id));
    const where = and(...conditions);
    const orderable = { created_at: wsdPeriodOptions.created_at, period: wsdPeriods.name, work_schedule: wsdWorkSchedules.name };
    const [rows, [counted]] = await Promise.all([
      query(db).where(where).orderBy(...orderingOf(s.ordering, orderable), desc(wsdPeriodOptions.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(wsdPeriodOptions).innerJoin(wsdPeriods, eq(wsdPeriods.id, wsdPeriodOptions.period_id)).where(where),
    ]);
    return { rows: rows as PeriodOptionRow[], total: Number(counted?.total ?? 0) };
  },
  find(db: Executor, id: number): Promise<PeriodOptionRow | undefined> {
    return query(db).where(and(eq(wsdPeriodOptions.id, id), isNull(wsdPeriodOptions.deleted_at))).limit(1).then((r) => r[0] as PeriodOptionRow | undefined);
  },
  /** Another live option of the same period and schedule. */
  taken(db: Executor, values: PeriodOptionValues, exceptId?: number) {
    return db.select({ id: wsdPeriodOptions.id }).from(wsdPeriodOptions).where(and(
      eq(wsdPeriodOptions.period_id, values.period_id), eq(wsdPeriodOptions.work_schedule_id, values.work_schedule_id),
      isNull(wsdPeriodOptions.deleted_at), exceptId ? ne(wsdPeriodOptions.id, exceptId) : undefined,
    )).limit(1).then((r) => r.length > 0);
  },
  insert: (db: Executor, values: PeriodOptionValues) => db.insert(wsdPeriodOptions).values(values).returning({ id: wsdPeriodOptions.id }).then((r) => r[0]!.id),
  update: (db: Executor, id: number, values: PeriodOptionValues, now: Date) =>
    db.update(wsdPeriodOptions).set({ ...values, updated_at: now }).where(eq(wsdPeriodOptions.id, id)),
  softDelete: (db: Executor, id: number, now: Date) => db.update(wsdPeriodOptions).set({ deleted_at: now }).where(eq(wsdPeriodOptions.id, id)),
  /** Options of deleted periods go with them. */
  softDeleteOfPeriod: (db: Executor, periodId: number, now: Date) =>
    db.update(wsdPeriodOptions).set({ deleted_at: now }).where(and(eq(wsdPeriodOptions.period_id, periodId), isNull(wsdPeriodOptions.deleted_at))),
};

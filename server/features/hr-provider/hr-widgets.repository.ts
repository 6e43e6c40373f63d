import { and, asc, count, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offsetOf, type Page } from '../../db/sql';
import { positions } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { departments } from '../organisation/organisation.table';
import { companyEvents } from './hr-provider.table';

/** Company-wide rows, and rows of the departments the caller belongs to. */
const visibleTo = (departmentIds: number[]): SQL =>
  departmentIds.length ? or(isNull(companyEvents.department_id), inArray(companyEvents.department_id, departmentIds))! : isNull(companyEvents.department_id);

export const hrWidgetsRepository = {
  /** Events not yet over, soonest first. */
  async companyEvents(db: Executor, departmentIds: number[], now: Date, page: Page) {
    const where = and(isNull(companyEvents.deleted_at), visibleTo(departmentIds), gte(sql`coalesce(${companyEvents.ends_at}, ${companyEvents.starts_at})`, now));
    const [rows, total] = await Promise.all([
      db.select({ event: companyEvents, department_name: departments.name }).from(companyEvents)
        .leftJoin(departments, eq(departments.id, companyEvents.department_id))
        .where(where).orderBy(asc(companyEvents.starts_at), asc(companyEvents.id)).limit(page.perpage).offset(offsetOf(page)),
      db.select({ total: count() }).from(companyEvents).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  /**
   * People whose next birthday is 0 to days-1 days from `today`. Adding whole years to a date keeps
   * 29 February on 28 February in common years (PostgreSQL clamps the day).
   */
  async upcomingBirthdays(db: Executor, today: string, days: number, page: Page) {
    const year = Number(today.slice(0, 4));
    const inYear = (y: number) => sql`(${employees.birth_date} + make_interval(years => ${y}::int - extract(year from ${employees.birth_date})::int))::date`;
    const next = sql`(case when ${inYear(year)} >= ${today}::date then ${inYear(year)} else ${inYear(year + 1)} end)`;
    const daysUntil = sql<number>`(${next} - ${today}::date)`;
    const where = and(isNull(employees.deleted_at), isNotNull(employees.birth_date), sql`${daysUntil} < ${days}::int`);
    const from = () => db.select({
      person_id: employees.id,
      full_name: employees.full_name,
      department_id: departments.id,
      department_name: departments.name,
      birthday: sql<string>`${next}::text`,
      days_until: daysUntil,
    }).from(employees)
      .leftJoin(positions, and(eq(positions.user_id, employees.user_id), eq(positions.is_primary, true), isNull(positions.deleted_at)))
      .leftJoin(departments, eq(departments.id, positions.department_id));
    const [rows, total] = await Promise.all([
      from().where(where).orderBy(daysUntil, asc(employees.full_name), asc(employees.id)).limit(page.perpage).offset(offsetOf(page)),
      db.select({ total: count() }).from(employees).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },
};

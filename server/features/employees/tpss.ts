import { and, eq, inArray, isNull, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positions } from '../auth/auth.table';
import { employeeCertifications, employees } from './employees.table';

/**
 * The SQL side of src/contracts/employees/tpss.ts: the earliest TPSS validity date of a person
 * (by user id), as 'yyyy-mm-dd' text, null without a certification; and the rule itself in SQL.
 */
export const tpssValidUntilSql = (userId: SQL | AnyColumn) => sql<string | null>`(select min(c.tpss_validity_date)::text
  from ${employeeCertifications} c join ${employees} e on e.id = c.employee_id and e.deleted_at is null where e.user_id = ${userId})`;

/** Whether the position's person holds a TPSS certification that had expired on `day` (checked in SQL). */
export async function positionTpssExpired(db: Executor, positionId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ valid_until: min(employeeCertifications.tpss_validity_date) })
    .from(positions)
    .innerJoin(employees, and(eq(employees.user_id, positions.user_id), isNull(employees.deleted_at)))
    .innerJoin(employeeCertifications, eq(employeeCertifications.employee_id, employees.id))
    .where(and(eq(positions.id, positionId), sql`${employeeCertifications.tpss_validity_date} < ${day}::date`));
  return row?.valid_until != null;
}

/** The earliest TPSS validity date of each position's person (positions without one are absent). */
export async function tpssValidUntilOfPositions(db: Executor, positionIds: readonly number[]): Promise<Map<number, string>> {
  if (!positionIds.length) return new Map();
  const rows = await db
    .select({ id: positions.id, valid_until: sql<string>`min(${employeeCertifications.tpss_validity_date})::text` })
    .from(positions)
    .innerJoin(employees, and(eq(employees.user_id, positions.user_id), isNull(employees.deleted_at)))
    .innerJoin(employeeCertifications, eq(employeeCertifications.employee_id, employees.id))
    .where(inArray(positions.id, [...positionIds]))
    .groupBy(positions.id);
  return new Map(rows.map((r) => [r.id, r.valid_until]));
}

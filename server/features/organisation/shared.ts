import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/http-errors';
import { positions } from '../auth/auth.table';

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The company of the active position ('self' in the spec's company/self paths). */
export async function companyOf(db: Executor, positionId: number): Promise<number> {
  const [row] = await db.select({ company_id: positions.company_id }).from(positions).where(eq(positions.id, positionId)).limit(1);
  if (!row) throw notFound();
  return row.company_id;
}

/** Live positions and employees that use a department or a role. */
export async function usage(db: Executor, column: 'department_id' | 'role_id', value: number) {
  const [p] = await db.select({ n: count() }).from(positions)
    .where(and(eq(column === 'department_id' ? positions.department_id : positions.role_id, value), isNull(positions.deleted_at)));
  const e = column === 'role_id'
    ? await db.execute(sql`select count(*)::int as n from employees where role_id = ${value} and deleted_at is null`)
    : await db.execute(sql`select count(*)::int as n from employees e where e.deleted_at is null
        and exists (select 1 from positions p where p.user_id = e.user_id and p.deleted_at is null and p.department_id = ${value})`);
  return { positions: Number(p?.n ?? 0), employees: Number(rowsOf<{ n: number }>(e)[0]?.n ?? 0) };
}

/** Would making `parentId` the parent of `id` close a loop? Walks up from the parent. */
export async function makesCycle(db: Executor, table: 'departments' | 'roles' | 'facilities', id: number, parentId: number): Promise<boolean> {
  if (id === parentId) return true;
  const r = await db.execute(sql`
    with recursive up(id, depth) as (
      select ${parentId}::int, 0
      union
      select t.parent_id, u.depth + 1 from ${sql.identifier(table)} t join up u on t.id = u.id where t.parent_id is not null and u.depth < 100
    ) select 1 from up where id = ${id} limit 1`);
  return rowsOf(r).length > 0;
}

export const iso = (d: Date) => d.toISOString();
export const fullName = (r: { first_name?: unknown; middle_name?: unknown; last_name?: unknown }) =>
  [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' ');

import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { EmployeeRow } from '../../../src/contracts/employees/schemas';
import { rowColour } from '../../../src/contracts/employees/exit';
import type { Executor } from '../../db/client';
import { orderingOf } from '../../db/sql';
import { users } from '../auth/auth.table';
import { departments, roles } from '../organisation/organisation.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { employees } from './employees.table';

/** The list's columns over employees ⋈ users ⟕ roles ⟕ departments ⟕ security_projects. */
export const rowColumns = {
  id: employees.id,
  full_name: employees.full_name,
  national_id_number: employees.national_id_number,
  username: users.name,
  mobile_number: users.mobile_number,
  role: roles.name,
  department: departments.name,
  security_project: securityProjects.name,
  term_type: employees.term_type,
  hired_at: employees.hired_at,
  resignation_date: employees.resignation_date,
  exit_date: employees.exit_date,
  nickname: employees.nickname,
  deleted_at: employees.deleted_at,
  created_at: employees.created_at,
};

const ORDERING = {
  created_at: employees.created_at, full_name: employees.full_name, hired_at: employees.hired_at,
  national_id_number: employees.national_id_number, exit_date: employees.exit_date, id: employees.id,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown };

export function toEmployeeRow(r: RawRow, today: string): EmployeeRow {
  const d = (v: unknown) => (v == null ? null : String(v));
  return {
    id: r.id as number, full_name: r.full_name as string, national_id_number: r.national_id_number as string,
    username: r.username as string, mobile_number: d(r.mobile_number), role: d(r.role), department: d(r.department),
    security_project: d(r.security_project), term_type: d(r.term_type), hired_at: d(r.hired_at),
    resignation_date: d(r.resignation_date), exit_date: d(r.exit_date), nickname: d(r.nickname),
    colour: rowColour({ resignation_date: d(r.resignation_date), exit_date: d(r.exit_date) }, today),
    deleted_at: r.deleted_at ? (r.deleted_at as Date).toISOString() : null,
    created_at: (r.created_at as Date).toISOString(),
  };
}

function joined<T extends Record<string, unknown>>(db: Executor, columns: T) {
  return db
    .select(columns as never)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .leftJoin(roles, eq(roles.id, employees.role_id))
    .leftJoin(departments, eq(departments.id, roles.department_id))
    .leftJoin(securityProjects, eq(securityProjects.id, employees.security_project_id));
}

export const employeesRepository = {
  async page(db: Executor, where: SQL | undefined, p: { page: number; perpage: number; ordering?: string }) {
    const rows = (await joined(db, rowColumns)
      .where(where)
      .orderBy(...orderingOf(p.ordering, ORDERING), employees.id)
      .limit(p.perpage)
      .offset((p.page - 1) * p.perpage)) as RawRow[];
    return rows;
  },

  async count(db: Executor, where: SQL | undefined): Promise<number> {
    const [row] = (await joined(db, { n: count() }).where(where)) as { n: number }[];
    return Number(row?.n ?? 0);
  },

  /** Several counts over one scan: `count(*) filter (where c)` for each condition, within `where`. */
  async counts(db: Executor, where: SQL | undefined, conditions: SQL[]): Promise<number[]> {
    const columns = Object.fromEntries(conditions.map((c, i) => [`n${i}`, sql<number>`count(*) filter (where ${c})`]));
    const [row] = (await joined(db, columns).where(where)) as Record<string, unknown>[];
    return conditions.map((_, i) => Number(row?.[`n${i}`] ?? 0));
  },

  /** Keyset batches by id for the streamed Excel: constant memory whatever the size. */
  async batchAfter(db: Executor, where: SQL | undefined, afterId: number, size: number) {
    return (await joined(db, rowColumns).where(and(where, gt(employees.id, afterId))).orderBy(employees.id).limit(size)) as RawRow[];
  },

  ids(db: Executor, where: SQL | undefined) {
    return joined(db, { id: employees.id }).where(where) as unknown as Promise<{ id: number }[]>;
  },

  async setRole(db: Executor, ids: number[], roleId: number, now: Date) {
    if (!ids.length) return;
    await db.update(employees).set({ role_id: roleId, updated_at: now }).where(inArray(employees.id, ids));
  },

  find(db: Executor, id: number) {
    return db.select().from(employees).where(eq(employees.id, id)).then((r) => r[0]);
  },
};

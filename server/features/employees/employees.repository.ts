import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { EmployeeRow } from '../../../src/contracts/employees/schemas';
import { rowColour } from '../../../src/contracts/employees/exit';
import type { Executor } from '../../db/client';
import { orderingOf, rows } from '../../db/sql';
import { users } from '../auth/auth.table';
import { departments, roles } from '../organisation/organisation.table';
import { securityProjects } from '../security-projects/security-projects.table';
import type { CountParts, FilterJoins } from './employee-filter';
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

const ALL_JOINS: FilterJoins = { users: true, roles: true };

/** employees with only the joins a where-clause reads (see joinsOf: the others change no count). */
function filtered<T extends Record<string, unknown>>(db: Executor, columns: T, joins: FilterJoins) {
  let q = db.select(columns as never).from(employees).$dynamic();
  if (joins.users) q = q.innerJoin(users, eq(users.id, employees.user_id));
  if (joins.roles) q = q.leftJoin(roles, eq(roles.id, employees.role_id));
  return q;
}

const fromClause = (joins: FilterJoins) => sql`${employees}${joins.users ? sql` inner join ${users} on ${users.id} = ${employees.user_id}` : sql``}${
  joins.roles ? sql` left join ${roles} on ${roles.id} = ${employees.role_id}` : sql``}`;
const whereClause = (where: SQL | undefined) => (where ? sql` where ${where}` : sql``);

/**
 * The search's total and per-group counts as one statement (docs/decisions/employees.md, "Counts of
 * the search"). A group counted alone is its own scalar subquery, planned on its own (an index-only
 * or bitmap scan); the others share one pass in which each group is evaluated once per row (the
 * `offset 0` keeps PostgreSQL from inlining the flags and evaluating each again). The total is the
 * AND of the groups, exactly as compileFilter joins them; it is a subquery of its own when some
 * group is (its plan can then start from that group's index), otherwise one more flag of the pass.
 */
export function countsSql(parts: CountParts): SQL {
  const from = fromClause(parts.joins);
  const flags: SQL[] = [];
  const passed: SQL[] = [];
  const column = (where: SQL, alone: boolean, flag = () => where) => {
    if (alone) return sql`(select count(*) from ${from}${whereClause(and(parts.base, where))})`;
    const f = flag();
    const name = `n${passed.length}`;
    passed.push(sql`count(*) filter (where ${f}) as ${sql.raw(name)}`);
    return sql.raw(`pass.${name}`);
  };
  const groupFlags = parts.groups.map((g) => {
    if (g.alone) return undefined;
    flags.push(sql`(${g.where}) as ${sql.raw(`g${flags.length}`)}`);
    return sql.raw(`g${flags.length - 1}`);
  });
  const anyAlone = parts.groups.some((g) => g.alone);
  const total = column(and(...parts.groups.map((g) => g.where))!, anyAlone, () => and(...parts.groups.map((g, i) => groupFlags[i] ?? g.where))!);
  const groups = parts.groups.map((g, i) => column(g.where, g.alone, () => groupFlags[i]!));
  const columns = sql.join([total, ...groups].map((c, i) => sql`${c}::int as ${sql.raw(`c${i}`)}`), sql`, `);
  if (!passed.length) return sql`select ${columns}`;
  const rows = sql`select ${flags.length ? sql.join(flags, sql`, `) : sql`1`} from ${from}${whereClause(parts.base)} offset 0`;
  return sql`select ${columns} from (select ${sql.join(passed, sql`, `)} from (${rows}) flags) pass`;
}

export const employeesRepository = {
  /**
   * One page: the page's ids are chosen over employees and the joins the filter reads, then only
   * those rows are joined for their names (users, roles, departments, projects).
   */
  async page(db: Executor, where: SQL | undefined, p: { page: number; perpage: number; ordering?: string }, joins: FilterJoins = ALL_JOINS) {
    const order = [...orderingOf(p.ordering, ORDERING), employees.id];
    const ids = filtered(db, { id: employees.id }, joins).where(where).orderBy(...order).limit(p.perpage).offset((p.page - 1) * p.perpage);
    return (await joined(db, rowColumns).where(inArray(employees.id, ids)).orderBy(...order)) as RawRow[];
  },

  async count(db: Executor, where: SQL | undefined, joins: FilterJoins = ALL_JOINS): Promise<number> {
    const [row] = (await filtered(db, { n: count() }, joins).where(where)) as { n: number }[];
    return Number(row?.n ?? 0);
  },

  /** The search's total and each group's count (countsSql), in one round trip. */
  async counts(db: Executor, parts: CountParts): Promise<number[]> {
    const [row] = rows<Record<string, unknown>>(await db.execute(countsSql(parts)));
    return [0, ...parts.groups].map((_, i) => Number(row?.[`c${i}`] ?? 0));
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

import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { HrPerson } from '../../../src/contracts/hr-provider';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, type Page } from '../../db/sql';
import { positions } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { companies, departments, roles } from '../organisation/organisation.table';

/** A person is an employee; their department and role come from their primary position. */
const personColumns = {
  id: employees.id,
  first_name: employees.first_name,
  last_name: employees.last_name,
  full_name: employees.full_name,
  hired_at: employees.hired_at,
  department_id: departments.id,
  department_name: departments.name,
  role_id: roles.id,
  role_name: roles.name,
};

type PersonRow = { [K in keyof typeof personColumns]: unknown };

export function toHrPerson(r: PersonRow): HrPerson {
  return {
    id: r.id as number,
    first_name: r.first_name as string,
    last_name: r.last_name as string,
    full_name: r.full_name as string,
    department: r.department_id ? { id: r.department_id as number, name: r.department_name as string } : null,
    role: r.role_id ? { id: r.role_id as number, name: r.role_name as string } : null,
    hired_at: (r.hired_at as string | null) ?? null,
  };
}

const primaryPosition = and(eq(positions.user_id, employees.user_id), eq(positions.is_primary, true), isNull(positions.deleted_at));

function personsQuery(db: Executor) {
  return db.select(personColumns).from(employees)
    .leftJoin(positions, primaryPosition)
    .leftJoin(departments, eq(departments.id, positions.department_id))
    .leftJoin(roles, eq(roles.id, positions.role_id));
}

export const hrPeopleRepository = {
  async ownPerson(db: Executor, userId: number): Promise<HrPerson | null> {
    const [row] = await personsQuery(db)
      .where(and(eq(employees.user_id, userId), isNull(employees.deleted_at))).orderBy(asc(employees.id)).limit(1);
    return row ? toHrPerson(row) : null;
  },

  async person(db: Executor, id: number): Promise<HrPerson | null> {
    const [row] = await personsQuery(db).where(and(eq(employees.id, id), isNull(employees.deleted_at))).limit(1);
    return row ? toHrPerson(row) : null;
  },

  async persons(db: Executor, q: Page & { department_id?: number; q?: string }) {
    const conditions: SQL[] = [isNull(employees.deleted_at)];
    if (q.department_id) conditions.push(eq(positions.department_id, q.department_id));
    if (q.q) conditions.push(containsFolded(employees.full_name, q.q));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      personsQuery(db).where(where).orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id))
        .limit(q.perpage).offset(offsetOf(q)),
      db.select({ total: count() }).from(employees).leftJoin(positions, primaryPosition).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows: rows.map(toHrPerson), total };
  },

  /** The company of the caller's active position. */
  async companyOfPosition(db: Executor, positionId: number) {
    const [row] = await db.select({ id: companies.id, name: companies.name }).from(positions)
      .innerJoin(companies, eq(companies.id, positions.company_id)).where(eq(positions.id, positionId)).limit(1);
    return row ?? null;
  },

  async departmentOfPosition(db: Executor, positionId: number) {
    const [row] = await db.select({ id: departments.id, name: departments.name, company_id: departments.company_id }).from(positions)
      .innerJoin(departments, eq(departments.id, positions.department_id)).where(eq(positions.id, positionId)).limit(1);
    return row ?? null;
  },

  /** Departments a user belongs to through any live position. */
  async departmentIdsOfUser(db: Executor, userId: number): Promise<number[]> {
    const rows = await db.selectDistinct({ id: positions.department_id }).from(positions)
      .where(and(eq(positions.user_id, userId), isNull(positions.deleted_at)));
    return rows.map((r) => r.id);
  },

  /** Departments of a company with the number of people whose primary position is there. */
  departments(db: Executor, companyId: number) {
    const people = sql<number>`(select count(*)::int from employees e join positions p on p.user_id = e.user_id and p.is_primary and p.deleted_at is null
      where e.deleted_at is null and p.department_id = "departments"."id")`;
    return db.select({ id: departments.id, name: departments.name, parent_id: departments.parent_id, person_count: people })
      .from(departments).where(and(eq(departments.company_id, companyId), isNull(departments.deleted_at)))
      .orderBy(asc(departments.name));
  },
};

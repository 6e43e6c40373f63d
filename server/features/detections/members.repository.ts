import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PositionItem } from '../../../src/contracts/people';
import type { Executor } from '../../db/client';
import { containsFolded } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { companies, departments, roles } from '../organisation/organisation.table';
import { positionItemColumns, toPositionItem } from '../people/people.repository';

/**
 * Members of the caller's security projects (spec 3 §7 member searches): live positions that
 * belong to a live project of the scope. A member's project is the first such project.
 */
/** ' and spp.security_project_id in (…)' for a limited scope; nothing for every project. */
const inScopeOf = (scope: number[] | null) =>
  scope === null ? sql`` : sql` and spp.security_project_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;

function scopedProject(scope: number[] | null) {
  return sql<number | null>`(select min(spp.security_project_id) from security_project_positions spp
    join security_projects sp on sp.id = spp.security_project_id and sp.deleted_at is null
    where spp.position_id = "positions"."id"${inScopeOf(scope)})`;
}

function membersQuery(db: Executor, scope: number[] | null) {
  return db
    .select({ ...positionItemColumns, scoped_project_id: scopedProject(scope), role_id: positions.role_id })
    .from(positions)
    .leftJoin(users, eq(users.id, positions.user_id))
    .leftJoin(employees, eq(employees.user_id, positions.user_id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .innerJoin(departments, eq(departments.id, positions.department_id))
    .innerJoin(roles, eq(roles.id, positions.role_id));
}

/** Live positions in a live project of the scope (an IN over the membership index, not a per-row subquery). */
function memberOf(scope: number[] | null): SQL[] {
  return [
    isNull(positions.deleted_at),
    sql`${positions.id} in (select spp.position_id from security_project_positions spp
      join security_projects sp on sp.id = spp.security_project_id and sp.deleted_at is null where true${inScopeOf(scope)})`,
  ];
}

/** Name, sign-in name or (digits only) a national id prefix. */
function matches(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length === q.trim().length) return sql`${employees.national_id_number} like ${`${digits}%`}`;
  return or(containsFolded(sql`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`, q), containsFolded(users.name, q))!;
}

type MemberRow = Record<string, unknown> & { scoped_project_id: number | null; role_id: number };
const toMember = (r: MemberRow): PositionItem => ({ ...toPositionItem(r), security_project_id: r.scoped_project_id == null ? null : Number(r.scoped_project_id) });

export interface Member {
  item: PositionItem;
  project_id: number;
  role_id: number;
}

export const membersRepository = {
  async search(db: Executor, scope: number[] | null, q: string, limit: number): Promise<PositionItem[]> {
    if (scope?.length === 0) return [];
    const rows = await membersQuery(db, scope).where(and(...memberOf(scope), matches(q)))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id)).limit(limit);
    return rows.map((r) => toMember(r as MemberRow));
  },

  /** Every member (up to `limit`), for the form data a device keeps. */
  async all(db: Executor, scope: number[] | null, limit: number): Promise<PositionItem[]> {
    if (scope?.length === 0) return [];
    const rows = await membersQuery(db, scope).where(and(...memberOf(scope)))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id)).limit(limit);
    return rows.map((r) => toMember(r as MemberRow));
  },

  /** One position when it is a member of the scope, with its project and role. */
  async member(db: Executor, scope: number[] | null, positionId: number): Promise<Member | undefined> {
    if (scope?.length === 0) return undefined;
    const [row] = await membersQuery(db, scope).where(and(...memberOf(scope), eq(positions.id, positionId))).limit(1);
    if (!row) return undefined;
    const r = row as MemberRow;
    return { item: toMember(r), project_id: Number(r.scoped_project_id), role_id: r.role_id };
  },
};

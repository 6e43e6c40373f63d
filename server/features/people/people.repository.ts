import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { PositionItem } from '../../../src/contracts/people';
import type { Executor } from '../../db/client';
import { containsFolded, personName } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { companies, departments, roles } from '../organisation/organisation.table';
import { securityProjectPositions } from '../security-projects/security-projects.table';

/** A position's person and company - department - role, without personal data (offline member lists). */
export const positionDisplayColumns = {
  id: positions.id,
  user_id: positions.user_id,
  first_name: users.first_name,
  middle_name: users.middle_name,
  last_name: users.last_name,
  company_id: companies.id,
  company_name: companies.name,
  company_deleted: sql<boolean>`${companies.deleted_at} is not null`,
  department_id: departments.id,
  department_name: departments.name,
  department_deleted: sql<boolean>`${departments.deleted_at} is not null`,
  role_id: roles.id,
  role_name: roles.name,
  role_deleted: sql<boolean>`${roles.deleted_at} is not null`,
};

/** Columns that make a PositionItem; joins come from `positionItemsQuery`. */
export const positionItemColumns = {
  ...positionDisplayColumns,
  national_id_number: employees.national_id_number,
  /** The first of the position's security projects (spec 1 §3 Person.primary_position). */
  security_project_id: sql<number | null>`(select min(spp.security_project_id) from security_project_positions spp where spp.position_id = "positions"."id")`,
};

export type PositionItemRow = { [K in keyof typeof positionItemColumns]: unknown } & Record<string, unknown>;

export function toPositionItem(r: Record<string, unknown>): PositionItem {
  return {
    id: r.id as number,
    user_id: (r.user_id as number | null) ?? null,
    full_name: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
    national_id_number: (r.national_id_number as string | null) ?? null,
    role_display: {
      company: { id: r.company_id as number, name: r.company_name as string, deleted: Boolean(r.company_deleted) },
      department: { id: r.department_id as number, name: r.department_name as string, deleted: Boolean(r.department_deleted) },
      role: { id: r.role_id as number, name: r.role_name as string, deleted: Boolean(r.role_deleted) },
    },
    security_project_id: r.security_project_id == null ? null : Number(r.security_project_id),
  };
}

/** Positions with what makes a PositionItem; `extra` columns (over the same joins) come along. */
export function positionItemsQuery<E extends SelectedFields = Record<never, never>>(db: Executor, extra?: E) {
  return db
    .select({ ...positionItemColumns, ...extra } as typeof positionItemColumns & E)
    .from(positions)
    .leftJoin(users, eq(users.id, positions.user_id))
    .leftJoin(employees, eq(employees.user_id, positions.user_id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .innerJoin(departments, eq(departments.id, positions.department_id))
    .innerJoin(roles, eq(roles.id, positions.role_id));
}

/** A typed person search over `positionItemsQuery`'s joins: name or sign-in name, or (digits only, 3 or more) a national id prefix. */
export function positionMatches(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length === q.trim().length) return sql`${employees.national_id_number} like ${`${digits}%`}`;
  return or(containsFolded(personName(users), q), containsFolded(users.name, q))!;
}

export interface PositionSearch {
  q: string;
  securityProjectId?: number;
  roleNames?: string[];
  limit?: number;
}

export const peopleRepository = {
  async searchPositions(db: Executor, s: PositionSearch): Promise<PositionItem[]> {
    const conditions: SQL[] = [isNull(positions.deleted_at), positionMatches(s.q)];
    if (s.securityProjectId) {
      conditions.push(
        inArray(positions.id, sql`(select ${securityProjectPositions.position_id} from ${securityProjectPositions} where ${securityProjectPositions.security_project_id} = ${s.securityProjectId})`),
      );
    }
    if (s.roleNames?.length) conditions.push(inArray(roles.name, s.roleNames));
    const rows = await positionItemsQuery(db)
      .where(and(...conditions))
      .orderBy(users.first_name, users.last_name, positions.id)
      .limit(s.limit ?? 20);
    return rows.map(toPositionItem);
  },

  async positionExists(db: Executor, id: number): Promise<boolean> {
    const rows = await db.select({ id: positions.id }).from(positions).where(and(eq(positions.id, id), isNull(positions.deleted_at))).limit(1);
    return rows.length > 0;
  },
};

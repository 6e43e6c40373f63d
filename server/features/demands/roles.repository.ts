import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RoleDisplay } from '../../../src/contracts/people';
import type { Executor } from '../../db/client';
import { companies, departments, rolePermissions, roles } from '../organisation/organisation.table';

/** Roles as the role display shows them (company - department - role), and the checks on them. */
export const demandRolesRepository = {
  /** Role displays by id; deleted parts are kept (struck through), so history still reads. */
  async displays(db: Executor, ids: readonly number[]): Promise<Map<number, RoleDisplay>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await db
      .select({
        id: roles.id, name: roles.name, role_deleted: sql<boolean>`${roles.deleted_at} is not null`,
        department_id: departments.id, department_name: departments.name, department_deleted: sql<boolean>`${departments.deleted_at} is not null`,
        company_id: companies.id, company_name: companies.name, company_deleted: sql<boolean>`${companies.deleted_at} is not null`,
      })
      .from(roles)
      .innerJoin(departments, eq(departments.id, roles.department_id))
      .innerJoin(companies, eq(companies.id, departments.company_id))
      .where(inArray(roles.id, unique));
    return new Map(rows.map((r) => [r.id, {
      company: { id: r.company_id, name: r.company_name, deleted: Boolean(r.company_deleted) },
      department: { id: r.department_id, name: r.department_name, deleted: Boolean(r.department_deleted) },
      role: { id: r.id, name: r.name, deleted: Boolean(r.role_deleted) },
    }]));
  },

  /** The ids among `ids` that name live roles (role and department not deleted). */
  async live(db: Executor, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(departments, eq(departments.id, roles.department_id))
      .where(and(inArray(roles.id, [...ids]), isNull(roles.deleted_at), isNull(departments.deleted_at)));
    return new Set(rows.map((r) => r.id));
  },

  /** A role that can see and answer demands: a super role, or one granted view-demand-response. */
  async canRespond(db: Executor, roleId: number): Promise<boolean> {
    const [role] = await db.select({ is_super: roles.is_super }).from(roles).where(eq(roles.id, roleId)).limit(1);
    if (!role) return false;
    if (role.is_super) return true;
    const grants = await db
      .select({ role_id: rolePermissions.role_id })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role_id, roleId), eq(rolePermissions.permission, 'view-demand-response')))
      .limit(1);
    return grants.length > 0;
  },

  companies(db: Executor) {
    return db.select({ id: companies.id, name: companies.name }).from(companies).where(isNull(companies.deleted_at)).orderBy(asc(companies.name), asc(companies.id));
  },
};

/** Role displays in the order of `ids`, skipping any that no longer exist. */
export function displaysOf(ids: readonly number[], map: Map<number, RoleDisplay>): RoleDisplay[] {
  return ids.map((id) => map.get(id)).filter((d): d is RoleDisplay => d !== undefined);
}

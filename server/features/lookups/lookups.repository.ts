import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/contracts/http';
import { COMPANY_ROLES_LIMIT, type ContactCard, type DepartmentItem, type RoleItem } from '../../../src/contracts/lookups';
import type { Executor } from '../../db/client';
import { containsFolded, folded, offsetOf, orderingOf } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { companies, departments, regions, roles, shuttleStops } from '../organisation/organisation.table';
import { positionItemsQuery, toPositionItem } from '../people/people.repository';
import { securityProjects } from '../security-projects/security-projects.table';
import { departmentContactCards, departmentContactNumbers } from './lookups.table';

type LiveTable = PgTable & { id: PgColumn; deleted_at: PgColumn };
/** The parents a lookup lists children of; a soft-deleted parent counts as missing. */
const PARENTS = { company: companies, department: departments, role: roles, region: regions, securityProject: securityProjects } satisfies Record<string, LiveTable>;
export type ParentKind = keyof typeof PARENTS;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  department_id: roles.department_id,
  department_name: departments.name,
  parent_id: roles.parent_id,
  is_blue_collar: roles.is_blue_collar,
};

/** Roles with their department, leaving out what is deleted on either level. */
function rolesWhere(db: Executor, ...conditions: (SQL | undefined)[]) {
  return db
    .select(roleColumns)
    .from(roles)
    .innerJoin(departments, eq(departments.id, roles.department_id))
    .where(and(isNull(roles.deleted_at), isNull(departments.deleted_at), ...conditions));
}

export const lookupsRepository = {
  /** Whether a record exists and is not soft-deleted. */
  async isLive(db: Executor, kind: ParentKind, id: number): Promise<boolean> {
    const table: LiveTable = PARENTS[kind];
    const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), isNull(table.deleted_at))).limit(1);
    return rows.length > 0;
  },

  async companyOfPosition(db: Executor, positionId: number): Promise<number | undefined> {
    const [row] = await db.select({ company_id: positions.company_id }).from(positions).where(eq(positions.id, positionId)).limit(1);
    return row?.company_id;
  },

  async departmentsOfCompany(db: Executor, companyId: number): Promise<DepartmentItem[]> {
    return db
      .select({ id: departments.id, company_id: departments.company_id, parent_id: departments.parent_id, name: departments.name, is_project: departments.is_project })
      .from(departments)
      .where(and(eq(departments.company_id, companyId), isNull(departments.deleted_at)));
  },

  async rolesOfDepartment(db: Executor, departmentId: number, exceptId?: number): Promise<RoleItem[]> {
    return rolesWhere(db, eq(roles.department_id, departmentId), exceptId ? ne(roles.id, exceptId) : undefined);
  },

  async rolesOfCompany(db: Executor, companyId: number, name?: string): Promise<RoleItem[]> {
    return rolesWhere(db, eq(departments.company_id, companyId), name ? containsFolded(roles.name, name) : undefined)
      .orderBy(asc(roles.name), asc(roles.id))
      .limit(COMPANY_ROLES_LIMIT);
  },

  async positionsOfRole(db: Executor, roleId: number, query: ListQuery) {
    const where = and(eq(positions.role_id, roleId), isNull(positions.deleted_at));
    const fullName = sql`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`;
    // Folded, so 'İsmail' sorts with the I's as a Turkish reader expects, not after 'Z'.
    const [rows, [total]] = await Promise.all([
      positionItemsQuery(db)
        .where(where)
        .orderBy(...orderingOf(query.ordering, { created_at: positions.created_at, full_name: folded(fullName) }), asc(positions.id))
        .limit(query.perpage)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(positions).where(where),
    ]);
    return { items: rows.map(toPositionItem), total: Number(total?.n ?? 0) };
  },

  async regionsOfProject(db: Executor, projectId: number) {
    return db
      .select({ id: regions.id, security_project_id: regions.security_project_id, name: regions.name })
      .from(regions)
      .where(and(eq(regions.security_project_id, projectId), isNull(regions.deleted_at)));
  },

  async stopsOfRegion(db: Executor, regionId: number) {
    return db
      .select({
        id: shuttleStops.id, security_project_id: shuttleStops.security_project_id, region_id: shuttleStops.region_id,
        stop_no: shuttleStops.stop_no, stop_name: shuttleStops.stop_name,
      })
      .from(shuttleStops)
      .where(and(eq(shuttleStops.region_id, regionId), isNull(shuttleStops.deleted_at)))
      .orderBy(asc(shuttleStops.stop_no), asc(shuttleStops.id));
  },

  /** A department's cards, the primary first, each with its numbers in their order. */
  async contactCards(db: Executor, departmentId: number): Promise<ContactCard[]> {
    const cards = await db
      .select({ id: departmentContactCards.id, department_id: departmentContactCards.department_id, address_id: departmentContactCards.address_id, primary: departmentContactCards.primary })
      .from(departmentContactCards)
      .where(and(eq(departmentContactCards.department_id, departmentId), isNull(departmentContactCards.deleted_at)))
      .orderBy(sql`${departmentContactCards.primary} desc`, asc(departmentContactCards.id));
    if (!cards.length) return [];
    const numbers = await db
      .select({ card: departmentContactNumbers.contact_card_id, number: departmentContactNumbers.number, ext: departmentContactNumbers.ext, type: departmentContactNumbers.type })
      .from(departmentContactNumbers)
      .where(inArray(departmentContactNumbers.contact_card_id, cards.map((c) => c.id)))
      .orderBy(asc(departmentContactNumbers.position), asc(departmentContactNumbers.id));
    return cards.map((card) => ({
      ...card,
      numbers: numbers.filter((n) => n.card === card.id).map(({ number, ext, type }) => ({ number, ext, type })),
    }));
  },
};

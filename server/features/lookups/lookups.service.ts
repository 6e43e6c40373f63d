import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../src/contracts/http';
import {
  BASIC_SEARCH_LIMIT, EMPLOYEE_SEARCH_PERMISSIONS, SEARCH_LIMIT, type PersonHit, type UserHit,
} from '../../../src/contracts/lookups';
import { searchFold, trCompare } from '../../../src/contracts/text';
import type { AuthContext } from '../../plugins/auth';
import { notFound } from '../../plugins/http-errors';
import { pageMeta } from '../../db/sql';
import { lookupsRepository as repo, type ParentKind } from './lookups.repository';
import { searchRepository as search, nationalIdPrefix } from './search.repository';

const byName = (a: { name: string }, b: { name: string }) => trCompare(a.name, b.name);

/** Prefix matches first, then Turkish order (the database limited the set; this orders it as a reader expects). */
function rankByName<T>(items: T[], q: string, nameOf: (item: T) => string): T[] {
  const needle = searchFold(q);
  const rank = (item: T) => (searchFold(nameOf(item)).startsWith(needle) ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b) || trCompare(nameOf(a), nameOf(b)));
}

export const canSeeEmployees = (auth: AuthContext) => EMPLOYEE_SEARCH_PERMISSIONS.some((p) => auth.permissions.has(p));

export function lookupsService(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  /** Lists below a parent answer 404 when the parent is missing or deleted, not an empty list. */
  async function requireParent(kind: ParentKind, id: number) {
    if (!(await repo.isLive(db(), kind, id))) throw notFound();
  }

  async function employees(q: string, limit: number): Promise<PersonHit[]> {
    const rows = await search.employees(db(), q, limit);
    const positions = await search.primaryPositions(db(), rows.map((r) => r.user_id));
    const hits = rows.map((r) => ({ ...r, primary_position: positions.get(r.user_id) ?? null }));
    return nationalIdPrefix(q) ? hits : rankByName(hits, q, (h) => h.full_name);
  }

  async function users(q: string, limit: number): Promise<UserHit[]> {
    const rows = await search.users(db(), q, limit);
    const positions = await search.primaryPositions(db(), rows.map((r) => r.id));
    return rankByName(rows.map((r) => ({ ...r, primary_position: positions.get(r.id) ?? null })), q, (h) => h.full_name);
  }

  async function rolesOfCompany(companyId: number, name?: string) {
    await requireParent('company', companyId);
    return (await repo.rolesOfCompany(db(), companyId, name)).sort(byName);
  }

  return {
    /** The shell's main search: employees (with national ids) only for holders of an employee permission. */
    async basic(q: string, auth: AuthContext) {
      const [employeeHits, userHits] = await Promise.all([
        canSeeEmployees(auth) ? employees(q, BASIC_SEARCH_LIMIT) : Promise.resolve([]),
        users(q, BASIC_SEARCH_LIMIT),
      ]);
      return { employees: employeeHits, users: userHits };
    },
    users: (q: string) => users(q, SEARCH_LIMIT),
    employees: (q: string) => employees(q, SEARCH_LIMIT),

    async contactCards(departmentId: number) {
      await requireParent('department', departmentId);
      return repo.contactCards(db(), departmentId);
    },

    async positionsOfRole(roleId: number, query: ListQuery) {
      await requireParent('role', roleId);
      const { items, total } = await repo.positionsOfRole(db(), roleId, query);
      return { data: items, meta: pageMeta(query, total) };
    },

    async departmentsOfCompany(companyId: number) {
      await requireParent('company', companyId);
      return (await repo.departmentsOfCompany(db(), companyId)).sort(byName);
    },

    async rolesOfDepartment(departmentId: number, exceptId?: number) {
      await requireParent('department', departmentId);
      return (await repo.rolesOfDepartment(db(), departmentId, exceptId)).sort(byName);
    },

    rolesOfCompany,

    /** `company/self/role`: the company of the caller's active position. */
    async rolesOfOwnCompany(auth: AuthContext, name?: string) {
      const companyId = await repo.companyOfPosition(db(), auth.positionId);
      if (companyId === undefined) throw notFound();
      return rolesOfCompany(companyId, name);
    },

    async regionsOfProject(projectId: number) {
      await requireParent('securityProject', projectId);
      return (await repo.regionsOfProject(db(), projectId)).sort(byName);
    },

    async stopsOfRegion(regionId: number) {
      await requireParent('region', regionId);
      return repo.stopsOfRegion(db(), regionId);
    },
  };
}

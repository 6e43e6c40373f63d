import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_MESSAGES as M, PERMISSION_GROUPS, inUseMessage } from '../../../src/contracts/organisation/common';
import type { duplicateBody, Position, PositionRow, positionBody } from '../../../src/contracts/organisation/positions';
import type { Executor } from '../../db/client';
import { nameContains, offsetOf, orderingOf, pageMeta, personName, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { positions, users } from '../auth/auth.table';
import { positionItemsQuery, toPositionItem } from '../people/people.repository';
import { companies, departments, positionAbstractRoles, positionGroupPositions, positionPermissions, roles } from './organisation.table';
import { permissionsRepository } from './permissions.repository';
import { companyOf, iso, rowsOf } from './shared';

const TABLE = 'positions';
type Body = z.output<typeof positionBody>;
type Dup = z.output<typeof duplicateBody>;

const extra = {
  is_primary: positions.is_primary, starts_at: positions.starts_at, ends_at: positions.ends_at, created_at: positions.created_at,
};
const ORDERABLE = { created_at: positions.created_at, full_name: sql`concat_ws(' ', ${users.first_name}, ${users.last_name})` };

function toRow(r: Record<string, unknown>): PositionRow {
  const item = toPositionItem(r);
  return {
    ...item, company_id: item.role_display.company.id, department_id: item.role_display.department.id, role_id: item.role_display.role.id,
    is_primary: Boolean(r.is_primary), starts_at: (r.starts_at as string | null) ?? null, ends_at: (r.ends_at as string | null) ?? null,
    created_at: iso(r.created_at as Date),
  };
}

export interface PositionFilter extends Page { full_name?: string; company_id?: number; department_id?: number; role_id?: number; ordering?: string }

export function positionsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function find(id: number, companyId?: number): Promise<Position> {
    const where: SQL[] = [eq(positions.id, id), isNull(positions.deleted_at)];
    if (companyId) where.push(eq(positions.company_id, companyId));
    const [row] = await positionItemsQuery(db, extra).where(and(...where)).limit(1);
    if (!row) throw notFound();
    const abstract = (await db.select({ role_id: positionAbstractRoles.role_id }).from(positionAbstractRoles).where(eq(positionAbstractRoles.position_id, id))).map((r) => r.role_id);
    const own = (await db.select({ p: positionPermissions.permission }).from(positionPermissions).where(eq(positionPermissions.position_id, id))).map((r) => r.p).sort();
    const inherited = await permissionsRepository.ofRoles(db, [row.role_id as number, ...abstract]);
    return { ...toRow(row), abstract_role_ids: abstract, permissions: { own, inherited } };
  }

  async function page(where: SQL[], q: PositionFilter) {
    if (q.full_name) where.push(nameContains(personName(users), q.full_name));
    if (q.company_id) where.push(eq(positions.company_id, q.company_id));
    if (q.department_id) where.push(eq(positions.department_id, q.department_id));
    if (q.role_id) where.push(eq(positions.role_id, q.role_id));
    const [rows, [total]] = await Promise.all([
      positionItemsQuery(db, extra).where(and(...where)).orderBy(...orderingOf(q.ordering, ORDERABLE), positions.id).limit(q.perpage).offset(offsetOf(q)),
      db.select({ n: count() }).from(positions).leftJoin(users, eq(users.id, positions.user_id)).where(and(...where)),
    ]);
    return { data: rows.map(toRow), meta: pageMeta(q, Number(total?.n ?? 0)) };
  }

  async function checkBody(body: Body, companyId: number) {
    if (body.company_id !== companyId) throw invalidField('company_id', M.companyNotFound);
    const [dept] = await db.select({ company_id: departments.company_id }).from(departments).where(and(eq(departments.id, body.department_id), isNull(departments.deleted_at)));
    if (!dept) throw invalidField('department_id', M.departmentNotFound);
    if (dept.company_id !== body.company_id) throw invalidField('department_id', M.departmentNotInCompany);
    const [role] = await db.select({ department_id: roles.department_id }).from(roles).where(and(eq(roles.id, body.role_id), isNull(roles.deleted_at)));
    if (!role) throw invalidField('role_id', M.roleNotFound);
    if (role.department_id !== body.department_id) throw invalidField('role_id', M.roleNotInDepartment);
    const abstract = abstractIds(body);
    if (abstract.length) {
      const found = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, abstract), isNull(roles.deleted_at)));
      if (found.length !== abstract.length) throw invalidField('abstract_role_ids', M.roleNotFound);
    }
    if (body.user_id) {
      const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, body.user_id), isNull(users.deleted_at)));
      if (!u) throw invalidField('user_id', M.userNotFound);
    }
  }

  /** None when the first is empty (spec 1 §5 Position form); the role itself is not repeated. */
  const abstractIds = (b: Body) => (b.abstract_role_ids[0] ? [...new Set(b.abstract_role_ids)].filter((r) => r !== b.role_id) : []);

  async function writeExtras(tx: Executor, id: number, abstract: number[], permissions: string[]) {
    await tx.delete(positionAbstractRoles).where(eq(positionAbstractRoles.position_id, id));
    await tx.delete(positionPermissions).where(eq(positionPermissions.position_id, id));
    if (abstract.length) await tx.insert(positionAbstractRoles).values(abstract.map((role_id) => ({ position_id: id, role_id })));
    const perms = [...new Set(permissions)];
    if (perms.length) await tx.insert(positionPermissions).values(perms.map((permission) => ({ position_id: id, permission })));
  }

  const values = (b: Body) => ({ user_id: b.user_id ?? null, company_id: b.company_id, department_id: b.department_id, role_id: b.role_id });

  return {
    find,
    page,
    async list(positionId: number, q: PositionFilter) {
      const companyId = await companyOf(db, positionId);
      return page([isNull(positions.deleted_at), eq(positions.company_id, companyId)], q);
    },
    primaries: (q: PositionFilter) => page([isNull(positions.deleted_at), eq(positions.is_primary, true)], q),

    /** Form data: choosing the company reloads departments, choosing the department reloads roles. */
    async form(positionId: number, id: number | undefined, q: { company_id?: number; department_id?: number }) {
      const companyId = await companyOf(db, positionId);
      const position = id ? await find(id, companyId) : null;
      const company = q.company_id ?? position?.company_id ?? companyId;
      const department = q.department_id ?? position?.department_id;
      const comps = await db.select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.id, companyId), isNull(companies.deleted_at)));
      const depts = await db.select({ id: departments.id, name: departments.name }).from(departments)
        .where(and(eq(departments.company_id, company), isNull(departments.deleted_at))).orderBy(departments.name);
      const roleList = department
        ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.department_id, department), isNull(roles.deleted_at))).orderBy(roles.name)
        : [];
      const withPerms = await Promise.all(roleList.map(async (r) => ({ ...r, permissions: await permissionsRepository.ofRoles(db, [r.id]) })));
      return { position, companies: comps, departments: depts, roles: withPerms, permission_groups: PERMISSION_GROUPS };
    },

    async create(positionId: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      await checkBody(body, companyId);
      const id = await db.transaction(async (tx) => {
        const isFirst = body.user_id ? (await tx.select({ n: count() }).from(positions).where(and(eq(positions.user_id, body.user_id), isNull(positions.deleted_at))))[0]!.n === 0 : false;
        const [row] = await tx.insert(positions).values({ ...values(body), is_primary: isFirst }).returning({ id: positions.id });
        await writeExtras(tx, row!.id, abstractIds(body), body.permission_groups);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { ...values(body), abstract_role_ids: abstractIds(body), permission_groups: body.permission_groups }, causer_id: causer });
        return row!.id;
      });
      return find(id);
    },

    async update(positionId: number, id: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      await checkBody(body, companyId);
      await db.transaction(async (tx) => {
        await tx.update(positions).set({ ...values(body), updated_at: clock() }).where(eq(positions.id, id));
        await writeExtras(tx, id, abstractIds(body), body.permission_groups);
        const { attributes, old } = changedFields(
          { ...before, permission_groups: before.permissions.own } as unknown as Record<string, unknown>,
          { ...values(body), abstract_role_ids: abstractIds(body), permission_groups: [...new Set(body.permission_groups)].sort() },
        );
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return find(id);
    },

    async remove(positionId: number, id: number, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      const [g] = await db.select({ n: count() }).from(positionGroupPositions).where(eq(positionGroupPositions.position_id, id));
      const e = before.user_id
        ? rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from employees where user_id = ${before.user_id} and role_id = ${before.role_id} and deleted_at is null`))
        : [];
      const groups = Number(g?.n ?? 0);
      const employees = Number(e[0]?.n ?? 0);
      if (groups || employees) throw conflict(inUseMessage('position', { positions: 0, employees, groups }));
      await db.transaction(async (tx) => {
        await tx.update(positions).set({ deleted_at: clock(), is_primary: false }).where(eq(positions.id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { user_id: before.user_id, role_id: before.role_id }, causer_id: causer });
      });
    },

    async duplicate(positionId: number, id: number, body: Dup, causer: number) {
      const companyId = await companyOf(db, positionId);
      const original = await find(id, companyId);
      const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, body.user_id), isNull(users.deleted_at)));
      if (!u) throw invalidField('user_id', M.userNotFound);
      const newId = await db.transaction(async (tx) => {
        if (body.primary_position) await tx.update(positions).set({ is_primary: false }).where(eq(positions.user_id, body.user_id));
        const [row] = await tx.insert(positions).values({
          user_id: body.user_id, company_id: original.company_id, department_id: original.department_id, role_id: original.role_id,
          is_primary: body.primary_position, starts_at: body.starts_at,
        }).returning({ id: positions.id });
        await writeExtras(tx, row!.id, original.abstract_role_ids, original.permissions.own);
        await tx.execute(sql`insert into position_group_positions (group_id, position_id) select group_id, ${row!.id} from position_group_positions where position_id = ${id} on conflict do nothing`);
        await tx.execute(sql`insert into security_project_positions (security_project_id, position_id) select security_project_id, ${row!.id} from security_project_positions where position_id = ${id}`);
        if (body.terminate_original) {
          await tx.update(positions).set({ ends_at: body.starts_at, deleted_at: clock(), is_primary: false, updated_at: clock() }).where(eq(positions.id, id));
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'terminated', attributes: { ends_at: body.starts_at }, old: {}, causer_id: causer });
        }
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'duplicated', attributes: { from: id, ...body }, causer_id: causer });
        return row!.id;
      });
      return find(newId);
    },

    async userPrimary(userId: number) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!u) throw notFound();
      const rows = await positionItemsQuery(db, extra).where(and(eq(positions.user_id, userId), isNull(positions.deleted_at))).orderBy(positions.id);
      const list = rows.map(toRow);
      return { primary_position_id: list.find((p) => p.is_primary)?.id ?? null, positions: list };
    },

    async setUserPrimary(userId: number, pid: number, causer: number) {
      const current = await this.userPrimary(userId);
      if (!current.positions.some((p) => p.id === pid)) throw invalidField('position_id', M.positionNotOfUser);
      await db.transaction(async (tx) => {
        await tx.update(positions).set({ is_primary: false }).where(and(eq(positions.user_id, userId), ne(positions.id, pid)));
        await tx.update(positions).set({ is_primary: true }).where(eq(positions.id, pid));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: pid, action: 'primary', attributes: { is_primary: true }, old: { primary_position_id: current.primary_position_id }, causer_id: causer });
      });
      return this.userPrimary(userId);
    },
  };
}

import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_MESSAGES as M, PERMISSION_GROUPS, inUseMessage } from '../../../src/contracts/organisation/common';
import type { PermissionImpact, Role, RoleRow, roleBody } from '../../../src/contracts/organisation/roles';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { sendWorkbook, workbook } from '../files/workbook';
import { departments, rolePermissions, roles } from './organisation.table';
import { permissionsRepository } from './permissions.repository';
import { companyOf, iso, makesCycle, rowsOf, usage } from './shared';

const TABLE = 'roles';
type Body = z.output<typeof roleBody>;

const columns = {
  id: roles.id, name: roles.name, department_id: roles.department_id, department_name: departments.name,
  parent_id: roles.parent_id, role_group_id: roles.role_group_id, is_blue_collar: roles.is_blue_collar, is_super: roles.is_super,
  created_at: roles.created_at,
  parent_name: sql<string | null>`(select p.name from roles p where p.id = "roles"."parent_id")`,
  positions_count: sql<number>`(select count(*)::int from positions p where p.role_id = "roles"."id" and p.deleted_at is null)`,
};
const ORDERABLE = { created_at: roles.created_at, name: roles.name };

const select = (db: Executor) => db.select(columns).from(roles).innerJoin(departments, eq(departments.id, roles.department_id));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toRow = (r: Row): RoleRow => ({ ...r, parent_name: r.parent_name ?? null, positions_count: Number(r.positions_count), created_at: iso(r.created_at) });

export class ImpactRollback extends Error {}

export function rolesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function find(id: number, companyId?: number): Promise<Role> {
    const where: SQL[] = [eq(roles.id, id), isNull(roles.deleted_at)];
    if (companyId) where.push(eq(departments.company_id, companyId));
    const [row] = await select(db).where(and(...where)).limit(1);
    if (!row) throw notFound();
    const { own, inherited } = await permissionsRepository.ofRole(db, id);
    return { ...toRow(row), permissions: { own, inherited: inherited.filter((p) => !own.includes(p)).concat().sort() } };
  }

  async function checkBody(body: Body, companyId: number, id?: number) {
    const [dept] = await db.select({ id: departments.id }).from(departments)
      .where(and(eq(departments.id, body.department_id), eq(departments.company_id, companyId), isNull(departments.deleted_at)));
    if (!dept) throw invalidField('department_id', M.departmentNotFound);
    if (body.parent_id) {
      const [parent] = await select(db).where(and(eq(roles.id, body.parent_id), eq(departments.company_id, companyId), isNull(roles.deleted_at)));
      if (!parent) throw invalidField('parent_id', M.parentNotFound);
      if (id && (await makesCycle(db, 'roles', id, body.parent_id))) throw invalidField('parent_id', M.parentCycle);
    }
  }

  const values = (b: Body) => ({
    name: b.name, department_id: b.department_id, parent_id: b.parent_id ?? null, role_group_id: b.role_group_id ?? null, is_blue_collar: b.is_blue_collar,
  });

  async function write(tx: Executor, id: number, body: Body) {
    await tx.update(roles).set({ ...values(body), updated_at: clock() }).where(eq(roles.id, id));
    await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, id));
    const own = [...new Set(body.grouped_permissions)];
    if (own.length) await tx.insert(rolePermissions).values(own.map((permission) => ({ role_id: id, permission })));
  }

  async function parentsOf(companyId: number, departmentId: number | undefined, exceptId?: number) {
    if (!departmentId) return [];
    const where: SQL[] = [eq(roles.department_id, departmentId), eq(departments.company_id, companyId), isNull(roles.deleted_at)];
    if (exceptId) where.push(ne(roles.id, exceptId));
    const list = await db.select({ id: roles.id, name: roles.name }).from(roles).innerJoin(departments, eq(departments.id, roles.department_id))
      .where(and(...where)).orderBy(roles.name);
    return Promise.all(list.map(async (r) => ({ ...r, permissions: await permissionsRepository.ofRoles(db, [r.id]) })));
  }

  return {
    find,
    async list(positionId: number, q: Page & { department_id?: number; name?: string; ordering?: string }) {
      const companyId = await companyOf(db, positionId);
      const where: SQL[] = [eq(departments.company_id, companyId), isNull(roles.deleted_at)];
      if (q.department_id) where.push(eq(roles.department_id, q.department_id));
      if (q.name) where.push(containsFolded(roles.name, q.name));
      const [rows, [total]] = await Promise.all([
        select(db).where(and(...where)).orderBy(...orderingOf(q.ordering, ORDERABLE), roles.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(roles).innerJoin(departments, eq(departments.id, roles.department_id)).where(and(...where)),
      ]);
      return { data: rows.map(toRow), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },

    /** Create/edit form: choosing a department reloads the parents (query department_id). */
    async form(positionId: number, id: number | undefined, departmentId: number | undefined) {
      const companyId = await companyOf(db, positionId);
      const role = id ? await find(id, companyId) : null;
      const depts = await db.select({ id: departments.id, name: departments.name }).from(departments)
        .where(and(eq(departments.company_id, companyId), isNull(departments.deleted_at))).orderBy(departments.name);
      return { role, departments: depts, parents: await parentsOf(companyId, departmentId ?? role?.department_id, id), permission_groups: PERMISSION_GROUPS };
    },

    async create(positionId: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      await checkBody(body, companyId);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(roles).values(values(body)).returning({ id: roles.id });
        await write(tx, row!.id, body);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { ...values(body), permissions: body.grouped_permissions }, causer_id: causer });
        return row!.id;
      });
      return find(id);
    },

    async update(positionId: number, id: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      await checkBody(body, companyId, id);
      await db.transaction(async (tx) => {
        await write(tx, id, body);
        const { attributes, old } = changedFields(
          { ...before, permissions: before.permissions.own } as unknown as Record<string, unknown>,
          { ...values(body), permissions: [...new Set(body.grouped_permissions)].sort() },
        );
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return find(id);
    },

    /** Applies the change in a transaction, measures every reached user's permissions, and rolls back. */
    async impact(positionId: number, id: number, body: Body): Promise<PermissionImpact> {
      const companyId = await companyOf(db, positionId);
      await find(id, companyId);
      await checkBody(body, companyId, id);
      const reached = await permissionsRepository.positionsReachedByRole(db, id);
      const before = new Map<number, Set<string>>();
      for (const p of reached) before.set(p, new Set(await permissionsRepository.ofPosition(db, p)));
      let result: PermissionImpact = { positions: reached.length, gains: [], losses: [] };
      try {
        await db.transaction(async (tx) => {
          await write(tx, id, body);
          const gains = new Map<string, Set<number>>();
          const losses = new Map<string, Set<number>>();
          const userOf = new Map(rowsOf<{ id: number; user_id: number }>(await tx.execute(sql`select id, user_id from positions where id = any(${`{${reached.join(',')}}`}::int[])`)).map((r) => [Number(r.id), Number(r.user_id)]));
          for (const p of reached) {
            const after = new Set(await permissionsRepository.ofPosition(tx, p));
            const was = before.get(p)!;
            for (const perm of after) if (!was.has(perm)) (gains.get(perm) ?? gains.set(perm, new Set()).get(perm)!).add(userOf.get(p)!);
            for (const perm of was) if (!after.has(perm)) (losses.get(perm) ?? losses.set(perm, new Set()).get(perm)!).add(userOf.get(p)!);
          }
          const list = (m: Map<string, Set<number>>) => [...m].map(([permission, u]) => ({ permission, users: u.size })).sort((a, b) => a.permission.localeCompare(b.permission));
          result = { positions: reached.length, gains: list(gains), losses: list(losses) };
          throw new ImpactRollback();
        });
      } catch (e) {
        if (!(e instanceof ImpactRollback)) throw e;
      }
      return result;
    },

    async remove(positionId: number, id: number, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      const used = await usage(db, 'role_id', id);
      const [children] = await db.select({ n: count() }).from(roles).where(and(eq(roles.parent_id, id), isNull(roles.deleted_at)));
      const abstract = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from position_abstract_roles par join positions p on p.id = par.position_id and p.deleted_at is null where par.role_id = ${id}`));
      const childCount = Number(children?.n ?? 0);
      const positions = used.positions + Number(abstract[0]?.n ?? 0);
      if (positions || used.employees || childCount) throw conflict(inUseMessage('role', { positions, employees: used.employees, children: childCount }));
      await db.transaction(async (tx) => {
        await tx.update(roles).set({ deleted_at: clock() }).where(eq(roles.id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, permissions: before.permissions.own }, causer_id: causer });
      });
    },

    /** The distinct-role report: every role once, with its counts and permissions. */
    async report(positionId: number, reply: FastifyReply) {
      await sendWorkbook(reply, 'roller.xlsx', await distinctRoleWorkbook(db, await companyOf(db, positionId)));
    },
  };
}

/** The distinct-role workbook of a company (also a report of the reports screen). */
export async function distinctRoleWorkbook(db: Executor, companyId: number): Promise<Buffer> {
  const r = await db.execute(sql`
    select r.name, d.name as department, r.is_blue_collar,
      (select count(*)::int from positions p where p.role_id = r.id and p.deleted_at is null) as positions,
      (select count(*)::int from employees e where e.role_id = r.id and e.deleted_at is null) as employees,
      (select string_agg(rp.permission, ', ' order by rp.permission) from role_permissions rp where rp.role_id = r.id) as permissions
    from roles r join departments d on d.id = r.department_id
    where r.deleted_at is null and d.company_id = ${companyId} order by d.name, r.name`);
  const list = rowsOf<{ name: string; department: string; is_blue_collar: boolean; positions: number; employees: number; permissions: string | null }>(r);
  return workbook('Roller', [
    { header: 'Departman', key: 'department', width: 30 }, { header: 'Rol', key: 'name', width: 30 },
    { header: 'Personel Tipi', key: 'type', width: 14 }, { header: 'Pozisyon', key: 'positions', width: 10 },
    { header: 'Personel', key: 'employees', width: 10 }, { header: 'Yetkiler', key: 'permissions', width: 80 },
  ], list.map(({ is_blue_collar, ...x }) => ({ ...x, type: is_blue_collar ? 'Mavi Yaka' : 'Beyaz Yaka' })));
}

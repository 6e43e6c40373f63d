import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ONBASE_MESSAGES as M, type OnbaseGrant, type OnbaseRole, type onbaseGrantBody, type onbaseRoleBody } from '../../../src/contracts/organisation/onbase';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { users } from '../auth/auth.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { onbaseRoles, onbaseUserRoles } from './onbase.table';
import { departments } from './organisation.table';
import { fullName, iso } from './shared';

type RoleIn = z.output<typeof onbaseRoleBody>;
type GrantIn = z.output<typeof onbaseGrantBody>;

const roleCols = {
  id: onbaseRoles.id, department_id: onbaseRoles.department_id, department_name: departments.name, name: onbaseRoles.name,
  onbase_code: onbaseRoles.onbase_code, created_at: onbaseRoles.created_at,
  users_count: sql<number>`(select count(*)::int from onbase_user_roles g where g.role_id = "onbase_roles"."id")`,
};
const grantCols = {
  id: onbaseUserRoles.id, role_id: onbaseUserRoles.role_id, role_name: onbaseRoles.name, onbase_code: onbaseRoles.onbase_code,
  security_project_id: onbaseUserRoles.security_project_id, security_project_name: securityProjects.name, created_at: onbaseUserRoles.created_at,
};

/** Onbase role codes and the roles granted to users (spec 1 §3 "Onbase role grant", §5 "Onbase role"). */
export function onbaseService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const log = activityLogRepository.record;

  const roleSelect = () => db.select(roleCols).from(onbaseRoles).leftJoin(departments, eq(departments.id, onbaseRoles.department_id));
  const toRole = (r: Awaited<ReturnType<ReturnType<typeof roleSelect>['execute']>>[number]): OnbaseRole => ({ ...r, users_count: Number(r.users_count), created_at: iso(r.created_at) });
  const live = (id: number) => and(eq(onbaseRoles.id, id), isNull(onbaseRoles.deleted_at));

  async function role(id: number) {
    const [r] = await roleSelect().where(live(id));
    if (!r) throw notFound(M.roleNotFound);
    return toRole(r);
  }
  async function checkRole(b: RoleIn, id?: number) {
    if (b.department_id) {
      const [d] = await db.select({ id: departments.id }).from(departments).where(and(eq(departments.id, b.department_id), isNull(departments.deleted_at)));
      if (!d) throw invalidField('department_id', M.departmentNotFound);
    }
    const dup: SQL[] = [sql`lower(${onbaseRoles.onbase_code}) = lower(${b.onbase_code})`, isNull(onbaseRoles.deleted_at)];
    if (id) dup.push(ne(onbaseRoles.id, id));
    if ((await db.select({ id: onbaseRoles.id }).from(onbaseRoles).where(and(...dup))).length) throw invalidField('onbase_code', M.codeTaken);
  }
  const departmentChoices = () => db.select({ id: departments.id, name: departments.name }).from(departments).where(isNull(departments.deleted_at)).orderBy(departments.name);
  const projects = () => db.select({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code })
    .from(securityProjects).where(isNull(securityProjects.deleted_at)).orderBy(securityProjects.name);
  async function mustUser(id: number) {
    const [u] = await db.select({ id: users.id, name: users.name, first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name, email: users.email })
      .from(users).where(and(eq(users.id, id), isNull(users.deleted_at)));
    if (!u) throw notFound();
    return { id: u.id, name: fullName(u) || u.name, email: u.email };
  }
  const grantSelect = () => db.select(grantCols).from(onbaseUserRoles).innerJoin(onbaseRoles, eq(onbaseRoles.id, onbaseUserRoles.role_id))
    .leftJoin(securityProjects, eq(securityProjects.id, onbaseUserRoles.security_project_id));
  const toGrant = (r: Awaited<ReturnType<ReturnType<typeof grantSelect>['execute']>>[number]): OnbaseGrant => ({ ...r, created_at: iso(r.created_at) });

  return {
    async roles(q: Page & { department_id?: number; name?: string; onbase_code?: string; ordering?: string }) {
      const where: SQL[] = [isNull(onbaseRoles.deleted_at)];
      if (q.department_id) where.push(eq(onbaseRoles.department_id, q.department_id));
      if (q.name) where.push(containsFolded(onbaseRoles.name, q.name));
      if (q.onbase_code) where.push(containsFolded(onbaseRoles.onbase_code, q.onbase_code));
      const [rows, [total]] = await Promise.all([
        roleSelect().where(and(...where))
          .orderBy(...orderingOf(q.ordering, { created_at: onbaseRoles.created_at, name: onbaseRoles.name, onbase_code: onbaseRoles.onbase_code }), onbaseRoles.id)
          .limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(onbaseRoles).where(and(...where)),
      ]);
      return { data: rows.map(toRole), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    roleForm: async (id?: number) => ({ role: id ? await role(id) : null, departments: await departmentChoices() }),
    async createRole(b: RoleIn, causer: number) {
      await checkRole(b);
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(onbaseRoles).values({ department_id: b.department_id ?? null, name: b.name, onbase_code: b.onbase_code }).returning({ id: onbaseRoles.id });
        await log(tx, { table_name: 'onbase_roles', target_id: r!.id, action: 'created', attributes: { ...b }, causer_id: causer });
        return r!.id;
      });
      return role(id);
    },
    async updateRole(id: number, b: RoleIn, causer: number) {
      const before = await role(id);
      await checkRole(b, id);
      const next = { department_id: b.department_id ?? null, name: b.name, onbase_code: b.onbase_code };
      await db.transaction(async (tx) => {
        await tx.update(onbaseRoles).set({ ...next, updated_at: clock() }).where(eq(onbaseRoles.id, id));
        const { attributes, old } = changedFields(before, next);
        if (Object.keys(attributes).length) await log(tx, { table_name: 'onbase_roles', target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return role(id);
    },
    /** A role held by users is kept: taking it away is a deliberate step per user. */
    async deleteRole(id: number, causer: number) {
      const before = await role(id);
      if (before.users_count > 0) throw conflict(M.codeInUse);
      await db.transaction(async (tx) => {
        await tx.update(onbaseRoles).set({ deleted_at: clock() }).where(eq(onbaseRoles.id, id));
        await log(tx, { table_name: 'onbase_roles', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, onbase_code: before.onbase_code }, causer_id: causer });
      });
    },

    async grants(userId: number) {
      await mustUser(userId);
      return (await grantSelect().where(eq(onbaseUserRoles.user_id, userId)).orderBy(onbaseRoles.name)).map(toGrant);
    },
    async grantForm(userId: number) {
      const [user, roles, security_projects] = await Promise.all([
        mustUser(userId), roleSelect().where(isNull(onbaseRoles.deleted_at)).orderBy(onbaseRoles.name).limit(500), projects(),
      ]);
      return { user, roles: roles.map(toRole), security_projects };
    },
    /** Spec 1 §5: a role code equal to a project's short code sets that project, whatever was chosen. */
    async grant(userId: number, b: GrantIn, causer: number) {
      await mustUser(userId);
      const [r] = await db.select({ code: onbaseRoles.onbase_code }).from(onbaseRoles).where(live(b.role_id));
      if (!r) throw invalidField('role_id', M.roleNotFound);
      const all = await projects();
      const matching = all.find((p) => p.short_code.toLowerCase() === r.code.toLowerCase());
      const projectId = matching?.id ?? b.security_project_id ?? null;
      if (projectId && !all.some((p) => p.id === projectId)) throw invalidField('security_project_id', M.projectNotFound);
      const [held] = await db.select({ id: onbaseUserRoles.id }).from(onbaseUserRoles).where(and(eq(onbaseUserRoles.user_id, userId), eq(onbaseUserRoles.role_id, b.role_id)));
      if (held) throw invalidField('role_id', M.alreadyGranted);
      const id = await db.transaction(async (tx) => {
        const [g] = await tx.insert(onbaseUserRoles).values({ user_id: userId, role_id: b.role_id, security_project_id: projectId }).returning({ id: onbaseUserRoles.id });
        await log(tx, { table_name: 'onbase_user_roles', target_id: g!.id, action: 'created', attributes: { user_id: userId, role_id: b.role_id, security_project_id: projectId }, causer_id: causer });
        return g!.id;
      });
      const [row] = await grantSelect().where(eq(onbaseUserRoles.id, id));
      return toGrant(row!);
    },
    async revoke(userId: number, roleId: number, causer: number) {
      const [g] = await db.select().from(onbaseUserRoles).where(and(eq(onbaseUserRoles.user_id, userId), eq(onbaseUserRoles.role_id, roleId)));
      if (!g) throw notFound();
      await db.transaction(async (tx) => {
        await tx.delete(onbaseUserRoles).where(eq(onbaseUserRoles.id, g.id));
        await log(tx, { table_name: 'onbase_user_roles', target_id: g.id, action: 'deleted', attributes: {}, old: { user_id: userId, role_id: roleId, security_project_id: g.security_project_id }, causer_id: causer });
      });
    },
  };
}

import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ADMIN_USER_MESSAGES as M, type AdminUser, type adminUserBody } from '../../../src/contracts/organisation/admin-users';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, pageMeta, personName, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { conflict, forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { accessTokens, positions, users } from '../auth/auth.table';
import { credentialsService } from './credentials.service';
import { fullName, iso, rowsOf } from './shared';

type Body = z.output<typeof adminUserBody>;

/** A user is an admin user while they hold a live position of a super role. */
// The admins are found first (an InitPlan over the super roles' few positions), then their users by
// key: as a correlated EXISTS the planner walked all 100,000 users newest first looking for them
// (450 ms at 100,000 employees; docs/decisions/organisation.md "Performance").
const isAdmin = sql`"users"."id" = any(array(select p.user_id from positions p join roles r on r.id = p.role_id
  where p.deleted_at is null and r.is_super and p.user_id is not null))`;
const primary = sql<number | null>`(select p.id from positions p join roles r on r.id = p.role_id
  where p.user_id = "users"."id" and p.deleted_at is null and r.is_super order by p.is_primary desc, p.id limit 1)`;
const positionLabel = (alias: string) => sql.raw(`(select concat(r.name, ' — ', d.name) from positions p join roles r on r.id = p.role_id
  join departments d on d.id = p.department_id where p.id = ${alias})`);

const cols = {
  id: users.id, name: users.name, email: users.email, mobile_number: users.mobile_number, first_name: users.first_name,
  middle_name: users.middle_name, last_name: users.last_name, created_at: users.created_at, deleted_at: users.deleted_at,
  primary_position: primary,
};

/** Admin users (spec 1 §3): create, edit, soft delete and restore; writes need a super position. */
export function adminUsersService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const credentials = credentialsService(app);
  const select = (e: Executor = db) => e.select(cols).from(users);

  async function toAdmin(r: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): Promise<AdminUser> {
    let primary_position_name: string | null = null;
    if (r.primary_position) {
      const rows = rowsOf<{ label: string }>(await db.execute(sql`select ${positionLabel(String(Number(r.primary_position)))} as label`));
      primary_position_name = rows[0]?.label ?? null;
    }
    return {
      ...r, full_name: fullName(r), primary_position: r.primary_position === null ? null : Number(r.primary_position), primary_position_name,
      created_at: iso(r.created_at), deleted_at: r.deleted_at ? iso(r.deleted_at) : null,
    };
  }

  async function find(id: number, deleted = false) {
    const [r] = await select().where(and(eq(users.id, id), isAdmin, deleted ? isNotNull(users.deleted_at) : isNull(users.deleted_at)));
    if (!r) throw notFound();
    return toAdmin(r);
  }

  const mustBeSuper = (auth: AuthContext) => {
    if (!auth.isSuper) throw forbidden(M.superOnly);
  };

  /** The super positions a user may take as primary: vacant ones and the user's own. */
  async function choices(userId?: number, e: Executor = db) {
    const rows = rowsOf<{ id: number; name: string; user_id: number | null }>(await e.execute(sql`
      select p.id, concat(r.name, ' — ', d.name) as name, p.user_id from positions p join roles r on r.id = p.role_id
      join departments d on d.id = p.department_id
      where p.deleted_at is null and r.is_super and (p.user_id is null ${userId ? sql`or p.user_id = ${userId}` : sql``})
      order by p.id limit 200`));
    return rows.map((r) => ({ id: Number(r.id), name: r.name, vacant: r.user_id === null }));
  }

  /** Gives the position to the user and makes it their only primary one. */
  async function takePosition(tx: Executor, userId: number, positionId: number) {
    const allowed = await choices(userId, tx);
    if (!allowed.some((c) => c.id === positionId)) throw invalidField('primary_position', M.positionInvalid);
    await tx.update(positions).set({ is_primary: false, updated_at: clock() }).where(and(eq(positions.user_id, userId), eq(positions.is_primary, true)));
    await tx.update(positions).set({ user_id: userId, is_primary: true, updated_at: clock() }).where(eq(positions.id, positionId));
  }

  return {
    async list(q: Page & { name?: string; email?: string; deleted?: boolean; ordering?: string }) {
      const where: SQL[] = [isAdmin, q.deleted ? isNotNull(users.deleted_at) : isNull(users.deleted_at)];
      const person = personName(users);
      if (q.name) where.push(or(containsFolded(person, q.name), containsFolded(users.name, q.name))!);
      if (q.email) where.push(containsFolded(users.email, q.email));
      const [rows, [total]] = await Promise.all([
        select().where(and(...where)).orderBy(...orderingOf(q.ordering, { created_at: users.created_at, name: users.name, email: users.email }), users.id)
          .limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(users).where(and(...where)),
      ]);
      return { data: await Promise.all(rows.map(toAdmin)), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async form(id?: number) {
      return { admin_user: id ? await find(id) : null, positions: await choices(id) };
    },
    async create(b: Body, auth: AuthContext) {
      mustBeSuper(auth);
      await credentials.checkTaken(b);
      const v = { name: b.name, email: b.email ?? null, mobile_number: b.mobile_number ?? null, first_name: b.first_name, middle_name: b.middle_name ?? null, last_name: b.last_name };
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(users).values(v).returning({ id: users.id });
        await takePosition(tx, r!.id, b.primary_position);
        await activityLogRepository.record(tx, { table_name: 'users', target_id: r!.id, action: 'created', attributes: { ...v, primary_position: b.primary_position }, causer_id: auth.userId });
        return r!.id;
      });
      return find(id);
    },
    async update(id: number, b: Body, auth: AuthContext) {
      mustBeSuper(auth);
      const before = await find(id);
      await credentials.checkTaken(b, id);
      const v = { name: b.name, email: b.email ?? null, mobile_number: b.mobile_number ?? null, first_name: b.first_name, middle_name: b.middle_name ?? null, last_name: b.last_name };
      await db.transaction(async (tx) => {
        await tx.update(users).set({ ...v, updated_at: clock() }).where(eq(users.id, id));
        if (b.primary_position !== before.primary_position) await takePosition(tx, id, b.primary_position);
        await activityLogRepository.record(tx, {
          table_name: 'users', target_id: id, action: 'updated',
          ...changedFields(before as unknown as Record<string, unknown>, { ...v, primary_position: b.primary_position }), causer_id: auth.userId,
        });
      });
      return find(id);
    },
    async remove(id: number, auth: AuthContext) {
      mustBeSuper(auth);
      if (id === auth.userId) throw conflict(M.self);
      const before = await find(id);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ deleted_at: clock() }).where(eq(users.id, id));
        await tx.update(accessTokens).set({ revoked_at: clock() }).where(and(eq(accessTokens.user_id, id), isNull(accessTokens.revoked_at)));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, email: before.email }, causer_id: auth.userId });
      });
    },
    /** A deleted admin user comes back unless another live user took their name, e-mail or mobile meanwhile. */
    async restore(id: number, auth: AuthContext) {
      mustBeSuper(auth);
      const [exists] = await db.select({ id: users.id, deleted_at: users.deleted_at }).from(users).where(eq(users.id, id));
      if (!exists) throw notFound();
      if (!exists.deleted_at) throw conflict(M.notDeleted);
      const before = await find(id, true);
      await credentials.checkTaken({ name: before.name, email: before.email, mobile_number: before.mobile_number }, id);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ deleted_at: null, updated_at: clock() }).where(eq(users.id, id));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: id, action: 'restored', attributes: { deleted_at: null }, old: { deleted_at: before.deleted_at }, causer_id: auth.userId });
      });
      return find(id);
    },
  };
}

import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CREDENTIAL_MESSAGES as M, type CredentialsUser, type credentialsBody } from '../../../src/contracts/organisation/credentials';
import { containsFolded, offsetOf, orderingOf, pageMeta, personName, type Page } from '../../db/sql';
import { conflict, invalid, notFound } from '../../plugins/http-errors';
import { activityLog } from '../activity-log/activity-log.table';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { accessTokens, users } from '../auth/auth.table';
import { fullName, iso } from './shared';

type Body = z.output<typeof credentialsBody>;
const cols = {
  id: users.id, name: users.name, email: users.email, mobile_number: users.mobile_number, first_name: users.first_name,
  middle_name: users.middle_name, last_name: users.last_name, created_at: users.created_at,
  positions_count: sql<number>`(select count(*)::int from positions p where p.user_id = "users"."id" and p.deleted_at is null)`,
};

/** Credentials users: list, detail, change logs, and the duplicate checks of the lookups. */
export function credentialsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const select = () => db.select(cols).from(users);
  const toUser = (r: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): CredentialsUser =>
    ({ ...r, full_name: fullName(r), positions_count: Number(r.positions_count), created_at: iso(r.created_at) });

  async function find(id: number) {
    const [r] = await select().where(and(eq(users.id, id), isNull(users.deleted_at)));
    if (!r) throw notFound();
    return toUser(r);
  }

  /** A name, e-mail or mobile number another live user holds is refused with the lookup's words. */
  async function checkTaken(b: Pick<Body, 'name' | 'email' | 'mobile_number'>, id?: number) {
    const errors: Record<string, string[]> = {};
    const taken = async (cond: SQL) => {
      const where = [cond, isNull(users.deleted_at)];
      if (id) where.push(ne(users.id, id));
      const [u] = await db.select({ first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name }).from(users).where(and(...where)).limit(1);
      return u ? fullName(u) : null;
    };
    const byName = await taken(eq(users.name, b.name));
    if (byName) errors.name = [M.usernameUsedBy(byName)];
    const byMail = b.email ? await taken(sql`lower(${users.email}) = ${b.email}`) : null;
    if (byMail) errors.email = [M.emailUsedBy(byMail)];
    const byMobile = b.mobile_number ? await taken(eq(users.mobile_number, b.mobile_number)) : null;
    if (byMobile) errors.mobile_number = [M.mobileUsedBy(byMobile)];
    if (Object.keys(errors).length) throw invalid(errors);
  }

  return {
    async list(q: Page & { name?: string; email?: string; mobile_number?: string; query?: string; ordering?: string }) {
      const where: SQL[] = [isNull(users.deleted_at)];
      const person = personName(users);
      if (q.name) where.push(or(containsFolded(person, q.name), containsFolded(users.name, q.name))!);
      if (q.email) where.push(containsFolded(users.email, q.email));
      if (q.mobile_number) where.push(sql`${users.mobile_number} like ${`%${q.mobile_number.replace(/\D/g, '')}%`}`);
      if (q.query) where.push(or(containsFolded(person, q.query), containsFolded(users.name, q.query), containsFolded(users.email, q.query))!);
      const [rows, [total]] = await Promise.all([
        select().where(and(...where)).orderBy(...orderingOf(q.ordering, { created_at: users.created_at, name: users.name, email: users.email }), users.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(users).where(and(...where)),
      ]);
      return { data: rows.map(toUser), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    find,
    checkTaken,
    async create(b: Body, causer: number) {
      if (!b.first_name || !b.last_name) {
        throw invalid({ ...(b.first_name ? {} : { first_name: ['Ad zorunludur.'] }), ...(b.last_name ? {} : { last_name: ['Soyad zorunludur.'] }) });
      }
      await checkTaken(b);
      const v = { name: b.name, email: b.email ?? null, mobile_number: b.mobile_number ?? null, first_name: b.first_name, middle_name: b.middle_name ?? null, last_name: b.last_name };
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(users).values(v).returning({ id: users.id });
        await activityLogRepository.record(tx, { table_name: 'users', target_id: r!.id, action: 'created', attributes: v, causer_id: causer });
        return r!.id;
      });
      return find(id);
    },
    async update(id: number, b: Body, causer: number) {
      const before = await find(id);
      await checkTaken(b, id);
      const v = {
        name: b.name, email: b.email ?? null, mobile_number: b.mobile_number ?? null,
        ...(b.first_name ? { first_name: b.first_name } : {}), ...(b.last_name ? { last_name: b.last_name } : {}),
        ...(b.middle_name !== undefined ? { middle_name: b.middle_name } : {}),
      };
      await db.transaction(async (tx) => {
        await tx.update(users).set({ ...v, updated_at: clock() }).where(eq(users.id, id));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: id, action: 'updated', ...changedFields(before as unknown as Record<string, unknown>, v), causer_id: causer });
      });
      return find(id);
    },
    async remove(id: number, causer: number) {
      const before = await find(id);
      if (before.positions_count) throw conflict(M.inUse(before.positions_count));
      await db.transaction(async (tx) => {
        await tx.update(users).set({ deleted_at: clock() }).where(eq(users.id, id));
        await tx.update(accessTokens).set({ revoked_at: clock() }).where(and(eq(accessTokens.user_id, id), isNull(accessTokens.revoked_at)));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, email: before.email }, causer_id: causer });
      });
    },
    async logs(id: number, q: Page) {
      await find(id);
      const where = and(eq(activityLog.table_name, 'users'), eq(activityLog.target_id, id));
      const causer = sql<string | null>`(select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = ${activityLog.causer_id})`;
      const [rows, [total]] = await Promise.all([
        db.select({ id: activityLog.id, action: activityLog.action, properties: activityLog.properties, causer_name: causer, created_at: activityLog.created_at })
          .from(activityLog).where(where).orderBy(desc(activityLog.id)).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(activityLog).where(where),
      ]);
      return {
        data: rows.map((r) => ({ id: Number(r.id), action: r.action, attributes: r.properties.attributes, old: r.properties.old, causer_name: r.causer_name, created_at: iso(r.created_at) })),
        meta: pageMeta(q, Number(total?.n ?? 0)),
      };
    },
  };
}

import { and, asc, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SUPPORT_MESSAGES as M, type EmailDomain, type UserEmail, type UserGroup, type userEmailBody } from '../../../src/contracts/organisation/support';
import { offsetOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { positions, users } from '../auth/auth.table';
import { companies, departments, emailDomains, positionGroupPositions, positionGroups, roles, userEmails } from './organisation.table';
import { iso } from './shared';

type EmailIn = z.output<typeof userEmailBody>;
type EmailRow = typeof userEmails.$inferSelect;

/** Support (spec 3): a user's e-mail addresses and aliases, e-mail domains, a user's groups. */
export function supportService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const row = (e: EmailRow) => ({ id: e.id, email: e.email, parent_id: e.parent_id, created_at: iso(e.created_at) });

  async function mustUser(id: number) {
    const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), isNull(users.deleted_at)));
    if (!u) throw notFound();
  }
  async function emailsOf(userId: number): Promise<UserEmail[]> {
    const all = await db.select().from(userEmails).where(eq(userEmails.user_id, userId)).orderBy(asc(userEmails.id));
    return all.filter((e) => !e.parent_id).map((e) => ({ ...row(e), aliases: all.filter((a) => a.parent_id === e.id).map(row) }));
  }
  async function email(userId: number, emailId: number): Promise<UserEmail> {
    const [e] = await db.select().from(userEmails).where(and(eq(userEmails.user_id, userId), eq(userEmails.id, emailId)));
    if (!e) throw notFound();
    const aliases = await db.select().from(userEmails).where(eq(userEmails.parent_id, e.id)).orderBy(asc(userEmails.id));
    return { ...row(e), aliases: aliases.map(row) };
  }
  async function check(userId: number, b: EmailIn, emailId?: number) {
    const domain = b.email.split('@')[1] ?? '';
    const [d] = await db.select({ id: emailDomains.id }).from(emailDomains).where(eq(emailDomains.name, domain));
    if (!d) throw invalidField('email', M.unknownDomain);
    const taken = [eq(userEmails.email, b.email)];
    if (emailId) taken.push(ne(userEmails.id, emailId));
    if ((await db.select({ id: userEmails.id }).from(userEmails).where(and(...taken))).length) throw invalidField('email', M.emailTaken);
    if (b.parent_id) {
      const [p] = await db.select().from(userEmails).where(and(eq(userEmails.id, b.parent_id), eq(userEmails.user_id, userId)));
      if (!p || p.id === emailId) throw invalidField('parent_id', M.parentNotFound);
      if (p.parent_id) throw invalidField('parent_id', M.aliasOfAlias);
    }
  }
  const domainsList = () => db.select({ id: emailDomains.id, name: emailDomains.name }).from(emailDomains).orderBy(emailDomains.name);

  async function groupsOf(where: ReturnType<typeof eq>): Promise<UserGroup[]> {
    const rows = await db.select({
      id: positionGroups.id, name: positionGroups.name, is_system_group: positionGroups.is_system_group, position_id: positions.id,
      company: companies.name, department: departments.name, role: roles.name,
    }).from(positionGroupPositions)
      .innerJoin(positionGroups, and(eq(positionGroups.id, positionGroupPositions.group_id), isNull(positionGroups.deleted_at)))
      .innerJoin(positions, and(eq(positions.id, positionGroupPositions.position_id), isNull(positions.deleted_at)))
      .innerJoin(companies, eq(companies.id, positions.company_id)).innerJoin(departments, eq(departments.id, positions.department_id))
      .innerJoin(roles, eq(roles.id, positions.role_id))
      .where(where).orderBy(positionGroups.name, positions.id);
    return rows.map((r) => ({ id: r.id, name: r.name, is_system_group: r.is_system_group, position_id: r.position_id, position_label: `${r.company} - ${r.department} - ${r.role}` }));
  }

  return {
    async emails(userId: number) {
      await mustUser(userId);
      return emailsOf(userId);
    },
    async emailForm(userId: number, emailId?: number) {
      await mustUser(userId);
      const own = await emailsOf(userId);
      return { email: emailId ? await email(userId, emailId) : null, domains: await domainsList(), parents: own.filter((e) => e.id !== emailId).map((e) => ({ id: e.id, email: e.email })) };
    },
    async createEmail(userId: number, b: EmailIn, causer: number) {
      await mustUser(userId);
      await check(userId, b);
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(userEmails).values({ user_id: userId, email: b.email, parent_id: b.parent_id ?? null }).returning({ id: userEmails.id });
        await activityLogRepository.record(tx, { table_name: 'users', target_id: userId, action: 'email-added', attributes: { email: b.email, parent_id: b.parent_id ?? null }, causer_id: causer });
        return r!.id;
      });
      return email(userId, id);
    },
    async updateEmail(userId: number, emailId: number, b: EmailIn, causer: number) {
      const before = await email(userId, emailId);
      await check(userId, b, emailId);
      if (b.parent_id && before.aliases.length) throw invalidField('parent_id', M.aliasOfAlias);
      await db.transaction(async (tx) => {
        await tx.update(userEmails).set({ email: b.email, parent_id: b.parent_id ?? null, updated_at: clock() }).where(eq(userEmails.id, emailId));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: userId, action: 'email-updated', attributes: { email: b.email, parent_id: b.parent_id ?? null }, old: { email: before.email, parent_id: before.parent_id }, causer_id: causer });
      });
      return email(userId, emailId);
    },
    async deleteEmail(userId: number, emailId: number, causer: number) {
      const before = await email(userId, emailId);
      await db.transaction(async (tx) => {
        await tx.delete(userEmails).where(or(eq(userEmails.id, emailId), eq(userEmails.parent_id, emailId)));
        await activityLogRepository.record(tx, { table_name: 'users', target_id: userId, action: 'email-removed', attributes: {}, old: { email: before.email, aliases: before.aliases.map((a) => a.email) }, causer_id: causer });
      });
    },

    async domains(q: Page) {
      const used = sql<number>`(select count(*)::int from user_emails e where split_part(e.email, '@', 2) = "email_domains"."name")`;
      const [rows, [total]] = await Promise.all([
        db.select({ id: emailDomains.id, name: emailDomains.name, created_at: emailDomains.created_at, emails_count: used }).from(emailDomains)
          .orderBy(desc(emailDomains.created_at), desc(emailDomains.id)).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(emailDomains),
      ]);
      return { data: rows.map((r): EmailDomain => ({ ...r, emails_count: Number(r.emails_count), created_at: iso(r.created_at) })), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async createDomain(name: string, causer: number) {
      if ((await db.select({ id: emailDomains.id }).from(emailDomains).where(eq(emailDomains.name, name))).length) throw invalidField('name', M.domainTaken);
      const r = await db.transaction(async (tx) => {
        const [d] = await tx.insert(emailDomains).values({ name }).returning();
        await activityLogRepository.record(tx, { table_name: 'email_domains', target_id: d!.id, action: 'created', attributes: { name }, causer_id: causer });
        return d!;
      });
      return { id: r.id, name: r.name, emails_count: 0, created_at: iso(r.created_at) };
    },
    async deleteDomain(id: number, causer: number) {
      const [d] = await db.select().from(emailDomains).where(eq(emailDomains.id, id));
      if (!d) throw notFound();
      const [used] = await db.select({ n: count() }).from(userEmails).where(sql`split_part(${userEmails.email}, '@', 2) = ${d.name}`);
      if (Number(used?.n ?? 0)) throw conflict(M.domainInUse(Number(used!.n)));
      await db.transaction(async (tx) => {
        await tx.delete(emailDomains).where(eq(emailDomains.id, id));
        await activityLogRepository.record(tx, { table_name: 'email_domains', target_id: id, action: 'deleted', attributes: {}, old: { name: d.name }, causer_id: causer });
      });
    },

    async userGroups(userId: number) {
      await mustUser(userId);
      return groupsOf(eq(positions.user_id, userId));
    },
    myGroups: (positionId: number) => groupsOf(eq(positions.id, positionId)),
  };
}

import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_MESSAGES as M, PERMISSION_GROUPS } from '../../../src/contracts/organisation/common';
import type { GroupMember, PositionGroup, positionGroupBody } from '../../../src/contracts/organisation/position-groups';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { positions } from '../auth/auth.table';
import { positionItemsQuery, toPositionItem } from '../people/people.repository';
import { securityProjects } from '../security-projects/security-projects.table';
import { positionGroupMails, positionGroupPermissions, positionGroupPositions, positionGroups, positionGroupSecurityProjects } from './organisation.table';
import { iso } from './shared';

const TABLE = 'position_groups';
type Body = z.output<typeof positionGroupBody>;

const columns = {
  id: positionGroups.id, name: positionGroups.name, is_system_group: positionGroups.is_system_group, created_at: positionGroups.created_at,
  members_count: sql<number>`(select count(*)::int from position_group_positions m where m.group_id = "position_groups"."id")`,
  mails_count: sql<number>`(select count(*)::int from position_group_mails m where m.group_id = "position_groups"."id")`,
};
const ORDERABLE = { created_at: positionGroups.created_at, name: positionGroups.name };

export function positionGroupsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function hydrate(rows: { id: number; name: string; is_system_group: boolean; created_at: Date; members_count: number; mails_count: number }[]): Promise<PositionGroup[]> {
    const ids = rows.map((r) => r.id);
    const perms = ids.length ? await db.select().from(positionGroupPermissions).where(inArray(positionGroupPermissions.group_id, ids)) : [];
    const projects = ids.length ? await db.select().from(positionGroupSecurityProjects).where(inArray(positionGroupSecurityProjects.group_id, ids)) : [];
    return rows.map((r) => ({
      ...r, members_count: Number(r.members_count), mails_count: Number(r.mails_count), created_at: iso(r.created_at),
      permission_ids: perms.filter((p) => p.group_id === r.id).map((p) => p.permission).sort(),
      security_project_ids: projects.filter((p) => p.group_id === r.id).map((p) => p.security_project_id).sort((a, b) => a - b),
    }));
  }

  async function find(id: number) {
    const rows = await db.select(columns).from(positionGroups).where(and(eq(positionGroups.id, id), isNull(positionGroups.deleted_at)));
    if (!rows.length) throw notFound();
    return (await hydrate(rows))[0]!;
  }

  async function write(tx: Executor, id: number, body: Body) {
    await tx.delete(positionGroupPermissions).where(eq(positionGroupPermissions.group_id, id));
    await tx.delete(positionGroupSecurityProjects).where(eq(positionGroupSecurityProjects.group_id, id));
    const perms = [...new Set(body.permission_ids)];
    const projects = [...new Set(body.security_project_ids)];
    if (perms.length) await tx.insert(positionGroupPermissions).values(perms.map((permission) => ({ group_id: id, permission })));
    if (projects.length) await tx.insert(positionGroupSecurityProjects).values(projects.map((security_project_id) => ({ group_id: id, security_project_id })));
  }

  async function checkBody(body: Body) {
    const projects = [...new Set(body.security_project_ids)];
    if (!projects.length) return;
    const found = await db.select({ id: securityProjects.id }).from(securityProjects).where(and(inArray(securityProjects.id, projects), isNull(securityProjects.deleted_at)));
    if (found.length !== projects.length) throw invalidField('security_project_ids', M.securityProjectNotFound);
  }

  const snapshot = (g: PositionGroup) => ({ name: g.name, is_system_group: g.is_system_group, permission_ids: g.permission_ids, security_project_ids: g.security_project_ids });
  const values = (b: Body) => ({ name: b.name, is_system_group: b.is_system_group, permission_ids: [...new Set(b.permission_ids)].sort(), security_project_ids: [...new Set(b.security_project_ids)].sort((a, c) => a - c) });

  async function mustMember(groupId: number, positionId: number) {
    const [row] = await positionItemsQuery(db, { member_id: positionGroupPositions.id, added_at: positionGroupPositions.created_at })
      .innerJoin(positionGroupPositions, eq(positionGroupPositions.position_id, positions.id))
      .where(and(eq(positionGroupPositions.group_id, groupId), eq(positionGroupPositions.position_id, positionId)));
    if (!row) throw notFound();
    return toMember(row);
  }
  const toMember = (r: Record<string, unknown>): GroupMember => ({ ...toPositionItem(r), member_id: r.member_id as number, added_at: iso(r.added_at as Date) });

  return {
    async list(q: Page & { keyword?: string; ordering?: string }) {
      const where: SQL[] = [isNull(positionGroups.deleted_at)];
      if (q.keyword) where.push(containsFolded(positionGroups.name, q.keyword));
      const [rows, [total]] = await Promise.all([
        db.select(columns).from(positionGroups).where(and(...where)).orderBy(...orderingOf(q.ordering, ORDERABLE), positionGroups.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(positionGroups).where(and(...where)),
      ]);
      return { data: await hydrate(rows), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },

    async form(id?: number) {
      const projects = await db.select({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code })
        .from(securityProjects).where(isNull(securityProjects.deleted_at)).orderBy(securityProjects.name);
      return { group: id ? await find(id) : null, permission_groups: PERMISSION_GROUPS, security_projects: projects };
    },

    async create(body: Body, causer: number) {
      await checkBody(body);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(positionGroups).values({ name: body.name, is_system_group: body.is_system_group }).returning({ id: positionGroups.id });
        await write(tx, row!.id, body);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: values(body), causer_id: causer });
        return row!.id;
      });
      return find(id);
    },

    async update(id: number, body: Body, causer: number) {
      const before = await find(id);
      await checkBody(body);
      await db.transaction(async (tx) => {
        await tx.update(positionGroups).set({ name: body.name, is_system_group: body.is_system_group, updated_at: clock() }).where(eq(positionGroups.id, id));
        await write(tx, id, body);
        const { attributes, old } = changedFields(snapshot(before), values(body));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return find(id);
    },

    async remove(id: number, causer: number) {
      const before = await find(id);
      if (before.is_system_group) throw conflict(M.systemGroup);
      await db.transaction(async (tx) => {
        await tx.update(positionGroups).set({ deleted_at: clock() }).where(eq(positionGroups.id, id));
        await tx.delete(positionGroupPositions).where(eq(positionGroupPositions.group_id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: snapshot(before), causer_id: causer });
      });
    },

    async members(id: number, q: Page) {
      await find(id);
      const where = and(eq(positionGroupPositions.group_id, id), isNull(positions.deleted_at));
      const [rows, [total]] = await Promise.all([
        positionItemsQuery(db, { member_id: positionGroupPositions.id, added_at: positionGroupPositions.created_at })
          .innerJoin(positionGroupPositions, eq(positionGroupPositions.position_id, positions.id))
          .where(where).orderBy(desc(positionGroupPositions.created_at), positions.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(positionGroupPositions).innerJoin(positions, eq(positions.id, positionGroupPositions.position_id)).where(where),
      ]);
      return { data: rows.map(toMember), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },

    async addMember(id: number, positionId: number, causer: number) {
      await find(id);
      const [p] = await db.select({ id: positions.id }).from(positions).where(and(eq(positions.id, positionId), isNull(positions.deleted_at)));
      if (!p) throw invalidField('position', M.positionNotFound);
      const [dup] = await db.select({ id: positionGroupPositions.id }).from(positionGroupPositions)
        .where(and(eq(positionGroupPositions.group_id, id), eq(positionGroupPositions.position_id, positionId)));
      if (dup) throw invalidField('position', M.duplicateMember);
      await db.transaction(async (tx) => {
        await tx.insert(positionGroupPositions).values({ group_id: id, position_id: positionId });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'member-added', attributes: { position_id: positionId }, causer_id: causer });
      });
      return mustMember(id, positionId);
    },

    async removeMember(id: number, positionId: number, causer: number) {
      await find(id);
      await mustMember(id, positionId);
      await db.transaction(async (tx) => {
        await tx.delete(positionGroupPositions).where(and(eq(positionGroupPositions.group_id, id), eq(positionGroupPositions.position_id, positionId)));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'member-removed', attributes: {}, old: { position_id: positionId }, causer_id: causer });
      });
    },

    async mails(id: number, q: Page) {
      await find(id);
      const where = eq(positionGroupMails.group_id, id);
      const [rows, [total]] = await Promise.all([
        db.select().from(positionGroupMails).where(where).orderBy(desc(positionGroupMails.created_at), desc(positionGroupMails.id)).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(positionGroupMails).where(where),
      ]);
      return { data: rows.map((r) => ({ id: r.id, email: r.email, created_at: iso(r.created_at) })), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },

    async mail(id: number, mailId: number) {
      await find(id);
      const [r] = await db.select().from(positionGroupMails).where(and(eq(positionGroupMails.group_id, id), eq(positionGroupMails.id, mailId)));
      if (!r) throw notFound();
      return { id: r.id, email: r.email, created_at: iso(r.created_at) };
    },

    async addMail(id: number, email: string, causer: number) {
      await find(id);
      const [dup] = await db.select({ id: positionGroupMails.id }).from(positionGroupMails).where(and(eq(positionGroupMails.group_id, id), eq(positionGroupMails.email, email)));
      if (dup) throw invalidField('email', M.duplicateMail);
      const mailId = await db.transaction(async (tx) => {
        const [row] = await tx.insert(positionGroupMails).values({ group_id: id, email }).returning({ id: positionGroupMails.id });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'mail-added', attributes: { email }, causer_id: causer });
        return row!.id;
      });
      return this.mail(id, mailId);
    },

    async removeMail(id: number, mailId: number, causer: number) {
      const before = await this.mail(id, mailId);
      await db.transaction(async (tx) => {
        await tx.delete(positionGroupMails).where(eq(positionGroupMails.id, mailId));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'mail-removed', attributes: {}, old: { email: before.email }, causer_id: causer });
      });
    },
  };
}

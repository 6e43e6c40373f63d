import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERSONAL_GROUP_MESSAGES as M, type PersonalGroup } from '../../../src/contracts/correspondence/personal-groups';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;
type Kind = 'department' | 'group' | 'position' | 'role';

export interface GroupBody { name: string; related_departments: number[]; related_groups: number[]; related_positions: number[]; related_roles: number[] }

const NAME: Record<Exclude<Kind, 'group'>, string> = {
  department: `(select name from departments where id = m.ref_id and deleted_at is null)`,
  role: `(select r.name || ' (' || d.name || ')' from roles r join departments d on d.id = r.department_id where r.id = m.ref_id and r.deleted_at is null)`,
  position: `(select trim(u.first_name || ' ' || u.last_name) || ' - ' || r.name from positions p join users u on u.id = p.user_id join roles r on r.id = p.role_id where p.id = m.ref_id and p.deleted_at is null)`,
};

/** Personal groups: each user's own; another user's group answers 404. */
export function personalGroupsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function members(ids: number[]) {
    if (!ids.length) return [];
    const name = sql.raw(`case m.kind ${Object.entries(NAME).map(([k, v]) => `when '${k}' then ${v}`).join(' ')} end`);
    return rowsOf<{ personal_group_id: number; kind: Kind; ref_id: number; name: string | null }>(db.execute(sql`
      select m.personal_group_id, m.kind, m.ref_id, ${name} as name from personal_group_members m
      where m.personal_group_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by m.kind, m.ref_id`));
  }

  async function toGroups(rows: { id: number; name: string; created_at: unknown }[]): Promise<PersonalGroup[]> {
    const all = await members(rows.map((r) => Number(r.id)));
    const of = (id: number, kind: Kind) => all.filter((m) => Number(m.personal_group_id) === id && m.kind === kind).map((m) => ({ id: Number(m.ref_id), name: m.name ?? '—' }));
    return rows.map((r) => ({
      id: Number(r.id), name: r.name, created_at: new Date(r.created_at as string).toISOString(),
      related_departments: of(Number(r.id), 'department'), related_groups: of(Number(r.id), 'group'),
      related_positions: of(Number(r.id), 'position'), related_roles: of(Number(r.id), 'role'),
    }));
  }

  async function own(id: number, auth: AuthContext) {
    const rows = await rowsOf<{ id: number; name: string; created_at: unknown }>(db.execute(sql`
      select id, name, created_at from personal_groups where id = ${id} and owner_user_id = ${auth.userId} and deleted_at is null`));
    if (!rows[0]) throw notFound();
    return (await toGroups(rows))[0]!;
  }

  async function check(body: GroupBody) {
    if (!body.related_departments.length && !body.related_positions.length && !body.related_roles.length) throw invalidField('name', M.empty);
    const exists = async (table: string, ids: number[]) => {
      if (!ids.length) return true;
      const rows = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where deleted_at is null and id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`));
      return Number(rows[0]!.n) === ids.length;
    };
    if (!(await exists('departments', body.related_departments)) || !(await exists('roles', body.related_roles)) || !(await exists('positions', body.related_positions))) {
      throw invalidField('related_positions', M.notFound);
    }
  }

  async function setMembers(tx: Executor, id: number, body: GroupBody) {
    await tx.execute(sql`delete from personal_group_members where personal_group_id = ${id}`);
    const rows = [
      ...body.related_departments.map((r) => ({ kind: 'department', r })), ...body.related_positions.map((r) => ({ kind: 'position', r })),
      ...body.related_roles.map((r) => ({ kind: 'role', r })),
    ];
    if (rows.length) await tx.execute(sql`insert into personal_group_members (personal_group_id, kind, ref_id) values ${sql.join(rows.map((x) => sql`(${id}, ${x.kind}, ${x.r})`), sql`, `)}`);
  }

  return {
    own,
    async list(auth: AuthContext, s: Page & { keyword?: string }) {
      const where = s.keyword ? sql`owner_user_id = ${auth.userId} and deleted_at is null and ${containsFolded(sql`name`, s.keyword)}` : sql`owner_user_id = ${auth.userId} and deleted_at is null`;
      const rows = await rowsOf<{ id: number; name: string; created_at: unknown }>(db.execute(sql`select id, name, created_at from personal_groups where ${where} order by name, id limit ${s.perpage} offset ${offsetOf(s)}`));
      const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from personal_groups where ${where}`))) as [{ n: number }];
      return { data: await toGroups(rows), meta: pageMeta(s, Number(n)) };
    },
    async create(body: GroupBody, auth: AuthContext) {
      await check(body);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into personal_groups (owner_user_id, name, created_at, updated_at) values (${auth.userId}, ${body.name}, ${now}, ${now}) returning id`));
        await setMembers(tx, Number(row!.id), body);
        await activityLogRepository.record(tx, { table_name: 'personal_groups', target_id: Number(row!.id), action: 'created', attributes: { ...body }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return own(id, auth);
    },
    async update(id: number, body: GroupBody, auth: AuthContext) {
      const before = await own(id, auth);
      await check(body);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update personal_groups set name = ${body.name}, updated_at = ${clock()} where id = ${id}`);
        await setMembers(tx, id, body);
        const ids = (l: { id: number }[]) => l.map((x) => x.id);
        await activityLogRepository.record(tx, {
          table_name: 'personal_groups', target_id: id, action: 'updated', attributes: { ...body }, causer_id: auth.userId,
          old: { name: before.name, related_departments: ids(before.related_departments), related_positions: ids(before.related_positions), related_roles: ids(before.related_roles) },
        });
      });
      return own(id, auth);
    },
    async remove(id: number, auth: AuthContext) {
      const before = await own(id, auth);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update personal_groups set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: 'personal_groups', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name }, causer_id: auth.userId });
      });
    },
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { AudienceEntry, AudienceInput, AudienceType } from '../../../src/contracts/correspondence/audience';
import type { Executor } from '../../db/client';
import { containsFolded, personNameOf } from '../../db/sql';

/**
 * The audience rule of an item (typed receivers and viewers) and its resolution to people. The
 * rule is kept on the item; `deliver` turns it into one recipients row per person (receiver wins
 * over viewer), with the department and project the person was in at that moment.
 */
type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;

const ids = (list: readonly number[]) => sql.join(list.map((i) => sql`${i}`), sql`, `);

/** Names of existing entries per type; an id missing here does not exist (or is not the sender's to use). */
async function namesOf(db: Executor, type: AudienceType, list: readonly number[], ownerUserId: number): Promise<Map<number, Omit<AudienceEntry, 'id' | 'type'>>> {
  const out = new Map<number, Omit<AudienceEntry, 'id' | 'type'>>();
  if (!list.length) return out;
  let query: SQL | undefined;
  switch (type) {
    case 'department':
      query = sql`select id, name, null::int as role_id, null as role_name from departments where deleted_at is null and id in (${ids(list)})`;
      break;
    case 'role':
      query = sql`select r.id, r.name || ' (' || d.name || ')' as name, r.id as role_id, r.name as role_name
        from roles r join departments d on d.id = r.department_id where r.deleted_at is null and r.id in (${ids(list)})`;
      break;
    case 'security_project':
      query = sql`select id, name, null::int as role_id, null as role_name from security_projects where deleted_at is null and id in (${ids(list)})`;
      break;
    case 'personal_group':
      query = sql`select id, name, null::int as role_id, null as role_name from personal_groups
        where deleted_at is null and owner_user_id = ${ownerUserId} and id in (${ids(list)})`;
      break;
    case 'position_with_user':
      query = sql`select p.id, trim(u.first_name || ' ' || u.last_name) as name, r.id as role_id, r.name as role_name
        from positions p join users u on u.id = p.user_id join roles r on r.id = p.role_id
        where p.deleted_at is null and u.deleted_at is null and p.id in (${ids(list)})`;
      break;
    case 'group':
      // Position groups are another area's (issue 11); until they exist no group can be addressed.
      return out;
  }
  for (const r of await rowsOf<{ id: number; name: string; role_id: number | null; role_name: string | null }>(db.execute(query))) {
    out.set(Number(r.id), { name: r.name, role_id: r.role_id === null ? null : Number(r.role_id), role_name: r.role_name });
  }
  return out;
}

export const audienceRepository = {
  /** The entries with names; `missing` are those that do not exist or that the owner may not use. */
  async describe(db: Executor, entries: readonly AudienceInput[], ownerUserId: number): Promise<{ entries: AudienceEntry[]; missing: AudienceInput[] }> {
    const byType = new Map<AudienceType, number[]>();
    for (const e of entries) byType.set(e.type, [...(byType.get(e.type) ?? []), e.id]);
    const names = new Map<string, Omit<AudienceEntry, 'id' | 'type'>>();
    for (const [type, list] of byType) {
      for (const [id, n] of await namesOf(db, type, list, ownerUserId)) names.set(`${type}:${id}`, n);
    }
    const out: AudienceEntry[] = [];
    const missing: AudienceInput[] = [];
    for (const e of entries) {
      const n = names.get(`${e.type}:${e.id}`);
      if (n) out.push({ ...e, ...n });
      else missing.push(e);
    }
    return { entries: out, missing };
  },

  async replace(db: Executor, correspondenceId: number, receivers: readonly AudienceInput[], viewers: readonly AudienceInput[]) {
    await db.execute(sql`delete from correspondence_audience where correspondence_id = ${correspondenceId}`);
    const rows = [...receivers.map((e) => ({ ...e, role: 'receiver' })), ...viewers.map((e) => ({ ...e, role: 'viewer' }))];
    if (!rows.length) return;
    await db.execute(sql`insert into correspondence_audience (correspondence_id, role, type, ref_id) values
      ${sql.join(rows.map((r) => sql`(${correspondenceId}, ${r.role}, ${r.type}, ${r.id})`), sql`, `)} on conflict do nothing`);
  },

  async of(db: Executor, correspondenceId: number): Promise<{ role: 'receiver' | 'viewer'; type: AudienceType; id: number }[]> {
    const rows = await rowsOf<{ role: 'receiver' | 'viewer'; type: AudienceType; ref_id: number }>(
      db.execute(sql`select role, type, ref_id from correspondence_audience where correspondence_id = ${correspondenceId} order by role, type, ref_id`),
    );
    return rows.map((r) => ({ role: r.role, type: r.type, id: Number(r.ref_id) }));
  },

  /**
   * Resolves the rule of an item to people, in one statement (100,000 people stay one INSERT …
   * SELECT): every live position with a live user matching an entry, the sender's personal groups
   * expanded, everyone when send_to_everyone. People already recorded keep their row.
   */
  async deliver(db: Executor, correspondenceId: number, everyone: boolean, at: Date): Promise<number> {
    const result = await db.execute(sql`
      with a as (select role, type, ref_id from correspondence_audience where correspondence_id = ${correspondenceId}),
      g as (
        select a.role, m.kind, m.ref_id from a
        join personal_group_members m on a.type = 'personal_group' and m.personal_group_id = a.ref_id
        join personal_groups pg on pg.id = m.personal_group_id and pg.deleted_at is null
      ),
      matched as (
        select p.id as position_id, p.user_id, p.department_id, a.role from a join positions p on a.type = 'department' and p.department_id = a.ref_id
        union all select p.id, p.user_id, p.department_id, a.role from a join positions p on a.type = 'role' and p.role_id = a.ref_id
        union all select p.id, p.user_id, p.department_id, a.role from a join positions p on a.type = 'position_with_user' and p.id = a.ref_id
        union all select p.id, p.user_id, p.department_id, a.role from a
          join security_project_positions s on a.type = 'security_project' and s.security_project_id = a.ref_id
          join positions p on p.id = s.position_id
        union all select p.id, p.user_id, p.department_id, g.role from g join positions p on g.kind = 'department' and p.department_id = g.ref_id
        union all select p.id, p.user_id, p.department_id, g.role from g join positions p on g.kind = 'role' and p.role_id = g.ref_id
        union all select p.id, p.user_id, p.department_id, g.role from g join positions p on g.kind = 'position' and p.id = g.ref_id
        union all select p.id, p.user_id, p.department_id, 'receiver' from positions p where ${everyone}
      ),
      people as (
        select distinct on (m.user_id) m.user_id, m.role, m.department_id, m.position_id
        from matched m
        join positions p on p.id = m.position_id and p.deleted_at is null
        join users u on u.id = m.user_id and u.deleted_at is null
        order by m.user_id, case when m.role = 'receiver' then 0 else 1 end, m.position_id
      )
      insert into correspondence_recipients (correspondence_id, user_id, role, department_id, security_project_id, delivered_at)
      select ${correspondenceId}, people.user_id, people.role, people.department_id,
        -- min(), not order by … limit 1: the latter walks the (project, position) index instead of the position index.
        (select min(s.security_project_id) from security_project_positions s where s.position_id = people.position_id),
        ${at}
      from people
      on conflict (correspondence_id, user_id) do nothing`);
    return Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0);
  },
};

/** The picker's choices: live records by name (people need 3 characters); personal groups are the owner's. */
export async function audienceChoices(db: Executor, type: Exclude<AudienceType, 'group'>, q: string | undefined, ownerUserId: number) {
  const named = (column: SQL) => (q ? containsFolded(column, q) : sql`true`);
  let query: SQL;
  switch (type) {
    case 'department':
      query = sql`select id, name from departments where deleted_at is null and ${named(sql`name`)} order by name limit 100`;
      break;
    case 'role':
      query = sql`select r.id, r.name || ' (' || d.name || ')' as name from roles r join departments d on d.id = r.department_id
        where r.deleted_at is null and ${named(sql`r.name`)} order by r.name, d.name limit 100`;
      break;
    case 'security_project':
      query = sql`select id, name from security_projects where deleted_at is null and ${named(sql`name`)} order by name limit 100`;
      break;
    case 'personal_group':
      query = sql`select id, name from personal_groups where deleted_at is null and owner_user_id = ${ownerUserId} and ${named(sql`name`)} order by name limit 100`;
      break;
    case 'position_with_user':
      if (!q || q.length < 3) return [];
      query = sql`select p.id, trim(u.first_name || ' ' || u.last_name) || ' - ' || r.name as name from positions p join users u on u.id = p.user_id
        join roles r on r.id = p.role_id where p.deleted_at is null and u.deleted_at is null
        and ${named(personNameOf('u'))} order by u.first_name, u.last_name limit 50`;
      break;
  }
  return (await rowsOf<{ id: number; name: string }>(db.execute(query))).map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * The people a set of typed entries names, as a SELECT of (user_id, position_id) — one live
 * position per person — for other features that address the same receiver types (bulk SMS).
 * Personal groups count only when the owner's; `group` (position groups) names no one yet.
 */
export function audiencePeopleSql(entries: readonly AudienceInput[], ownerUserId: number): SQL {
  const values = entries.length
    ? sql.join(entries.map((e) => sql`(${e.type}::text, ${e.id}::int)`), sql`, `)
    : sql`(null::text, null::int)`;
  return sql`
    with a(type, ref_id) as (values ${values}),
    g as (
      select m.kind, m.ref_id from a
      join personal_group_members m on a.type = 'personal_group' and m.personal_group_id = a.ref_id
      join personal_groups pg on pg.id = m.personal_group_id and pg.deleted_at is null and pg.owner_user_id = ${ownerUserId}
    ),
    matched as (
      select p.id as position_id from a join positions p on a.type = 'department' and p.department_id = a.ref_id
      union all select p.id from a join positions p on a.type = 'role' and p.role_id = a.ref_id
      union all select p.id from a join positions p on a.type = 'position_with_user' and p.id = a.ref_id
      union all select s.position_id from a join security_project_positions s on a.type = 'security_project' and s.security_project_id = a.ref_id
      union all select p.id from g join positions p on g.kind = 'department' and p.department_id = g.ref_id
      union all select p.id from g join positions p on g.kind = 'role' and p.role_id = g.ref_id
      union all select p.id from g join positions p on g.kind = 'position' and p.id = g.ref_id
    )
    select distinct on (p.user_id) p.user_id, p.id as position_id
    from matched m
    join positions p on p.id = m.position_id and p.deleted_at is null
    join users u on u.id = p.user_id and u.deleted_at is null
    order by p.user_id, p.is_primary desc, p.id`;
}

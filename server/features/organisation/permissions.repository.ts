import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type PermissionSource = 'role' | 'abstract-role' | 'permission-group' | 'position-group';

export interface SourcedPermission {
  permission: string;
  source: PermissionSource;
  /** The role, position (own grants) or position group that gives it. */
  source_id: number;
  source_name: string;
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Where each permission of a position comes from: its role and the role's parents, its abstract
 * roles and their parents, its own permission groups, and the position groups it belongs to.
 * `union` (not `union all`) in the recursive walk stops at a cycle of parents.
 */
export function sourcesSql(positionIds: ReturnType<typeof sql>) {
  return sql`
    with recursive seeds(position_id, role_id, source) as (
      select p.id, p.role_id, 'role' from positions p where p.id in (${positionIds}) and p.deleted_at is null
      union
      select par.position_id, par.role_id, 'abstract-role' from position_abstract_roles par
        join positions p on p.id = par.position_id and p.deleted_at is null where par.position_id in (${positionIds})
    ),
    chain(position_id, role_id, source, origin) as (
      select position_id, role_id, source, role_id from seeds
      union
      select c.position_id, r.parent_id, c.source, c.origin from chain c join roles r on r.id = c.role_id
        where r.parent_id is not null and r.deleted_at is null
    )
    select c.position_id, rp.permission, c.source, c.origin as source_id, o.name as source_name
      from chain c join role_permissions rp on rp.role_id = c.role_id join roles o on o.id = c.origin
      join roles cr on cr.id = c.role_id and cr.deleted_at is null
    union
    select pp.position_id, pp.permission, 'permission-group', pp.position_id, 'position' from position_permissions pp
      where pp.position_id in (${positionIds})
    union
    select m.position_id, gp.permission, 'position-group', g.id, g.name from position_group_positions m
      join position_groups g on g.id = m.group_id and g.deleted_at is null
      join position_group_permissions gp on gp.group_id = g.id
      where m.position_id in (${positionIds})`;
}

export const permissionsRepository = {
  /** The permission names a position holds, from every source (not counting the super flag). */
  async ofPosition(db: Executor, positionId: number): Promise<string[]> {
    const r = await db.execute(sql`select distinct permission from (${sourcesSql(sql`${positionId}`)}) s`);
    return rows<{ permission: string }>(r).map((x) => x.permission);
  },

  async sourcesOfPosition(db: Executor, positionId: number): Promise<SourcedPermission[]> {
    const r = await db.execute(sql`select permission, source, source_id, source_name from (${sourcesSql(sql`${positionId}`)}) s order by permission, source`);
    return rows<SourcedPermission>(r).map((x) => ({ ...x, source_id: Number(x.source_id) }));
  },

  /** Permissions a role holds with its parents: the own ones and the inherited ones (locked on the form). */
  async ofRole(db: Executor, roleId: number): Promise<{ own: string[]; inherited: string[] }> {
    const r = await db.execute(sql`
      with recursive chain(role_id, depth) as (
        select ${roleId}::int, 0
        union
        select r.parent_id, c.depth + 1 from chain c join roles r on r.id = c.role_id where r.parent_id is not null and c.depth < 50
      )
      select rp.permission, min(c.depth) as depth from chain c join role_permissions rp on rp.role_id = c.role_id group by rp.permission`);
    const list = rows<{ permission: string; depth: number }>(r);
    return {
      own: list.filter((x) => Number(x.depth) === 0).map((x) => x.permission).sort(),
      inherited: list.filter((x) => Number(x.depth) > 0).map((x) => x.permission).sort(),
    };
  },

  /** Inherited permissions of a set of roles (and their parents), for the position form's locked ticks. */
  async ofRoles(db: Executor, roleIds: number[]): Promise<string[]> {
    if (!roleIds.length) return [];
    const r = await db.execute(sql`
      with recursive chain(role_id, depth) as (
        select unnest(${`{${roleIds.join(',')}}`}::int[]), 0
        union
        select r.parent_id, c.depth + 1 from chain c join roles r on r.id = c.role_id where r.parent_id is not null and c.depth < 50
      )
      select distinct rp.permission from chain c join role_permissions rp on rp.role_id = c.role_id order by 1`);
    return rows<{ permission: string }>(r).map((x) => x.permission);
  },

  /** Every live position holding a permission, with the source; super roles hold all. */
  async holders(db: Executor, permission: string, limit: number, offset: number) {
    const r = await db.execute(sql`
      with live as (select id from positions where deleted_at is null and user_id is not null),
      src as (${sourcesSql(sql`select id from live`)})
      select s.position_id, s.source, s.source_id, s.source_name from src s where s.permission = ${permission}
      union
      select p.id, 'super', p.role_id, r.name from positions p join roles r on r.id = p.role_id
        where r.is_super and p.deleted_at is null and p.user_id is not null
      order by 1 limit ${limit} offset ${offset}`);
    return rows<{ position_id: number; source: string; source_id: number; source_name: string }>(r);
  },

  /** Live positions (with users) whose role chain or abstract roles include the role: who a role change reaches. */
  async positionsReachedByRole(db: Executor, roleId: number): Promise<number[]> {
    const r = await db.execute(sql`
      with recursive sub(role_id) as (
        select ${roleId}::int
        union
        select r.id from roles r join sub s on r.parent_id = s.role_id where r.deleted_at is null
      )
      select p.id from positions p where p.deleted_at is null and p.user_id is not null and p.role_id in (select role_id from sub)
      union
      select par.position_id from position_abstract_roles par join positions p on p.id = par.position_id
        where p.deleted_at is null and p.user_id is not null and par.role_id in (select role_id from sub)`);
    return rows<{ id: number }>(r).map((x) => Number(x.id));
  },
};

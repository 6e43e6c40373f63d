import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PositionItem } from '../../../src/contracts/people';
import type { Executor } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { positionItemsQuery, positionMatches, toPositionItem } from '../people/people.repository';

/**
 * Members of the caller's security projects (spec 3 §7 member searches): live positions that
 * belong to a live project of the scope. A member's project is the first such project.
 */
/** ' and spp.security_project_id in (…)' for a limited scope; nothing for every project. */
const inScopeOf = (scope: number[] | null) =>
  scope === null ? sql`` : sql` and spp.security_project_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;

function scopedProject(scope: number[] | null) {
  return sql<number | null>`(select min(spp.security_project_id) from security_project_positions spp
    join security_projects sp on sp.id = spp.security_project_id and sp.deleted_at is null
    where spp.position_id = "positions"."id"${inScopeOf(scope)})`;
}

const membersQuery = (db: Executor, scope: number[] | null) =>
  positionItemsQuery(db, { scoped_project_id: scopedProject(scope), role_id: positions.role_id });

/** Live positions in a live project of the scope (an IN over the membership index, not a per-row subquery). */
function memberOf(scope: number[] | null): SQL[] {
  return [
    isNull(positions.deleted_at),
    sql`${positions.id} in (select spp.position_id from security_project_positions spp
      join security_projects sp on sp.id = spp.security_project_id and sp.deleted_at is null where true${inScopeOf(scope)})`,
  ];
}

type MemberRow = Record<string, unknown> & { scoped_project_id: number | null; role_id: number };
const toMember = (r: MemberRow): PositionItem => ({ ...toPositionItem(r), security_project_id: r.scoped_project_id == null ? null : Number(r.scoped_project_id) });

export interface Member {
  item: PositionItem;
  project_id: number;
  role_id: number;
}

export const membersRepository = {
  async search(db: Executor, scope: number[] | null, q: string, limit: number): Promise<PositionItem[]> {
    if (scope?.length === 0) return [];
    const rows = await membersQuery(db, scope).where(and(...memberOf(scope), positionMatches(q)))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id)).limit(limit);
    return rows.map((r) => toMember(r as MemberRow));
  },

  /** Every member (up to `limit`), for the form data a device keeps. */
  async all(db: Executor, scope: number[] | null, limit: number): Promise<PositionItem[]> {
    if (scope?.length === 0) return [];
    const rows = await membersQuery(db, scope).where(and(...memberOf(scope)))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id)).limit(limit);
    return rows.map((r) => toMember(r as MemberRow));
  },

  /** One position when it is a member of the scope, with its project and role. */
  async member(db: Executor, scope: number[] | null, positionId: number): Promise<Member | undefined> {
    if (scope?.length === 0) return undefined;
    const [row] = await membersQuery(db, scope).where(and(...memberOf(scope), eq(positions.id, positionId))).limit(1);
    if (!row) return undefined;
    const r = row as MemberRow;
    return { item: toMember(r), project_id: Number(r.scoped_project_id), role_id: r.role_id };
  },
};

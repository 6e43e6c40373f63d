import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, personNameOf, type Page } from '../../db/sql';

export interface ShiftMember {
  position_id: number;
  user_id: number;
  full_name: string;
  role_name: string;
}

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** One line per person of the project (their first live position there), optionally by name. */
function members(projectId: number, keyword?: string): SQL {
  const name = personNameOf('u');
  const byName = keyword ? sql`and ${containsFolded(name, keyword)}` : sql``;
  return sql`(
    select distinct on (p.user_id) p.id as position_id, p.user_id, ${name} as full_name, r.name as role_name, u.first_name, u.last_name
    from security_project_positions spp
    join positions p on p.id = spp.position_id and p.deleted_at is null and p.user_id is not null
    join users u on u.id = p.user_id and u.deleted_at is null
    join roles r on r.id = p.role_id
    where spp.security_project_id = ${projectId} ${byName}
    order by p.user_id, p.id
  ) m`;
}

export const shiftsRepository = {
  async members(db: Executor, projectId: number, page: Page & { keyword?: string }): Promise<{ rows: ShiftMember[]; total: number }> {
    const from = members(projectId, page.keyword);
    const [rows, total] = await Promise.all([
      db.execute(sql`select position_id, user_id, full_name, role_name from ${from} order by first_name, last_name, user_id limit ${page.perpage} offset ${offsetOf(page)}`),
      db.execute(sql`select count(*)::int as n from ${from}`),
    ]);
    return {
      rows: rowsOf(rows).map((r) => ({ position_id: Number(r.position_id), user_id: Number(r.user_id), full_name: String(r.full_name), role_name: String(r.role_name) })),
      total: Number(rowsOf(total)[0]?.n ?? 0),
    };
  },
};

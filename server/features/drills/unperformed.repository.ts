import { sql, type SQL } from 'drizzle-orm';
import { DRILL_ROLE_NAMES, type DrillResult } from '../../../src/contracts/drills';
import type { Executor } from '../../db/client';
import { offsetOf, type Page } from '../../db/sql';
import { lastDrillDate } from './drill-filters';

export interface UnperformedRecord {
  position_id: number;
  full_name: string;
  national_id_number: string | null;
  role_name: string;
  project_id: number;
  project_name: string;
  project_short_code: string;
  last_drill_date: string | null;
  last_drill_result: DrillResult | null;
}

export interface Period {
  from: string;
  to: string;
}

/** Allow-listed orderings (constant SQL text); the list falls back to the person's name. */
const ORDER: Record<string, string> = {
  full_name: 'full_name',
  security_project: 'sp.name',
  role_name: 'r.name',
  last_drill_date: 'last_drill_date',
};

/**
 * Drills not yet performed (docs/decisions/drills.md): every pair of a live Airsider or
 * Interviewer position with a person in it and an active project it is a member of, in the
 * caller's scope, that has no live drill in that project within the period (both days inclusive).
 */
function fromWhere(scope: number[] | null, period: Period, filter: SQL | undefined): SQL {
  const scoped = scope === null ? sql`` : scope.length ? sql`and spp.security_project_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql`and false`;
  return sql`
    from security_project_positions spp
    join positions p on p.id = spp.position_id and p.deleted_at is null and p.user_id is not null
    join roles r on r.id = p.role_id and r.name in (${sql.join(DRILL_ROLE_NAMES.map((n) => sql`${n}`), sql`, `)})
    join security_projects sp on sp.id = spp.security_project_id and sp.deleted_at is null and sp.enable
    join users u on u.id = p.user_id
    left join employees e on e.user_id = p.user_id and e.deleted_at is null
    where not exists (
      select 1 from drill_audits d where d.deleted_at is null and d.drill_personal_position_id = spp.position_id
        and d.security_project_id = spp.security_project_id and d.drill_date between ${period.from}::date and ${period.to}::date)
    ${scoped} ${filter ? sql`and ${filter}` : sql``}`;
}

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
const dateText = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

function select(period: Period): SQL {
  return sql`select spp.position_id, concat_ws(' ', u.first_name, u.middle_name, u.last_name) as full_name, e.national_id_number,
    r.name as role_name, sp.id as project_id, sp.name as project_name, sp.short_code as project_short_code,
    ${lastDrillDate(period.to)}::text as last_drill_date,
    (select coalesce(d.drill_result, d.retest_drill_result) from drill_audits d where d.deleted_at is null
      and d.drill_personal_position_id = spp.position_id and d.security_project_id = spp.security_project_id and d.drill_date <= ${period.to}::date
      order by d.drill_date desc, d.id desc limit 1) as last_drill_result`;
}

function toRecord(r: Record<string, unknown>): UnperformedRecord {
  return {
    position_id: Number(r.position_id), full_name: String(r.full_name), national_id_number: (r.national_id_number as string | null) ?? null,
    role_name: String(r.role_name), project_id: Number(r.project_id), project_name: String(r.project_name),
    project_short_code: String(r.project_short_code), last_drill_date: dateText(r.last_drill_date),
    last_drill_result: (r.last_drill_result as DrillResult | null) ?? null,
  };
}

export const unperformedRepository = {
  async count(db: Executor, scope: number[] | null, period: Period, filter: SQL | undefined): Promise<number> {
    const result = await db.execute(sql`select count(*)::int as n ${fromWhere(scope, period, filter)}`);
    return Number(rowsOf(result)[0]?.n ?? 0);
  },

  async rows(db: Executor, scope: number[] | null, period: Period, filter: SQL | undefined, page: Page & { ordering?: string }) {
    const descending = page.ordering?.startsWith('-') ?? false;
    const column = ORDER[page.ordering?.replace(/^-/, '') ?? ''];
    const order = column ? sql.raw(`${column} ${descending ? 'desc nulls last' : 'asc nulls first'}, `) : sql``;
    const result = await db.execute(sql`${select(period)} ${fromWhere(scope, period, filter)}
      order by ${order}u.first_name, u.last_name, sp.name, spp.position_id limit ${page.perpage} offset ${offsetOf(page)}`);
    return rowsOf(result).map(toRecord);
  },
};

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import type { CriterionBody } from '../../../src/contracts/performance/criteria';
import { canMove, isAllowed, moveRefusedMessage, notAllowedMessage, type PeriodAction, type PeriodStatus } from '../../../src/contracts/performance/period-status';
import type { BaseScoreBody, CriterionRow, ExtraPointBody, Period, PeriodBody } from '../../../src/contracts/performance/periods';
import type { Executor } from '../../db/client';
import { containsFolded, pageMeta, type Page } from '../../db/sql';
import { conflict, info, notFound } from '../../plugins/http-errors';
import { iso, one, rows } from './sql';

type PeriodRow = Omit<Period, 'created_at'> & { created_at: unknown };
export const PERIOD_SELECT = sql`select p.id, p.name, p.start_at::text as start_at, p.end_at::text as end_at, p.status,
  p.objection_deadline::text as objection_deadline, p.role_group_ids, p.security_project_ids, p.created_at,
  (select count(*)::int from performance_cards c where c.performance_period_id = p.id and c.deleted_at is null) as cards_count,
  exists (select 1 from performance_calculation_runs r where r.performance_period_id = p.id and r.status in ('queued', 'running')) as calculating
  from performance_periods p`;
const shapePeriod = (r: PeriodRow): Period => ({ ...r, created_at: iso(r.created_at) });

/** A period, or 404. */
export async function periodOf(ex: Executor, id: number): Promise<Period> {
  const row = await one<PeriodRow>(ex, sql`${PERIOD_SELECT} where p.id = ${id} and p.deleted_at is null`);
  if (!row) throw notFound(M.periodNotFound);
  return shapePeriod(row);
}

/** The server side of spec 3 §4: an action outside its status is refused in Turkish. */
export function requireStatus(period: Pick<Period, 'status'>, action: PeriodAction): void {
  if (!isAllowed(period.status, action)) throw info(notAllowedMessage(period.status, action), 409);
}

export function periodsService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const now = () => app.deps.clock();

  return {
    async list(q: Page & { q?: string; status?: string }) {
      const where = sql`p.deleted_at is null ${q.q ? sql`and ${containsFolded(sql`p.name`, q.q)}` : sql``} ${q.status ? sql`and p.status = ${q.status}` : sql``}`;
      const [data, [total]] = await Promise.all([
        rows<PeriodRow>(db, sql`${PERIOD_SELECT} where ${where} order by p.start_at desc, p.id desc limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`),
        rows<{ n: number }>(db, sql`select count(*)::int as n from performance_periods p where ${where}`),
      ]);
      return { data: data.map(shapePeriod), meta: pageMeta(q, total?.n ?? 0) };
    },
    show: (id: number) => periodOf(db, id),
    async create(b: PeriodBody) {
      const [row] = await rows<{ id: number }>(db, sql`insert into performance_periods (name, start_at, end_at, objection_deadline, role_group_ids, security_project_ids)
        values (${b.name}, ${b.start_at}, ${b.end_at}, ${b.objection_deadline ?? null}, ${JSON.stringify(b.role_group_ids ?? [])}::jsonb, ${JSON.stringify(b.security_project_ids ?? [])}::jsonb) returning id`);
      return periodOf(db, row!.id);
    },
    /** Edits the fields; a status change moves exactly one step forward (period-status.ts). */
    async update(id: number, b: PeriodBody) {
      const current = await periodOf(db, id);
      if (current.status === 'closed') throw info(`Dönem "Kapandı" durumundayken düzenlenemez.`, 409);
      const status = (b.status ?? current.status) as PeriodStatus;
      if (status !== current.status && !canMove(current.status, status)) throw info(moveRefusedMessage(current.status, status), 409);
      await db.execute(sql`update performance_periods set name = ${b.name}, start_at = ${b.start_at}, end_at = ${b.end_at}, status = ${status},
        objection_deadline = ${b.objection_deadline ?? null}, role_group_ids = ${JSON.stringify(b.role_group_ids ?? [])}::jsonb,
        security_project_ids = ${JSON.stringify(b.security_project_ids ?? [])}::jsonb, updated_at = ${now()} where id = ${id}`);
      return periodOf(db, id);
    },
    async remove(id: number) {
      const p = await periodOf(db, id);
      if (p.cards_count > 0) throw conflict(M.periodHasCards);
      await db.execute(sql`update performance_periods set deleted_at = ${now()} where id = ${id}`);
    },

    // ---- base scores ----
    async baseScores(q: Page & { performance_period_id?: number; security_project_id?: number }) {
      const where = sql`b.deleted_at is null ${q.performance_period_id ? sql`and b.performance_period_id = ${q.performance_period_id}` : sql``}
        ${q.security_project_id ? sql`and b.security_project_id = ${q.security_project_id}` : sql``}`;
      const [data, [total]] = await Promise.all([
        rows<BaseScoreRow>(db, sql`${BASE_SELECT} where ${where} order by b.created_at desc, b.id desc limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`),
        rows<{ n: number }>(db, sql`select count(*)::int as n from performance_base_scores b where ${where}`),
      ]);
      return { data: data.map(shapeBase), meta: pageMeta(q, total?.n ?? 0) };
    },
    async baseScore(id: number) {
      const row = await one<BaseScoreRow>(db, sql`${BASE_SELECT} where b.id = ${id} and b.deleted_at is null`);
      if (!row) throw notFound(M.baseScoreNotFound);
      return shapeBase(row);
    },
    async saveBaseScore(id: number | undefined, b: BaseScoreBody) {
      await periodOf(db, Number(b.performance_period_id));
      const groups = JSON.stringify(b.role_group_ids ?? []);
      if (id) {
        await this.baseScore(id);
        await db.execute(sql`update performance_base_scores set performance_period_id = ${b.performance_period_id}, security_project_id = ${b.security_project_id},
          role_group_ids = ${groups}::jsonb, base_score = ${b.base_score}, updated_at = ${now()} where id = ${id}`);
        return this.baseScore(id);
      }
      const [row] = await rows<{ id: number }>(db, sql`insert into performance_base_scores (performance_period_id, security_project_id, role_group_ids, base_score)
        values (${b.performance_period_id}, ${b.security_project_id}, ${groups}::jsonb, ${b.base_score}) returning id`);
      return this.baseScore(row!.id);
    },
    async deleteBaseScore(id: number) {
      await this.baseScore(id);
      await db.execute(sql`update performance_base_scores set deleted_at = ${now()} where id = ${id}`);
    },
    baseScoreProjects: (periodId: number) => rows<{ id: number; name: string }>(db, sql`select distinct s.id, s.name from performance_base_scores b
      join security_projects s on s.id = b.security_project_id where b.performance_period_id = ${periodId} and b.deleted_at is null order by s.name`),
    async baseScoreRoleGroups(periodId: number, projectId: number) {
      const found = await rows<{ g: number }>(db, sql`select distinct jsonb_array_elements(b.role_group_ids)::int as g from performance_base_scores b
        where b.performance_period_id = ${periodId} and b.security_project_id = ${projectId} and b.deleted_at is null order by 1`);
      return found.map((r) => ({ id: Number(r.g), name: `Rol grubu ${r.g}` }));
    },
    projects: () => rows<{ id: number; name: string }>(db, sql`select id, name from security_projects order by name`),
    periodChoices: () => rows<{ id: number; name: string }>(db, sql`select id, name from performance_periods where deleted_at is null order by start_at desc`),

    // ---- extra points ----
    async extraPoints(q: Page & { point?: number }) {
      const where = sql`deleted_at is null ${q.point !== undefined ? sql`and point = ${q.point}` : sql``}`;
      const [data, [total]] = await Promise.all([
        rows<ExtraRow>(db, sql`select id, name, point::float8 as point, created_at from performance_extra_points where ${where} order by created_at desc, id desc limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`),
        rows<{ n: number }>(db, sql`select count(*)::int as n from performance_extra_points where ${where}`),
      ]);
      return { data: data.map(shapeExtra), meta: pageMeta(q, total?.n ?? 0) };
    },
    async extraPoint(id: number) {
      const row = await one<ExtraRow>(db, sql`select id, name, point::float8 as point, created_at from performance_extra_points where id = ${id} and deleted_at is null`);
      if (!row) throw notFound(M.extraPointNotFound);
      return shapeExtra(row);
    },
    async saveExtraPoint(id: number | undefined, b: ExtraPointBody) {
      if (id) {
        await this.extraPoint(id);
        await db.execute(sql`update performance_extra_points set name = ${b.name}, point = ${b.point}, updated_at = ${now()} where id = ${id}`);
        return this.extraPoint(id);
      }
      const [row] = await rows<{ id: number }>(db, sql`insert into performance_extra_points (name, point) values (${b.name}, ${b.point}) returning id`);
      return this.extraPoint(row!.id);
    },
    async deleteExtraPoint(id: number) {
      await this.extraPoint(id);
      await db.execute(sql`update performance_extra_points set deleted_at = ${now()} where id = ${id}`);
    },

    // ---- criteria ----
    async criteria(periodId: number) {
      const period = await periodOf(db, periodId);
      return { period, criterias: await criteriaOf(db, periodId), source_types: await rows<{ id: number; name: string; type: string }>(db,
        sql`select id, name, type from reward_penalty_types where deleted_at is null and performance_status order by name`) };
    },
    /** Replaces the list (active periods only); criteria already voted on are kept, marked deleted. */
    async saveCriteria(periodId: number, list: CriterionBody[]) {
      requireStatus(await periodOf(db, periodId), 'edit_criteria');
      await db.transaction(async (tx) => {
        const keep = list.map((c) => c.id).filter((v): v is number => !!v);
        await tx.execute(sql`update performance_criteria set deleted_at = ${now()} where performance_period_id = ${periodId} and deleted_at is null
          ${keep.length ? sql`and id not in (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql``}`);
        for (const [i, c] of list.entries()) {
          let cid = c.id;
          const owned = cid ? await one(tx, sql`select 1 from performance_criteria where id = ${cid} and performance_period_id = ${periodId}`) : undefined;
          if (cid && owned) {
            await tx.execute(sql`update performance_criteria set name = ${c.name}, type = ${c.type}, source_type_id = ${c.source_type_id}, criterion_entry_limit = ${c.criterion_entry_limit},
              weight = ${c.weight}, unit_point = ${c.unit_point}, standard_goal = ${c.standard_goal}, substandard_goal = ${c.substandard_goal}, sort = ${i}, deleted_at = null where id = ${cid}`);
          } else {
            const [row] = await rows<{ id: number }>(tx, sql`insert into performance_criteria (performance_period_id, name, type, source_type_id, criterion_entry_limit, weight, unit_point, standard_goal, substandard_goal, sort)
              values (${periodId}, ${c.name}, ${c.type}, ${c.source_type_id}, ${c.criterion_entry_limit}, ${c.weight}, ${c.unit_point}, ${c.standard_goal}, ${c.substandard_goal}, ${i}) returning id`);
            cid = row!.id;
          }
          const keepOptions = c.options.map((o) => o.id).filter((v): v is number => !!v);
          // Options no longer listed go only when no vote names them.
          await tx.execute(sql`delete from performance_criterion_options o where o.criterion_id = ${cid}
            ${keepOptions.length ? sql`and o.id not in (${sql.join(keepOptions.map((k) => sql`${k}`), sql`, `)})` : sql``}
            and not exists (select 1 from performance_votes v where v.option_id = o.id)`);
          for (const o of c.options) {
            if (o.id) await tx.execute(sql`update performance_criterion_options set name = ${o.name}, point = ${o.point} where id = ${o.id} and criterion_id = ${cid}`);
            else await tx.execute(sql`insert into performance_criterion_options (criterion_id, name, point) values (${cid}, ${o.name}, ${o.point})`);
          }
        }
      });
      return this.criteria(periodId);
    },
  };
}

/** The live criteria of a period with their options, in editor order. */
export async function criteriaOf(ex: Executor, periodId: number): Promise<CriterionRow[]> {
  const list = await rows<Omit<CriterionRow, 'options'>>(ex, sql`select id, name, type, source_type_id, criterion_entry_limit, weight::float8 as weight,
    unit_point::float8 as unit_point, standard_goal, substandard_goal from performance_criteria where performance_period_id = ${periodId} and deleted_at is null order by sort, id`);
  if (!list.length) return [];
  const options = await rows<{ id: number; criterion_id: number; name: string; point: number }>(ex, sql`select id, criterion_id, name, point::float8 as point
    from performance_criterion_options where criterion_id in (${sql.join(list.map((c) => sql`${c.id}`), sql`, `)}) order by id`);
  return list.map((c) => ({ ...c, options: options.filter((o) => o.criterion_id === c.id).map(({ id, name, point }) => ({ id, name, point })) }));
}

type BaseScoreRow = { id: number; performance_period_id: number; period_name: string; security_project_id: number; security_project_name: string | null; role_group_ids: number[]; base_score: number; created_at: unknown };
const BASE_SELECT = sql`select b.id, b.performance_period_id, p.name as period_name, b.security_project_id, s.name as security_project_name, b.role_group_ids,
  b.base_score::float8 as base_score, b.created_at from performance_base_scores b join performance_periods p on p.id = b.performance_period_id
  left join security_projects s on s.id = b.security_project_id`;
const shapeBase = (r: BaseScoreRow) => ({ ...r, created_at: iso(r.created_at) });
type ExtraRow = { id: number; name: string; point: number; created_at: unknown };
const shapeExtra = (r: ExtraRow) => ({ ...r, created_at: iso(r.created_at) });

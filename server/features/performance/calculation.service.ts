import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import { calculateCard, type CardRecord } from '../../../src/contracts/performance/card-formula';
import type { Criterion } from '../../../src/contracts/performance/criteria';
import type { Period } from '../../../src/contracts/performance/periods';
import type { Executor } from '../../db/client';
import { intArray } from '../../db/sql';
import { paceStep, restAfter } from '../../jobs/pace';
import { conflict } from '../../plugins/http-errors';
import { criteriaOf, periodOf, requireStatus } from './periods.service';
import { iso, one, rows } from './sql';

export const CALCULATION_JOB = 'run-employee-card-calculation';
/** Cards per transaction of calculatePeriod (the demo seed, nothing else running); the job's size is calculationPace.batch. */
const SEED_BATCH = 1000;

/**
 * The job's pace beside the API; a batch is one transaction, so a crash loses at most one batch of
 * work, which the retry redoes (docs/decisions/performance.md, "The calculation and the API"): after
 * each batch it rests twice the batch's time, so the API keeps two thirds of the machine while a run
 * takes three times its bare work. Batches of 250 cards on both backends: on PGlite a batch's
 * transaction holds the one connection, and on PostgreSQL a list call's p99 during a run was 73–98 ms
 * with 250 against 102–168 ms with 1,000 (bench:performance, 100,000 cards, 78 s against 45 s a run).
 * Every `vacuumEvery` cards the run vacuums the table: each rewritten card clears its page's bit in the
 * visibility map, and the list's total, counted from an index alone while the bits are set, went to the
 * heap for every rewritten card (9 → 80 ms for 100,000 cards); a vacuum after 5,000 cards takes ~80 ms.
 */
export const calculationPace = { batch: 250, restPerBusy: 2, vacuumEvery: 5000 } as const;

const idList = (ids: number[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `);

/**
 * Makes the missing cards of a period (spec 3 §4: while active): one per employee in the period's
 * projects and role groups (all when none are named), with the project's base score and the
 * project's first assessor (a position holding view-performance-assessor-cards there).
 */
export async function createCards(ex: Executor, period: Period): Promise<number> {
  const projects = period.security_project_ids;
  const groups = period.role_group_ids;
  const created = await rows<{ id: number; assessor_user_id: number | null }>(ex, sql`
    with staff as (
      select e.id as employee_id, e.user_id, e.full_name, e.national_id_number, e.role_id, r.role_group_id,
        coalesce(e.security_project_id, (select sp.security_project_id from positions p join security_project_positions sp on sp.position_id = p.id
          where p.user_id = e.user_id and p.deleted_at is null order by p.is_primary desc, p.id limit 1)) as security_project_id,
        (select p.id from positions p where p.user_id = e.user_id and p.deleted_at is null order by p.is_primary desc, p.id limit 1) as position_id
      from employees e left join roles r on r.id = e.role_id
      where e.deleted_at is null and e.exit_date is null
    ), assessors as (
      select distinct on (sp.security_project_id) sp.security_project_id, p.user_id, u.first_name || ' ' || u.last_name as full_name
      from security_project_positions sp join positions p on p.id = sp.position_id and p.deleted_at is null
      join role_permissions rp on rp.role_id = p.role_id and rp.permission = 'view-performance-assessor-cards'
      join users u on u.id = p.user_id
      order by sp.security_project_id, p.id
    )
    insert into performance_cards (performance_period_id, employee_id, user_id, position_id, full_name, national_id_number, security_project_id,
      role_id, role_group_id, assessor_user_id, assessor_full_name, base_score)
    select ${period.id}, s.employee_id, s.user_id, s.position_id, s.full_name, s.national_id_number, s.security_project_id, s.role_id, s.role_group_id,
      a.user_id, a.full_name,
      coalesce((select b.base_score from performance_base_scores b where b.performance_period_id = ${period.id} and b.deleted_at is null
        and b.security_project_id = s.security_project_id and (jsonb_array_length(b.role_group_ids) = 0 or b.role_group_ids @> to_jsonb(s.role_group_id))
        order by jsonb_array_length(b.role_group_ids) desc limit 1), 0)
    from staff s left join assessors a on a.security_project_id = s.security_project_id and a.user_id <> s.user_id
    where ${projects.length ? sql`s.security_project_id in (${idList(projects)})` : sql`true`}
      and ${groups.length ? sql`s.role_group_id in (${idList(groups)})` : sql`true`}
    on conflict (performance_period_id, employee_id) do nothing
    returning id, assessor_user_id`);
  const withAssessor = created.filter((c) => c.assessor_user_id);
  for (let i = 0; i < withAssessor.length; i += 1000) {
    const chunk = withAssessor.slice(i, i + 1000);
    await ex.execute(sql`insert into performance_card_managers (card_id, user_id, is_interviewer)
      values ${sql.join(chunk.map((c) => sql`(${c.id}, ${c.assessor_user_id}, true)`), sql`, `)} on conflict do nothing`);
  }
  return created.length;
}

interface CardRow { id: number; employee_id: number; base_score: number; extra_point_ids: number[] }

/** Computes and writes the given cards (one transaction, one UPDATE). */
async function computeCards(ex: Executor, period: Period, criteria: Criterion[], cards: CardRow[], runId: number | null): Promise<void> {
  if (!cards.length) return;
  const sourceTypes = [...new Set(criteria.map((c) => c.source_type_id).filter((v): v is number => v !== null))];
  const records = sourceTypes.length ? await rows<{ employee_id: number; type_id: number; event_at: string }>(ex, sql`
    select employee_id, type_id, event_at::text as event_at from employee_reward_penalties
    where employee_id = any(${intArray(cards.map((c) => c.employee_id))}) and deleted_at is null
      and type_id = any(${intArray(sourceTypes)}) and event_at between ${period.start_at} and ${period.end_at}`) : [];
  const votes = await rows<{ card_id: number; criterion_id: number; option_id: number }>(ex, sql`
    select card_id, criterion_id, option_id from performance_votes where card_id = any(${intArray(cards.map((c) => c.id))})`);
  const extraIds = [...new Set(cards.flatMap((c) => c.extra_point_ids))];
  const extras = new Map((extraIds.length ? await rows<{ id: number; point: number }>(ex, sql`select id, point::float8 as point from performance_extra_points
    where id = any(${intArray(extraIds)}) and deleted_at is null`) : []).map((e) => [e.id, e.point]));
  const votesByCard = new Map<number, typeof votes>();
  for (const v of votes) {
    const list = votesByCard.get(v.card_id) ?? [];
    list.push(v);
    votesByCard.set(v.card_id, list);
  }
  const byEmployee = new Map<number, CardRecord[]>();
  for (const r of records) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push({ type_id: r.type_id, event_at: r.event_at });
    byEmployee.set(r.employee_id, list);
  }
  const values = cards.map((card) => {
    const result = calculateCard({
      period: { start_date: period.start_at, end_date: period.end_at }, base_score: Number(card.base_score),
      extra_points: card.extra_point_ids.map((id) => extras.get(id) ?? 0), criteria,
      records: byEmployee.get(card.employee_id) ?? [], votes: votesByCard.get(card.id) ?? [],
    });
    return { id: card.id, score: result.score, rating: result.rating, cr: result.criteria };
  });
  // The batch's results as one JSON parameter, not 4 parameters a card (see intArray).
  await ex.execute(sql`update performance_cards c set score = v.score, performance_rating = v.rating, criteria_result = v.cr,
    calculated_at = now(), calculation_count = c.calculation_count + 1 ${runId ? sql`, calculation_run_id = ${runId}` : sql``}
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, score numeric, rating text, cr jsonb) where c.id = v.id`);
}

/** Every card of a period at once, without a run (demo seed, bench baseline). */
export async function calculatePeriod(ex: Executor, periodId: number, size = SEED_BATCH): Promise<void> {
  const period = await periodOf(ex, periodId);
  const criteria = (await criteriaOf(ex, periodId)) as Criterion[];
  for (let after = 0; ;) {
    const cards = await rows<CardRow>(ex, sql`select id, employee_id, base_score::float8 as base_score, extra_point_ids from performance_cards
      where performance_period_id = ${periodId} and id > ${after} and deleted_at is null and is_active order by id limit ${size}`);
    await computeCards(ex, period, criteria, cards, null);
    if (cards.length < size) return;
    after = cards[cards.length - 1]!.id;
  }
}

export function calculationService(app: FastifyInstance) {
  const db = app.deps.database.db;

  return {
    async running(periodId?: number) {
      const list = await rows<{ id: number; performance_period_id: number; status: string; total: number; processed: number; created_at: unknown }>(db, sql`
        select id, performance_period_id, status, total, processed, created_at from performance_calculation_runs
        where status in ('queued', 'running') ${periodId ? sql`and performance_period_id = ${periodId}` : sql``} order by id`);
      return list.map((r) => ({ ...r, created_at: iso(r.created_at) }));
    },

    /** Creates the missing cards (active periods) and queues one calculation run of the period. */
    async start(periodId: number, userId: number) {
      const period = await periodOf(db, periodId);
      requireStatus(period, 'calculate');
      return db.transaction(async (tx) => {
        // One run at a time per period: the lock makes two clicks queue one run.
        await tx.execute(sql`select id from performance_periods where id = ${periodId} for update`);
        if (await one(tx, sql`select 1 from performance_calculation_runs where performance_period_id = ${periodId} and status in ('queued', 'running')`)) {
          throw conflict(M.calculationRunning);
        }
        if (period.status === 'active') await createCards(tx, period);
        const [total] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from performance_cards where performance_period_id = ${periodId} and deleted_at is null and is_active`);
        const [run] = await rows<{ id: number; created_at: unknown }>(tx, sql`insert into performance_calculation_runs (performance_period_id, status, total, started_by, created_at)
          values (${periodId}, 'queued', ${total!.n}, ${userId}, ${app.deps.clock()}) returning id, created_at`);
        if (app.jobs.boss) await app.jobs.send(CALCULATION_JOB, { run_id: run!.id }, { tx });
        return { id: run!.id, performance_period_id: periodId, status: 'queued', total: total!.n, processed: 0, created_at: iso(run!.created_at) };
      });
    },

    /**
     * One batch of a run: the next cards after the run's cursor, written with the cursor in one
     * transaction. A crash rolls back the batch with its cursor, so a retry neither skips nor
     * counts a card twice. Answers true when the run is finished.
     */
    async batch(runId: number, size: number = calculationPace.batch): Promise<boolean> {
      return db.transaction(async (tx) => {
        const run = await one<{ performance_period_id: number; status: string; last_card_id: number }>(tx,
          sql`select performance_period_id, status, last_card_id from performance_calculation_runs where id = ${runId} for update`);
        if (!run || run.status === 'done' || run.status === 'failed') return true;
        const period = await periodOf(tx, run.performance_period_id);
        const criteria = (await criteriaOf(tx, period.id)) as Criterion[];
        const cards = await rows<CardRow>(tx, sql`select id, employee_id, base_score::float8 as base_score, extra_point_ids from performance_cards
          where performance_period_id = ${period.id} and id > ${run.last_card_id} and deleted_at is null and is_active
            and calculation_run_id is distinct from ${runId} order by id limit ${size}`);
        await computeCards(tx, period, criteria, cards, runId);
        const last = cards.length ? cards[cards.length - 1]!.id : run.last_card_id;
        const finished = cards.length < size;
        await tx.execute(sql`update performance_calculation_runs set status = ${finished ? 'done' : 'running'}, last_card_id = ${last},
          processed = processed + ${cards.length} ${finished ? sql`, finished_at = ${app.deps.clock()}` : sql``} where id = ${runId}`);
        return finished;
      });
    },

    /** The job: batches until the run is finished (resumes from the cursor after a crash), at calculationPace's pace. */
    async runAll(runId: number, options: { batch?: number; pause?: boolean; vacuumEvery?: number } = {}) {
      const size = options.batch ?? calculationPace.batch;
      const vacuumEvery = options.vacuumEvery ?? calculationPace.vacuumEvery;
      let batches = 0;
      for (;;) {
        const busy = { ms: 0 };
        // The turn after each batch lets requests waiting for the database go first (PGlite serves one
        // transaction at a time); the rest leaves the API most of the machine (calculationPace).
        if (await paceStep(busy, () => this.batch(runId, size))) break;
        batches += 1;
        if ((batches * size) % vacuumEvery < size) await paceStep(busy, () => db.execute(sql`vacuum performance_cards`));
        if (options.pause !== false) await restAfter(busy, calculationPace.restPerBusy);
      }
      // A run rewrites every card of the period: refresh the planner's statistics and the visibility map
      // at once (PGlite has no autovacuum; without this the HR list planned for 3 rows and read 100,000
      // through the heap: count 2.1 s → 0.3 s at 100,000 cards). Outside a transaction; PostgreSQL's
      // autovacuum would do the same later.
      await db.execute(sql`vacuum (analyze) performance_cards`);
      const run = await one<{ status: string; processed: number; total: number }>(db, sql`select status, processed, total from performance_calculation_runs where id = ${runId}`);
      return { ...run, batches: batches + 1 };
    },

    async fail(runId: number, message: string) {
      await db.execute(sql`update performance_calculation_runs set status = 'failed', error = ${message.slice(0, 1000)}, finished_at = ${app.deps.clock()} where id = ${runId}`);
    },

    /** One card now (spec: GET /performance-card/{id}/recalculate). */
    async recalculate(ex: Executor, cardId: number) {
      const card = await one<CardRow & { performance_period_id: number }>(ex, sql`select id, employee_id, base_score::float8 as base_score, extra_point_ids, performance_period_id
        from performance_cards where id = ${cardId} and deleted_at is null`);
      if (!card) return;
      const period = await periodOf(ex, card.performance_period_id);
      requireStatus(period, 'calculate');
      await computeCards(ex, period, (await criteriaOf(ex, period.id)) as Criterion[], [card], null);
    },
  };
}

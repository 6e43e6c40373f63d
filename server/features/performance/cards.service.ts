import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import type { DecisionBody, ObjectionBody, VoteBody } from '../../../src/contracts/performance/cards';
import { entryLimitRefusal, voteRefusal } from '../../../src/contracts/performance/criteria';
import type { AuthContext } from '../../plugins/auth';
import { nameContains, nameOrNationalId, pageMeta, type Page } from '../../db/sql';
import { conflict, forbidden, info, invalidField, notFound } from '../../plugins/http-errors';
import { calculationService } from './calculation.service';
import { LIST_SELECT, readCard, scopeSql, type CardScope } from './card-read';
import type { CardListRow } from '../../../src/contracts/performance/cards';
import { criteriaOf, periodOf, requireStatus } from './periods.service';
import { one, rows } from './sql';

export interface CardFilters extends Page {
  full_name?: string; national_id_number?: string; security_project_id?: number; assessor_full_name?: string;
  role_group_id?: number; role_id?: number; performance_rating?: string; with_deleted?: boolean; performance_period_id?: number; ordering?: string;
}

function filterSql(f: CardFilters, withAssessor = true): SQL {
  const parts: SQL[] = [];
  if (f.full_name) parts.push(nameContains(sql`c.full_name`, f.full_name));
  if (f.national_id_number) parts.push(sql`c.national_id_number like ${`${f.national_id_number}%`}`);
  if (f.security_project_id) parts.push(sql`c.security_project_id = ${f.security_project_id}`);
  if (f.assessor_full_name && withAssessor) parts.push(nameContains(sql`c.assessor_full_name`, f.assessor_full_name));
  if (f.role_group_id) parts.push(sql`c.role_group_id = ${f.role_group_id}`);
  if (f.role_id) parts.push(sql`c.role_id = ${f.role_id}`);
  if (f.performance_rating) parts.push(sql`c.performance_rating = ${f.performance_rating}`);
  if (f.performance_period_id) parts.push(sql`c.performance_period_id = ${f.performance_period_id}`);
  if (!f.with_deleted) parts.push(sql`c.deleted_at is null`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Spelled as the list indexes are built (created_at and score DESC NULLS LAST, id DESC NULLS LAST;
 * created_at and id are NOT NULL, so the nulls clauses change no order): a plain `desc` means NULLS
 * FIRST, which no index holds, and PostgreSQL sorted the period's 100,000 cards for every page.
 */
const ORDER: Record<string, SQL> = {
  created_at: sql`c.created_at nulls first, c.id nulls first`, '-created_at': sql`c.created_at desc nulls last, c.id desc nulls last`,
  full_name: sql`c.full_name, c.id`, '-full_name': sql`c.full_name desc, c.id desc`,
  score: sql`c.score nulls first, c.id nulls first`, '-score': sql`c.score desc nulls last, c.id desc nulls last`,
};

/**
 * A card list's page and its exact total. The total of a period's broad filter (a rating, a project, an
 * id prefix, an assessor) is counted from the performance_cards_period_count index alone, not from the
 * table (docs/decisions/search.md, "Exact totals").
 */
export function cardListSql(scope: CardScope, f: CardFilters, extra: SQL = sql`true`) {
  const where = sql`${scopeSql(scope)} and ${filterSql(f)} and ${extra}`;
  const order = ORDER[f.ordering ?? '-created_at'] ?? ORDER['-created_at']!;
  return {
    page: sql`${LIST_SELECT} where ${where} order by ${order} limit ${f.perpage} offset ${(f.page - 1) * f.perpage}`,
    count: f.assessor_full_name ? assessorCount(sql`${scopeSql(scope)} and ${filterSql(f, false)} and ${extra}`, f.assessor_full_name) : sql`select count(*)::int as n from performance_cards c where ${where}`,
  };
}

/**
 * The total with an assessor-name filter: the cards are counted per assessor name and each name is
 * folded and tested once, not once per card (a period has a few hundred assessors for 100,000 cards;
 * folding every card's name cost 26–65 ms of a 6–16 ms count). `offset 0` keeps the name test outside
 * the grouping: without it the planner pushes the test down into the scan, card by card.
 */
function assessorCount(where: SQL, name: string): SQL {
  return sql`select coalesce(sum(g.n), 0)::int as n from (select c.assessor_full_name, count(*) as n from performance_cards c where ${where}
    group by c.assessor_full_name offset 0) g where ${nameContains(sql`g.assessor_full_name`, name)}`;
}

export function cardsService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const now = () => app.deps.clock();

  async function list(scope: CardScope, f: CardFilters, extra: SQL = sql`true`) {
    const q = cardListSql(scope, f, extra);
    const [data, [total]] = await Promise.all([rows<CardListRow>(db, q.page), rows<{ n: number }>(db, q.count)]);
    return { data, meta: pageMeta(f, total?.n ?? 0) };
  }
  const hr: CardScope = { kind: 'hr' };
  const cardPeriod = async (cardId: number, periodId?: number) => {
    const row = await one<{ performance_period_id: number; is_active: boolean; deleted: boolean }>(db, sql`select performance_period_id, is_active, deleted_at is not null as deleted
      from performance_cards where id = ${cardId} ${periodId ? sql`and performance_period_id = ${periodId}` : sql``}`);
    if (!row) throw notFound(M.cardNotFound);
    return { ...row, period: await periodOf(db, row.performance_period_id) };
  };

  return {
    list: (periodId: number, f: CardFilters) => list(hr, { ...f, performance_period_id: periodId }),
    assessorList: (userId: number, f: CardFilters) => list({ kind: 'assessor', userId }, f, sql`c.is_active`),
    rejectedList: (f: CardFilters) => list(hr, f, sql`c.is_rejected`),
    show: (scope: CardScope, cardId: number, viewer: number, withDeleted = false) => readCard(db, scope, cardId, viewer, { withDeleted }),

    async showInPeriod(periodId: number, cardId: number, viewer: number) {
      await cardPeriod(cardId, periodId);
      return readCard(db, hr, cardId, viewer, { withDeleted: true });
    },
    async setActive(periodId: number, cardId: number, active: boolean) {
      await cardPeriod(cardId, periodId);
      await db.execute(sql`update performance_cards set is_active = ${active}, updated_at = ${now()} where id = ${cardId}`);
      return (await list(hr, { page: 1, perpage: 30, with_deleted: true }, sql`c.id = ${cardId}`)).data[0]!;
    },
    async setDeleted(periodId: number, cardId: number, deleted: boolean) {
      const card = await cardPeriod(cardId, periodId);
      if (card.period.status === 'closed') requireStatus(card.period, 'create_cards');
      await db.execute(sql`update performance_cards set deleted_at = ${deleted ? now() : null}, updated_at = ${now()} where id = ${cardId}`);
    },
    async extraPointChoices(periodId: number, cardId: number) {
      await cardPeriod(cardId, periodId);
      const [card] = await rows<{ extra_point_ids: number[] }>(db, sql`select extra_point_ids from performance_cards where id = ${cardId}`);
      return { extra_point_ids: card!.extra_point_ids, extra_points: await rows<{ id: number; name: string; point: number }>(db, sql`select id, name, point::float8 as point from performance_extra_points where deleted_at is null order by name`) };
    },
    async setExtraPoints(periodId: number, cardId: number, ids: number[], viewer: number) {
      const card = await cardPeriod(cardId, periodId);
      requireStatus(card.period, 'calculate');
      await db.transaction(async (tx) => {
        await tx.execute(sql`update performance_cards set extra_point_ids = ${JSON.stringify(ids)}::jsonb, updated_at = ${now()} where id = ${cardId}`);
        await calculationService(app).recalculate(tx, cardId);
      });
      return readCard(db, hr, cardId, viewer);
    },
    async recalculate(cardId: number, viewer: number) {
      await cardPeriod(cardId);
      await calculationService(app).recalculate(db, cardId);
      return readCard(db, hr, cardId, viewer);
    },

    /** The assessor's votes: only on cards they assess, while under_evaluation, within the options and entry limit. */
    async vote(cardId: number, auth: AuthContext, body: VoteBody) {
      const card = await readCard(db, { kind: 'assessor', userId: auth.userId }, cardId, auth.userId);
      requireStatus(card.active_period, 'vote');
      if (!card.is_active) throw info(M.cardInactive, 409);
      const criteria = await criteriaOf(db, card.performance_period_id);
      const errors: Record<string, string[]> = {};
      const perCriterion = new Map<number, number>();
      for (const [i, e] of body.evaluations.entries()) {
        const c = criteria.find((x) => x.id === Number(e.performance_evaluation_criteria_id));
        if (!c) { errors[`evaluations.${i}`] = ['Kriter bu döneme ait değil.']; continue; }
        const refusal = voteRefusal(c, Number(e.performance_evaluation_criteria_option_id));
        if (refusal) errors[`evaluations.${i}`] = [refusal];
        perCriterion.set(c.id, (perCriterion.get(c.id) ?? 0) + 1);
      }
      for (const [cid, entries] of perCriterion) {
        const c = criteria.find((x) => x.id === cid)!;
        // One vote is one entry; a criterion with limit 0 takes none.
        const refusal = entryLimitRefusal(c, entries) ?? (entries > 1 ? `"${c.name}" kriteri için birden fazla seçenek gönderildi.` : null);
        if (refusal) errors[`criterion.${cid}`] = [refusal];
      }
      if (Object.keys(errors).length) throw Object.assign(invalidField('evaluations', Object.values(errors).flat()[0]!), {});
      await db.transaction(async (tx) => {
        for (const e of body.evaluations) {
          await tx.execute(sql`insert into performance_votes (card_id, criterion_id, option_id, voter_user_id) values (${cardId}, ${e.performance_evaluation_criteria_id}, ${e.performance_evaluation_criteria_option_id}, ${auth.userId})
            on conflict (card_id, criterion_id) do update set option_id = excluded.option_id, voter_user_id = excluded.voter_user_id, updated_at = ${now()}`);
        }
        if (body.interviewer_feedback !== undefined && body.interviewer_feedback !== null) {
          await tx.execute(sql`update performance_cards set interviewer_feedback = ${body.interviewer_feedback}, interviewer_feedback_by = ${auth.userId},
            interviewer_feedback_at = ${now()} where id = ${cardId} and interviewer_feedback is distinct from ${body.interviewer_feedback}`);
        }
        await calculationService(app).recalculate(tx, cardId);
      });
      return readCard(db, { kind: 'assessor', userId: auth.userId }, cardId, auth.userId);
    },

    /** The own card of a period (latest period with a card when none named); null when there is none. */
    async mine(userId: number, periodId?: number) {
      const row = await one<{ id: number }>(db, sql`select c.id from performance_cards c join performance_periods p on p.id = c.performance_period_id
        where c.user_id = ${userId} and c.deleted_at is null and p.deleted_at is null ${periodId ? sql`and c.performance_period_id = ${periodId}` : sql``}
        order by p.start_at desc limit 1`);
      return row ? readCard(db, { kind: 'own', userId }, row.id, userId) : null;
    },
    async approve(cardId: number, userId: number) {
      const card = await readCard(db, { kind: 'own', userId }, cardId, userId);
      requireStatus(card.active_period, 'approve_card');
      if (card.is_approved || card.is_rejected) throw conflict(M.alreadyAnswered);
      await db.execute(sql`update performance_cards set is_approved = true, updated_at = ${now()} where id = ${cardId} and user_id = ${userId}`);
      return readCard(db, { kind: 'own', userId }, cardId, userId);
    },
    async object(cardId: number, userId: number, body: ObjectionBody) {
      const card = await readCard(db, { kind: 'own', userId }, cardId, userId);
      requireStatus(card.active_period, 'object_card');
      if (card.is_approved || card.is_rejected) throw conflict(M.alreadyAnswered);
      const known = await rows<{ id: number }>(db, sql`select id from performance_objection_reasons where id in (${sql.join(body.objection_reason_ids.map((i) => sql`${i}`), sql`, `)})`);
      if (known.length !== new Set(body.objection_reason_ids).size) throw invalidField('objection_reason_ids', M.objectionReasonRequired);
      await db.execute(sql`update performance_cards set is_rejected = true, objection_reason_ids = ${JSON.stringify(body.objection_reason_ids)}::jsonb,
        rejection_description = ${body.rejection_description}, objected_at = ${now()}, updated_at = ${now()} where id = ${cardId} and user_id = ${userId}`);
      return readCard(db, { kind: 'own', userId }, cardId, userId);
    },
    objectionReasons: () => rows<{ id: number; name: string }>(db, sql`select id, name from performance_objection_reasons order by id`),

    /** A second reviewer decides: never an assessor of the card, only before the period's deadline. */
    async decide(cardId: number, auth: AuthContext, body: DecisionBody, send: boolean) {
      const card = await readCard(db, hr, cardId, auth.userId);
      requireStatus(card.active_period, 'decide_objection');
      if (!card.is_rejected) throw conflict(M.notObjected);
      if (card.objection_decision) throw conflict(M.alreadyDecided);
      if (card.managers.some((m) => m.user_id === auth.userId)) throw forbidden(M.assessorCannotDecide);
      const deadline = card.active_period.objection_deadline;
      if (deadline && now().toISOString().slice(0, 10) > deadline) throw info(M.deadlinePassed, 409);
      await db.execute(sql`update performance_cards set objection_decision = ${body.objection_decision}, committee_rejection_description = ${body.committee_rejection_description},
        manager_rejection_description = ${body.manager_rejection_description ?? null}, decided_by = ${auth.userId}, decided_at = ${now()},
        decision_sent_at = ${send ? now() : null}, updated_at = ${now()} where id = ${cardId}`);
      return readCard(db, hr, cardId, auth.userId);
    },

    async setTrainings(cardId: number, ids: number[], viewer: number) {
      await cardPeriod(cardId);
      const known = ids.length ? await rows<{ id: number }>(db, sql`select id from reference_items where list = 'performance-training' and deleted_at is null and id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`) : [];
      if (known.length !== new Set(ids).size) throw invalidField('performance_training_ids', 'Geçersiz eğitim seçimi.');
      await db.execute(sql`update performance_cards set training_ids = ${JSON.stringify([...new Set(ids)])}::jsonb, updated_at = ${now()} where id = ${cardId}`);
      return readCard(db, hr, cardId, viewer);
    },
    /** HR, or an assessor of the card (their cards only). */
    async setFeedback(cardId: number, auth: AuthContext, text: string) {
      const scope: CardScope = auth.permissions.has('edit-performance-periods') ? hr : { kind: 'assessor', userId: auth.userId };
      const card = await readCard(db, scope, cardId, auth.userId);
      if (card.active_period.status === 'closed') requireStatus(card.active_period, 'evaluator_opinion');
      await db.execute(sql`update performance_cards set interviewer_feedback = ${text}, interviewer_feedback_by = ${auth.userId}, interviewer_feedback_at = ${now()},
        updated_at = ${now()} where id = ${cardId}`);
      return readCard(db, scope, cardId, auth.userId);
    },
    async managers(cardId: number) {
      await cardPeriod(cardId);
      return rows<{ user_id: number; full_name: string; is_interviewer: boolean }>(db, sql`select m.user_id, u.first_name || ' ' || u.last_name as full_name, m.is_interviewer
        from performance_card_managers m join users u on u.id = m.user_id where m.card_id = ${cardId} order by m.id`);
    },
    assessorCandidates: () => rows<{ user_id: number; full_name: string }>(db, sql`select distinct u.id as user_id, u.first_name || ' ' || u.last_name as full_name
      from positions p join role_permissions rp on rp.role_id = p.role_id and rp.permission = 'view-performance-assessor-cards' join users u on u.id = p.user_id
      where p.deleted_at is null and u.deleted_at is null order by 2`),
    /** Evaluators are set while the period is active (spec 3 §4). */
    async setManagers(cardId: number, list: { user_id: number; is_interviewer: boolean }[]) {
      const card = await cardPeriod(cardId);
      requireStatus(card.period, 'set_evaluators');
      const users = await rows<{ id: number; full_name: string; owner: boolean }>(db, sql`select u.id, u.first_name || ' ' || u.last_name as full_name,
        u.id = (select user_id from performance_cards where id = ${cardId}) as owner from users u where u.deleted_at is null and u.id in (${sql.join(list.map((m) => sql`${m.user_id}`), sql`, `)})`);
      if (users.length !== new Set(list.map((m) => m.user_id)).size) throw invalidField('managers', 'Geçersiz değerlendirici.');
      if (users.some((u) => u.owner)) throw invalidField('managers', 'Personel kendi kartını değerlendiremez.');
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from performance_card_managers where card_id = ${cardId}`);
        for (const m of list) await tx.execute(sql`insert into performance_card_managers (card_id, user_id, is_interviewer) values (${cardId}, ${m.user_id}, ${m.is_interviewer}) on conflict do nothing`);
        const first = users.find((u) => u.id === list[0]!.user_id)!;
        await tx.execute(sql`update performance_cards set assessor_user_id = ${first.id}, assessor_full_name = ${first.full_name}, updated_at = ${now()} where id = ${cardId}`);
      });
      return this.managers(cardId);
    },

    searchEmployees: (q: string, periodId: number) => rows<{ id: number; full_name: string; national_id_number: string }>(db, sql`select e.id, e.full_name, e.national_id_number
      from employees e where e.deleted_at is null and ${nameOrNationalId(sql`e.full_name`, sql`e.national_id_number`, q)}
      and not exists (select 1 from performance_cards c where c.employee_id = e.id and c.performance_period_id = ${periodId}) order by e.full_name limit 20`),
    async manualAdd(periodId: number, employeeId: number) {
      const period = await periodOf(db, periodId);
      requireStatus(period, 'create_cards');
      const employee = await one<{ id: number }>(db, sql`select id from employees where id = ${employeeId} and deleted_at is null`);
      if (!employee) throw notFound(M.employeeNotFound);
      if (await one(db, sql`select 1 from performance_cards where performance_period_id = ${periodId} and employee_id = ${employeeId}`)) throw conflict(M.employeeAlreadyInPeriod);
      // The same card making as the calculation, narrowed to one employee and marked manual.
      const [row] = await rows<{ id: number }>(db, sql`insert into performance_cards (performance_period_id, employee_id, user_id, position_id, full_name, national_id_number, security_project_id, role_id, role_group_id, is_manual)
        select ${periodId}, e.id, e.user_id, (select p.id from positions p where p.user_id = e.user_id and p.deleted_at is null order by p.is_primary desc, p.id limit 1),
          e.full_name, e.national_id_number, coalesce(e.security_project_id, (select sp.security_project_id from positions p join security_project_positions sp on sp.position_id = p.id
            where p.user_id = e.user_id and p.deleted_at is null order by p.is_primary desc, p.id limit 1)), e.role_id, r.role_group_id, true
        from employees e left join roles r on r.id = e.role_id where e.id = ${employeeId} returning id`);
      return (await list(hr, { page: 1, perpage: 30 }, sql`c.id = ${row!.id}`)).data[0]!;
    },
    async setExcluded(cardId: number, excluded: boolean, ids?: { p: number; e: number }) {
      const card = await cardPeriod(cardId, ids?.p);
      if (ids && !(await one(db, sql`select 1 from performance_cards where id = ${cardId} and employee_id = ${ids.e}`))) throw notFound(M.cardNotFound);
      if (card.period.status === 'closed') requireStatus(card.period, 'create_cards');
      await db.execute(sql`update performance_cards set is_active = ${!excluded}, updated_at = ${now()} where id = ${cardId}`);
    },

    /** Calibration (beyond the spec): how each assessor and each project rates, so an assessor who gives everyone 100 shows. */
    async calibration(periodId: number) {
      await periodOf(db, periodId);
      const by = (key: SQL) => rows<{ key: string; total: number; average: number | null; high: number; standard: number; substandard: number; low: number }>(db, sql`
        select coalesce(${key}, '—') as key, count(*)::int as total, round(avg(c.score)::numeric, 2)::float8 as average,
          count(*) filter (where c.performance_rating = 'high')::int as high, count(*) filter (where c.performance_rating = 'standard')::int as standard,
          count(*) filter (where c.performance_rating = 'substandard')::int as substandard, count(*) filter (where c.performance_rating = 'low')::int as low
        from performance_cards c left join security_projects s on s.id = c.security_project_id
        where c.performance_period_id = ${periodId} and c.deleted_at is null and c.is_active group by 1 order by 1`);
      return { by_assessor: await by(sql`c.assessor_full_name`), by_project: await by(sql`s.name`) };
    },
  };
}

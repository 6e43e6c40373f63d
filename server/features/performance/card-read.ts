import { sql, type SQL } from 'drizzle-orm';
import type { CardDetail, CardListRow } from '../../../src/contracts/performance/cards';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import { isAllowed } from '../../../src/contracts/performance/period-status';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/http-errors';
import type { CardCriterionResult } from './performance.table';
import { criteriaOf, periodOf } from './periods.service';
import { isoOrNull, one, rows } from './sql';

/**
 * Who reads a card decides which rows exist for them (spec 3 §6; record rules in SQL):
 * HR reads every card, an assessor only the cards they assess, an employee only their own.
 */
export type CardScope = { kind: 'hr' } | { kind: 'assessor'; userId: number } | { kind: 'own'; userId: number };

export function scopeSql(scope: CardScope): SQL {
  if (scope.kind === 'assessor') return sql`exists (select 1 from performance_card_managers m where m.card_id = c.id and m.user_id = ${scope.userId})`;
  if (scope.kind === 'own') return sql`c.user_id = ${scope.userId}`;
  return sql`true`;
}

export const LIST_SELECT = sql`select c.id, c.performance_period_id, p.name as period_name, c.employee_id, c.user_id, c.full_name, c.national_id_number,
  c.security_project_id, s.name as security_project_name, c.assessor_full_name, c.role_group_id, c.score::float8 as score, c.performance_rating,
  c.is_active, c.is_approved, c.is_rejected, c.objection_decision, (c.deleted_at is not null) as deleted,
  exists (select 1 from performance_votes v where v.card_id = c.id) as voted
  from performance_cards c join performance_periods p on p.id = c.performance_period_id left join security_projects s on s.id = c.security_project_id`;

type Raw = CardListRow & {
  position_id: number | null; base_score: number; criteria_result: CardCriterionResult[]; training_ids: number[]; extra_point_ids: number[];
  interviewer_feedback: string | null; objection_reason_ids: number[]; rejection_description: string | null; committee_rejection_description: string | null;
  manager_rejection_description: string | null; decided_at: unknown; objected_at: unknown; calculated_at: unknown; assessor_user_id: number | null;
};

/** The card as the screens show it, or 404 when the reader's scope does not hold it. */
export async function readCard(ex: Executor, scope: CardScope, cardId: number, viewerId: number, opts: { withDeleted?: boolean } = {}): Promise<CardDetail> {
  const raw = await one<Raw>(ex, sql`select * from (${LIST_SELECT}) x join lateral (select c.position_id, c.base_score::float8 as base_score, c.criteria_result,
      c.training_ids, c.extra_point_ids, c.interviewer_feedback, c.objection_reason_ids, c.rejection_description, c.committee_rejection_description,
      c.manager_rejection_description, c.decided_at, c.objected_at, c.calculated_at, c.assessor_user_id
      from performance_cards c where c.id = x.id) d on true
    where x.id = ${cardId} and exists (select 1 from performance_cards c where c.id = x.id and ${scopeSql(scope)} ${opts.withDeleted ? sql`` : sql`and c.deleted_at is null`})`);
  if (!raw) throw notFound(M.cardNotFound);
  const period = await periodOf(ex, raw.performance_period_id);
  const [criteria, votes, trainings, extras, managers] = await Promise.all([
    criteriaOf(ex, period.id),
    rows<{ criterion_id: number; option_id: number }>(ex, sql`select criterion_id, option_id from performance_votes where card_id = ${cardId}`),
    raw.training_ids.length ? rows<{ id: number; name: string }>(ex, sql`select id, label as name from reference_items where id in (${sql.join(raw.training_ids.map((i) => sql`${i}`), sql`, `)})`) : [],
    raw.extra_point_ids.length ? rows<{ id: number; name: string; point: number }>(ex, sql`select id, name, point::float8 as point from performance_extra_points where id in (${sql.join(raw.extra_point_ids.map((i) => sql`${i}`), sql`, `)})`) : [],
    rows<{ user_id: number; full_name: string; is_interviewer: boolean }>(ex, sql`select m.user_id, u.first_name || ' ' || u.last_name as full_name, m.is_interviewer
      from performance_card_managers m join users u on u.id = m.user_id where m.card_id = ${cardId} order by m.id`),
  ]);
  const results = new Map(raw.criteria_result.map((r) => [r.criterion_id, r]));
  const isAssessor = managers.some((m) => m.user_id === viewerId);
  return {
    id: raw.id, performance_period_id: raw.performance_period_id, period_name: raw.period_name, employee_id: raw.employee_id, user_id: raw.user_id,
    full_name: raw.full_name, national_id_number: raw.national_id_number, security_project_id: raw.security_project_id, security_project_name: raw.security_project_name,
    assessor_full_name: raw.assessor_full_name, role_group_id: raw.role_group_id, score: raw.score, performance_rating: raw.performance_rating,
    is_active: raw.is_active, is_approved: raw.is_approved, is_rejected: raw.is_rejected, objection_decision: raw.objection_decision, deleted: raw.deleted, voted: raw.voted,
    position: { id: raw.position_id, user_id: raw.user_id }, base_score: raw.base_score,
    criterias: criteria.map((c) => {
      const r = results.get(c.id);
      return { ...c, count: r?.count ?? 0, counted: r?.counted ?? 0, vote_point: r?.vote_point ?? 0, points: r?.points ?? 0, goal: r?.goal ?? 'standard' };
    }),
    trainings, extra_points: extras, interviewer_feedback: raw.interviewer_feedback,
    evaluations: votes.map((v) => ({ performance_evaluation_criteria_id: v.criterion_id, performance_evaluation_criteria_option_id: v.option_id })),
    is_editable_evaluation: isAssessor && raw.is_active && isAllowed(period.status, 'vote'),
    can_answer: raw.user_id === viewerId && raw.is_active && !raw.is_approved && !raw.is_rejected && isAllowed(period.status, 'object_card'),
    can_decide: raw.is_rejected && !raw.objection_decision && !isAssessor && raw.assessor_user_id !== viewerId && isAllowed(period.status, 'decide_objection'),
    active_period: period, objection_reason_ids: raw.objection_reason_ids, rejection_description: raw.rejection_description,
    committee_rejection_description: raw.committee_rejection_description, manager_rejection_description: raw.manager_rejection_description,
    decided_at: isoOrNull(raw.decided_at), objected_at: isoOrNull(raw.objected_at), calculated_at: isoOrNull(raw.calculated_at), managers,
  };
}

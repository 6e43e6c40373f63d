import type { CardType, Criterion } from './criteria';

/**
 * The performance card formula (docs/decisions/performance.md), one pure function used by the
 * calculation job, the single-card recalculation and the screens' explanation of a score.
 *
 * For each criterion:
 *   count    = the employee's reward/penalty/absence/report records of the criterion's
 *              reward/penalty type with event_at inside the period (deleted records excluded)
 *   counted  = min(count, criterion_entry_limit)
 *   points   = (sign × counted × unit_point + vote) × weight / 100
 *              sign = −1 for 'i' (penalty), +1 for 'b' (bonus); vote = the chosen option's point, or 0
 *   goal     = 'b': count ≥ standard_goal → standard, ≥ substandard_goal → substandard, else below
 *              'i': count ≤ standard_goal → standard, ≤ substandard_goal → substandard, else below
 * score  = clamp(base_score + Σ points + Σ extra points, 0, 100), rounded to 2 decimals
 * rating = score ≥ 90 high · ≥ 70 standard · ≥ 50 substandard · else low
 */
export const RATINGS = ['high', 'standard', 'substandard', 'low'] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  high: 'Yüksek Performans', standard: 'Standart', substandard: 'Standart Altı', low: 'Düşük Performans',
};
export type GoalLevel = 'standard' | 'substandard' | 'below';

export interface CardRecord { type_id: number; event_at: string; deleted?: boolean }
export interface CardVote { criterion_id: number; option_id: number }
export interface CardInput {
  period: { start_date: string; end_date: string };
  base_score: number;
  extra_points: number[];
  criteria: Criterion[];
  records: CardRecord[];
  votes: CardVote[];
}
export interface CriterionResult {
  criterion_id: number; type: CardType; count: number; counted: number; vote_point: number; points: number; goal: GoalLevel;
}
export interface CardResult { criteria: CriterionResult[]; score: number; rating: Rating }

const round2 = (n: number) => Math.round(n * 100) / 100;

export function goalLevel(type: CardType, count: number, standard: number, substandard: number): GoalLevel {
  if (type === 'b') return count >= standard ? 'standard' : count >= substandard ? 'substandard' : 'below';
  return count <= standard ? 'standard' : count <= substandard ? 'substandard' : 'below';
}

export function ratingOf(score: number): Rating {
  return score >= 90 ? 'high' : score >= 70 ? 'standard' : score >= 50 ? 'substandard' : 'low';
}

export function calculateCard(input: CardInput): CardResult {
  const { start_date, end_date } = input.period;
  const inPeriod = input.records.filter((r) => !r.deleted && r.event_at.slice(0, 10) >= start_date && r.event_at.slice(0, 10) <= end_date);
  const criteria = input.criteria.map((c): CriterionResult => {
    const count = c.source_type_id === null ? 0 : inPeriod.filter((r) => r.type_id === c.source_type_id).length;
    const counted = Math.min(count, c.criterion_entry_limit);
    const vote = input.votes.find((v) => v.criterion_id === c.id);
    const vote_point = vote ? (c.options.find((o) => o.id === vote.option_id)?.point ?? 0) : 0;
    const sign = c.type === 'i' ? -1 : 1;
    const points = round2(((sign * counted * c.unit_point) + vote_point) * c.weight / 100);
    return { criterion_id: c.id, type: c.type, count, counted, vote_point, points, goal: goalLevel(c.type, count, c.standard_goal, c.substandard_goal) };
  });
  const raw = input.base_score + criteria.reduce((s, c) => s + c.points, 0) + input.extra_points.reduce((s, p) => s + p, 0);
  const score = round2(Math.min(100, Math.max(0, raw)));
  return { criteria, score, rating: ratingOf(score) };
}

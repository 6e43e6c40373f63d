import { describe, expect, it } from 'vitest';
import { calculateCard, goalLevel, ratingOf, type CardInput } from './card-formula';
import { criterionBody, entryLimitRefusal, requiredMessage, voteRefusal, type Criterion } from './criteria';
import { canMove, isAllowed, moveRefusedMessage, nextStatus, notAllowedMessage, PERIOD_STATUSES } from './period-status';

describe('period status moves (spec 3 §4)', () => {
  it('moves only one step forward: active → under_evaluation → under_objection → closed', () => {
    const allowed: string[] = [];
    for (const from of PERIOD_STATUSES) for (const to of PERIOD_STATUSES) if (canMove(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed).toEqual(['active>under_evaluation', 'under_evaluation>under_objection', 'under_objection>closed']);
    expect(nextStatus('closed')).toBeNull();
  });
  it('allows each action only in its status; nothing after closed', () => {
    expect(isAllowed('active', 'create_cards')).toBe(true);
    expect(isAllowed('active', 'add_observation_note')).toBe(true);
    expect(isAllowed('active', 'vote')).toBe(false);
    expect(isAllowed('under_evaluation', 'vote')).toBe(true);
    expect(isAllowed('under_evaluation', 'object_card')).toBe(false);
    expect(isAllowed('under_objection', 'object_card')).toBe(true);
    expect(isAllowed('under_objection', 'approve_card')).toBe(true);
    for (const a of ['create_cards', 'vote', 'approve_card', 'object_card', 'calculate', 'edit_criteria'] as const) expect(isAllowed('closed', a)).toBe(false);
  });
  it('answers refusals in Turkish', () => {
    expect(notAllowedMessage('closed', 'object_card')).toBe('İtiraz dönem "Kapandı" durumundayken yapılamaz.');
    expect(moveRefusedMessage('active', 'closed')).toContain('geçirilemez');
  });
});

const crit = (over: Partial<Criterion>): Criterion => ({
  id: 1, name: 'Devamsızlık', type: 'i', source_type_id: 10, criterion_entry_limit: 5, weight: 100, unit_point: 2,
  standard_goal: 0, substandard_goal: 2, options: [], ...over,
});
const input = (over: Partial<CardInput>): CardInput => ({
  period: { start_date: '2026-01-01', end_date: '2026-12-31' }, base_score: 80, extra_points: [], criteria: [], records: [], votes: [], ...over,
});

describe('the card formula', () => {
  it('subtracts penalty and adds bonus records inside the period, up to the entry limit, weighted', () => {
    const r = calculateCard(input({
      criteria: [crit({}), crit({ id: 2, name: 'Ödül', type: 'b', source_type_id: 20, unit_point: 5, weight: 50, standard_goal: 2, substandard_goal: 1 })],
      records: [
        { type_id: 10, event_at: '2026-02-01' }, { type_id: 10, event_at: '2026-03-01' }, { type_id: 10, event_at: '2025-12-31' },
        { type_id: 10, event_at: '2026-04-01', deleted: true }, { type_id: 20, event_at: '2026-05-01' }, { type_id: 99, event_at: '2026-05-01' },
      ],
    }));
    expect(r.criteria[0]).toMatchObject({ count: 2, counted: 2, points: -4, goal: 'substandard' });
    expect(r.criteria[1]).toMatchObject({ count: 1, points: 2.5, goal: 'substandard' });
    expect(r.score).toBe(78.5);
    expect(r.rating).toBe('standard');
  });
  it('caps counted records at criterion_entry_limit and clamps the score to 0..100', () => {
    const records = Array.from({ length: 30 }, () => ({ type_id: 10, event_at: '2026-06-01' }));
    const r = calculateCard(input({ criteria: [crit({ criterion_entry_limit: 3, unit_point: 40 })], records }));
    expect(r.criteria[0]).toMatchObject({ count: 30, counted: 3, points: -120, goal: 'below' });
    expect(r.score).toBe(0);
    expect(calculateCard(input({ extra_points: [15, 10] })).score).toBe(100);
  });
  it('adds the assessor vote option point, weighted', () => {
    const c = crit({ source_type_id: null, type: 'b', weight: 50, options: [{ id: 7, name: 'İyi', point: 10 }] });
    expect(calculateCard(input({ criteria: [c], votes: [{ criterion_id: 1, option_id: 7 }] })).score).toBe(85);
    expect(voteRefusal(c, 7)).toBeNull();
    expect(voteRefusal(c, 8)).toContain('geçersiz seçenek');
    expect(entryLimitRefusal(crit({}), 6)).toContain('giriş limiti');
  });
  it('grades goals and ratings at their boundaries', () => {
    expect(goalLevel('b', 3, 3, 1)).toBe('standard');
    expect(goalLevel('i', 3, 0, 2)).toBe('below');
    expect([ratingOf(90), ratingOf(89.99), ratingOf(70), ratingOf(50), ratingOf(49.99)]).toEqual(['high', 'standard', 'standard', 'substandard', 'low']);
  });
});

describe('the criteria form (spec 3 §5, §8)', () => {
  it('answers "<label> alanı gereklidir." for every missing field', () => {
    const r = criterionBody.safeParse({ type: 'i', name: '', criterion_entry_limit: '', weight: null });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    for (const f of ['name', 'criterion_entry_limit', 'weight', 'unit_point', 'standard_goal', 'substandard_goal'] as const) {
      expect(messages).toContain(requiredMessage(f));
    }
    expect(requiredMessage('weight')).toBe('Ağırlık alanı gereklidir.');
  });
  it('accepts a complete criterion from form strings', () => {
    const r = criterionBody.parse({ name: 'Rapor', type: 'i', criterion_entry_limit: '5', weight: '100', unit_point: '2', standard_goal: 0, substandard_goal: '2' });
    expect(r).toMatchObject({ criterion_entry_limit: 5, weight: 100, source_type_id: null, options: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { DRILL_MESSAGES, drillBody, drillStage, drillUpdateBody, dropRetestWhenResulted, finalResult, unperformedBody } from './drills';

const retest = { retest_drill_creator_position_id: 7, retest_drill_date: '2026-03-12', retest_drill_result: 'successful' as const };
const base = {
  drill_code_id: 1, security_project_id: 2, drill_date: '2026-03-10', drill_creator_position_id: 3, drill_personal_position_id: 4,
};

describe('the retest rule (spec 2 §5)', () => {
  it('drops every retest field once a drill_result is recorded', () => {
    for (const drill_result of ['successful', 'unsuccessful'] as const) {
      expect(dropRetestWhenResulted({ drill_result, ...retest })).toEqual({
        drill_result, retest_drill_creator_position_id: null, retest_drill_date: null, retest_drill_result: null,
      });
    }
  });

  it('keeps the retest path while there is no drill_result, and never changes its input', () => {
    const input = { drill_result: null, ...retest };
    expect(dropRetestWhenResulted(input)).toEqual(input);
    expect(dropRetestWhenResulted(input)).not.toBe(input);
    const resulted = { drill_result: 'successful' as const, ...retest };
    dropRetestWhenResulted(resulted);
    expect(resulted.retest_drill_date).toBe('2026-03-12');
  });

  it('applies in both body schemas, so the server stores no retest beside a result', () => {
    for (const schema of [drillBody, drillUpdateBody]) {
      const parsed = schema.parse({ ...base, drill_result: 'unsuccessful', ...retest });
      expect(parsed).toMatchObject({ drill_result: 'unsuccessful', retest_drill_creator_position_id: null, retest_drill_date: null, retest_drill_result: null });
    }
  });

  it('refuses a retest before the drill and a retest result without its date and person', () => {
    const early = drillUpdateBody.safeParse({ ...base, retest_drill_date: '2026-03-09', retest_drill_creator_position_id: 7 });
    expect(early.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['retest_drill_date', DRILL_MESSAGES.retestBeforeDrill]]);
    const bare = drillUpdateBody.safeParse({ ...base, retest_drill_result: 'successful' });
    expect(bare.error?.issues.map((i) => i.path.join('.'))).toEqual(['retest_drill_result']);
    // The same retest fields are fine once a result makes them irrelevant: they are dropped first.
    expect(drillUpdateBody.safeParse({ ...base, drill_result: 'successful', retest_drill_result: 'successful', retest_drill_date: '2026-01-01' }).success).toBe(true);
  });

  it('names the stage and the outcome', () => {
    expect(drillStage({})).toBe('pending');
    expect(drillStage({ retest_drill_date: '2026-03-12' })).toBe('retest-pending');
    expect(drillStage({ retest_drill_creator_position_id: 7 })).toBe('retest-pending');
    expect(drillStage(retest)).toBe('completed');
    expect(drillStage({ drill_result: 'unsuccessful' })).toBe('completed');
    expect(finalResult({ drill_result: 'unsuccessful' })).toBe('unsuccessful');
    expect(finalResult({ ...retest, retest_drill_result: 'unsuccessful' })).toBe('unsuccessful');
    expect(finalResult({})).toBeNull();
  });
});

describe('the planning body', () => {
  it('takes a period in order, with the builder limits of spec 2 §9', () => {
    expect(unperformedBody.safeParse({ started_at: '2026-03-01', ended_at: '2026-03-31' }).success).toBe(true);
    expect(unperformedBody.safeParse({ started_at: '2026-03-31', ended_at: '2026-03-01' }).error?.issues[0]?.message).toBe(DRILL_MESSAGES.periodOrder);
    const group = { sourceType: 'unperformed-drill', logicalOperator: 'VE', conditions: [] };
    expect(unperformedBody.safeParse({ groups: [group, group, group, group] }).success).toBe(true);
    expect(unperformedBody.safeParse({ groups: [group, group, group, group, group] }).success).toBe(false);
    const cond = { sourceField: { name: 'full_name' }, comparisonOperator: { value: 'contains' }, value: 'a' };
    expect(unperformedBody.safeParse({ groups: [{ ...group, conditions: [cond, cond, cond, cond, cond] }] }).success).toBe(false);
  });
});

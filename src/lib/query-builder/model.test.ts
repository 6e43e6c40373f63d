import { describe, expect, it } from 'vitest';
import { COMPARISONS_BY_TYPE, comparisonOption, MAX_FILTER_GROUPS, MAX_GROUP_CONDITIONS, type ComparisonValue, type FilterCondition } from '@/contracts/query-filter';
import { canAddCondition, canAddGroup, conditionProblem, defaultOperatorFor, fitValue, groupLimit, operatorsFor, parseNumberText, shapeOf } from './model';

const cond = (op: ComparisonValue, value: FilterCondition['value']): FilterCondition => ({ sourceField: { name: 'f' }, comparisonOperator: comparisonOption(op), value });

describe('comparisons offered', () => {
  it("offers the type's comparisons, narrowed (never widened) by the field", () => {
    expect(operatorsFor({ type: 'date' })).toEqual(COMPARISONS_BY_TYPE.date);
    expect(operatorsFor({ type: 'text', operators: ['starts_with', 'equals', 'gt'] })).toEqual(['equals', 'starts_with']);
    expect(operatorsFor({ type: 'boolean', operators: ['between'] })).toEqual([]);
  });

  it('offers one-value comparisons only for a typeahead field (its value is an id)', () => {
    expect(operatorsFor({ type: 'number', typeaheadPath: '/search/position' })).toEqual(['equals', 'not_equals', 'is_empty', 'is_not_empty']);
  });

  it("starts text conditions with 'ile başlar', others with their first comparison", () => {
    expect(defaultOperatorFor({ type: 'text' })).toBe('starts_with');
    expect(defaultOperatorFor({ type: 'text', operators: ['contains', 'equals'] })).toBe('equals');
    expect(defaultOperatorFor({ type: 'date' })).toBe('equals');
    expect(defaultOperatorFor({ type: 'boolean', operators: ['in'] })).toBe('');
  });
});

describe('value shapes', () => {
  it('knows the shape of each comparison', () => {
    expect([shapeOf('is_empty'), shapeOf('is_not_empty'), shapeOf('between'), shapeOf('in'), shapeOf('contains'), shapeOf(null)]).toEqual(['none', 'none', 'pair', 'list', 'one', 'one']);
  });

  it('fits values without losing what was typed', () => {
    expect(fitValue('a', 'list')).toEqual(['a']);
    expect(fitValue(['a', ' ', 'b'], 'list')).toEqual(['a', 'b']);
    expect(fitValue(5, 'pair')).toEqual([5, '']);
    expect(fitValue([1, 2, 3], 'pair')).toEqual([1, 2]);
    expect(fitValue([false], 'one')).toBe(false);
    expect(fitValue(undefined, 'one')).toBeNull();
    expect(fitValue(Number.NaN, 'one')).toBeNull();
    expect(fitValue({ a: 1 }, 'list')).toEqual([]);
    expect(fitValue('x', 'none')).toBeNull();
  });
});

describe('limits', () => {
  it('allows 4 groups by default, 1 when the screen says so, never more than 4 or less than 1', () => {
    expect(groupLimit(undefined)).toBe(MAX_FILTER_GROUPS);
    expect(groupLimit(1)).toBe(1);
    expect(groupLimit(10)).toBe(MAX_FILTER_GROUPS);
    expect(groupLimit(0)).toBe(1);
    expect(groupLimit(Number.NaN)).toBe(MAX_FILTER_GROUPS);
    expect([0, 1, 2, 3, 4].map((n) => canAddGroup(n, undefined))).toEqual([true, true, true, true, false]);
    expect([0, 1].map((n) => canAddGroup(n, 1))).toEqual([true, false]);
  });

  it('allows 4 conditions per group', () => {
    expect(MAX_GROUP_CONDITIONS).toBe(4);
    expect([0, 3, 4, 5].map(canAddCondition)).toEqual([true, true, false, false]);
  });
});

describe('condition problems', () => {
  it('reads numbers typed with a comma or a point, keeps anything else as text', () => {
    expect(parseNumberText('1,5')).toBe(1.5);
    expect(parseNumberText(' -12 ')).toBe(-12);
    expect(parseNumberText('1.')).toBe('1.');
    expect(parseNumberText('12a')).toBe('12a');
  });

  it('flags bad dates and numbers, and half a range; empty conditions are no problem', () => {
    expect(conditionProblem(cond('equals', '2024-02-30'), { type: 'date' })).toBe('forms:errors.dateImpossible');
    expect(conditionProblem(cond('gt', '12/03'), { type: 'date' })).toBe('forms:errors.dateIncomplete');
    expect(conditionProblem(cond('equals', '2024-02-29'), { type: 'date' })).toBeNull();
    expect(conditionProblem(cond('equals', '1.'), { type: 'number' })).toBe('query-builder:errors.number');
    expect(conditionProblem(cond('in', [1, 'x']), { type: 'number' })).toBe('query-builder:errors.number');
    expect(conditionProblem(cond('between', [1, '']), { type: 'number' })).toBe('query-builder:errors.betweenBoth');
    expect(conditionProblem(cond('between', ['', '']), { type: 'number' })).toBeNull();
    expect(conditionProblem(cond('between', ['2024-01-01', '2024-12-31']), { type: 'date' })).toBeNull();
    expect(conditionProblem(cond('equals', null), { type: 'number' })).toBeNull();
    expect(conditionProblem(cond('is_empty', null), { type: 'date' })).toBeNull();
    expect(conditionProblem(cond('equals', 'anything'), { type: 'text' })).toBeNull();
  });
});

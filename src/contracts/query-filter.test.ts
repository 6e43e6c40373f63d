import { describe, expect, it } from 'vitest';
import {
  COMPARISONS,
  COMPARISONS_BY_TYPE,
  comparisonOption,
  dropEmptyConditions,
  isEmptyCondition,
  queryFilter,
  queryFilterSchema,
  startsWithGroup,
  trashedScopeOf,
  type FilterCondition,
  type QueryFilter,
} from './query-filter';

const cond = (name: string, op: FilterCondition['comparisonOperator'], value?: FilterCondition['value']): FilterCondition => ({
  sourceField: { name, label: name },
  comparisonOperator: op,
  value,
});
const startsWith = comparisonOption('starts_with');
const group = (conditions: FilterCondition[], logicalOperator: 'VE' | 'VEYA' = 'VE') => ({ sourceType: 'employee', logicalOperator, conditions });

describe('dropEmptyConditions', () => {
  it('drops conditions without a value or an operator, and the groups they leave empty', () => {
    const tree: QueryFilter = {
      groups: [
        group([cond('first_name', startsWith, 'Ali'), cond('last_name', startsWith, '   '), cond('national_id_number', null, '123')]),
        group([cond('first_name', startsWith, null), cond('last_name', startsWith, [])]),
        group([cond('middle_name', comparisonOption('is_empty')), cond('id', comparisonOption('in'), ['', ' '])], 'VEYA'),
      ],
      only_trashed: true,
    };
    const out = dropEmptyConditions(tree);
    expect(out.groups).toHaveLength(2);
    expect(out.groups[0]!.conditions.map((c) => c.sourceField.name)).toEqual(['first_name']);
    // is_empty needs no value; a list of blanks is no value.
    expect(out.groups[1]!.conditions.map((c) => c.sourceField.name)).toEqual(['middle_name']);
    expect(out.groups[1]!.logicalOperator).toBe('VEYA');
    expect(out.only_trashed).toBe(true);
    // Pure: the input tree is unchanged.
    expect(tree.groups).toHaveLength(3);
    expect(tree.groups[0]!.conditions).toHaveLength(3);
  });

  it('keeps false and 0 as values', () => {
    expect(isEmptyCondition(cond('is_foreign', comparisonOption('equals'), false))).toBe(false);
    expect(isEmptyCondition(cond('id', comparisonOption('equals'), 0))).toBe(false);
    expect(isEmptyCondition(cond('', comparisonOption('equals'), 'x'))).toBe(true);
    expect(isEmptyCondition(cond('id', undefined, 1))).toBe(true);
  });

  it('opens default groups of starts-with conditions, which count as empty until filled', () => {
    const fresh = startsWithGroup('employee', [{ name: 'first_name', label: 'Adı' }, { name: 'last_name', label: 'Soyadı' }]);
    expect(fresh.conditions.map((c) => [c.sourceField.name, c.comparisonOperator?.label])).toEqual([['first_name', 'ile başlar'], ['last_name', 'ile başlar']]);
    expect(queryFilter.safeParse({ groups: [fresh] }).success).toBe(true);
    expect(dropEmptyConditions({ groups: [fresh] }).groups).toEqual([]);
  });

  it('answers an empty tree for an empty tree', () => {
    expect(dropEmptyConditions({ groups: [] })).toEqual({ groups: [] });
  });
});

describe('queryFilter schema', () => {
  const conditions = (n: number) => Array.from({ length: n }, () => cond('first_name', startsWith, 'a'));

  it('accepts 4 groups of 4 conditions and refuses a fifth of either', () => {
    const four = { groups: Array.from({ length: 4 }, () => group(conditions(4))) };
    expect(queryFilter.safeParse(four).success).toBe(true);
    const fiveGroups = queryFilter.safeParse({ groups: Array.from({ length: 5 }, () => group(conditions(1))) });
    expect(fiveGroups.success).toBe(false);
    expect(fiveGroups.error?.issues[0]?.message).toBe('En fazla 4 filtre grubu eklenebilir.');
    const fiveConditions = queryFilter.safeParse({ groups: [group(conditions(5))] });
    expect(fiveConditions.error?.issues[0]?.message).toBe('Bir grupta en fazla 4 koşul olabilir.');
  });

  it('allows a single group for non-default reports', () => {
    const schema = queryFilterSchema({ maxGroups: 1 });
    expect(schema.safeParse({ groups: [group(conditions(1))] }).success).toBe(true);
    const two = schema.safeParse({ groups: [group(conditions(1)), group(conditions(1))] });
    expect(two.error?.issues[0]?.message).toBe('En fazla 1 filtre grubu eklenebilir.');
  });

  it('refuses unknown logical and comparison operators and unbounded text', () => {
    expect(queryFilter.safeParse({ groups: [{ ...group(conditions(1)), logicalOperator: 'XOR' }] }).success).toBe(false);
    expect(queryFilter.safeParse({ groups: [group([cond('a', { value: 'regex' as never }, 'x')])] }).success).toBe(false);
    expect(queryFilter.safeParse({ groups: [group([cond('a', startsWith, 'x'.repeat(256))])] }).success).toBe(false);
    expect(queryFilter.safeParse({ groups: [group([cond('a', comparisonOption('in'), Array(101).fill(1))])] }).success).toBe(false);
  });

  it('defaults the logical operator to VE and groups to none', () => {
    const parsed = queryFilter.parse({ groups: [{ sourceType: 'employee', conditions: [] }] });
    expect(parsed.groups[0]!.logicalOperator).toBe('VE');
    expect(queryFilter.parse({}).groups).toEqual([]);
  });
});

describe('comparisons', () => {
  it('labels every comparison in Turkish and offers each to at least one field type', () => {
    expect(comparisonOption('starts_with')).toEqual({ value: 'starts_with', label: 'ile başlar', operator: 'LIKE', format: '{0}%' });
    expect(COMPARISONS.contains.label).toBe('içerir');
    expect(COMPARISONS.equals.label).toBe('eşittir');
    const offered = new Set(Object.values(COMPARISONS_BY_TYPE).flat());
    expect([...offered].sort()).toEqual(Object.keys(COMPARISONS).sort());
  });

  it('reads personnel status from the flags', () => {
    expect(trashedScopeOf({})).toBe('active');
    expect(trashedScopeOf({ only_trashed: true })).toBe('inactive');
    expect(trashedScopeOf({ with_trashed: true })).toBe('all');
    expect(trashedScopeOf({ with_trashed: true, only_trashed: true })).toBe('inactive');
  });
});

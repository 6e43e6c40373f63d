import { describe, expect, it } from 'vitest';
import { comparisonOption, dropEmptyConditions, startsWithGroup, type QueryFilter } from '@/contracts/query-filter';
import { conditionToRule, fromRqb, sameTree, toRqb, type BuilderGroup } from './rqb-model';
import type { QueryBuilderField } from './types';

const fields: QueryBuilderField[] = [
  { name: 'first_name', label: 'Ad', type: 'text' },
  { name: 'last_name', label: 'Soyad', type: 'text' },
  { name: 'national_id_number', label: 'T.C. Kimlik No', type: 'text' },
  { name: 'hired_at', label: 'İşe giriş', type: 'date' },
  { name: 'age', label: 'Yaş', type: 'number' },
  { name: 'position_id', label: 'Pozisyon', type: 'number', typeaheadPath: '/search/position' },
  { name: 'is_active', label: 'Aktif', type: 'boolean' },
];

const tree: QueryFilter = {
  with_trashed: true,
  groups: [
    startsWithGroup('employee', fields.slice(0, 3).map(({ name, label }) => ({ name, label }))),
    {
      sourceType: 'employee',
      logicalOperator: 'VEYA',
      conditions: [
        { sourceField: { name: 'hired_at', label: 'İşe giriş' }, comparisonOperator: comparisonOption('between'), value: ['2020-01-01', '2020-12-31'] },
        { sourceField: { name: 'age', label: 'Yaş' }, comparisonOperator: comparisonOption('in'), value: [30, 40] },
        { sourceField: { name: 'position_id', label: 'Pozisyon' }, comparisonOperator: { ...comparisonOption('equals'), typeaheadUrl: '/search/position' }, value: 7, valueLabel: 'Ayşe Yılmaz' },
        { sourceField: { name: 'is_active', label: 'Aktif' }, comparisonOperator: comparisonOption('equals'), value: false },
      ],
    },
    { sourceType: 'employee', logicalOperator: 'VE', conditions: [{ sourceField: { name: 'last_name', label: 'Soyad' }, comparisonOperator: comparisonOption('is_empty'), value: null }] },
  ],
};

let n = 0;
const ids = () => `id${++n}`;

describe('our tree <-> react-querybuilder', () => {
  it('maps groups to sub-groups of the root and conditions to their rules, VE/VEYA to and/or', () => {
    const q = toRqb(tree, ids);
    expect(q.combinator).toBe('and');
    expect(q.rules).toHaveLength(3);
    const [g1, g2] = q.rules as BuilderGroup[];
    expect(g1!.combinator).toBe('and');
    expect(g2!.combinator).toBe('or');
    expect(g1!.rules.map((r) => ('field' in r ? [r.field, r.operator, r.value] : null))).toEqual([
      ['first_name', 'starts_with', null],
      ['last_name', 'starts_with', null],
      ['national_id_number', 'starts_with', null],
    ]);
    expect(g2!.rules[2]).toMatchObject({ field: 'position_id', operator: 'equals', value: 7, meta: { valueLabel: 'Ayşe Yılmaz' } });
    // Every rule and group has its own id (react-querybuilder keys rows by them).
    const all = [q, ...q.rules, ...(q.rules as BuilderGroup[]).flatMap((g) => g.rules)].map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('round-trips: tree -> model -> tree is the same tree, flags included', () => {
    const back = fromRqb(toRqb(tree, ids), 'employee', fields, tree);
    expect(back).toEqual(tree);
    expect(sameTree(back, tree)).toBe(true);
  });

  it('round-trips an empty filter and keeps only_trashed', () => {
    const empty: QueryFilter = { groups: [], only_trashed: true };
    expect(fromRqb(toRqb(empty, ids), 'employee', fields, empty)).toEqual(empty);
  });

  it('completes the comparison from the contract and adds the typeahead url', () => {
    const q = toRqb(tree, ids);
    const pos = (q.rules[1] as BuilderGroup).rules[2]!;
    const stripped = { ...q, rules: [{ ...(q.rules[1] as BuilderGroup), rules: [pos] }] };
    const c = fromRqb(stripped as BuilderGroup, 'employee', fields).groups[0]!.conditions[0]!;
    expect(c.comparisonOperator).toEqual({ value: 'equals', label: 'eşittir', operator: '=', typeaheadUrl: '/search/position' });
  });

  it('fits the value to a changed comparison instead of sending the wrong shape', () => {
    const group = (operator: string, value: unknown): BuilderGroup => ({
      combinator: 'and',
      rules: [{ combinator: 'or', rules: [{ field: 'first_name', operator, value: value as never }] }],
    });
    const first = (operator: string, value: unknown) => fromRqb(group(operator, value), 'employee', fields).groups[0]!.conditions[0]!;
    expect(first('in', 'Ali').value).toEqual(['Ali']);
    expect(first('equals', ['Ali', 'Veli']).value).toBe('Ali');
    expect(first('between', 'Ali').value).toEqual(['Ali', '']);
    expect(first('is_empty', 'Ali').value).toBeNull();
    expect(first('bogus', 'Ali')).toMatchObject({ comparisonOperator: null, value: 'Ali' });
    expect(first('equals', { $ne: 1 }).value).toBeNull();
  });

  it('keeps a value label only for a typeahead field with a chosen value', () => {
    const rule = (field: string, value: unknown) => ({ combinator: 'and', rules: [{ combinator: 'and', rules: [{ field, operator: 'equals', value, meta: { valueLabel: 'Eski seçim' } }] }] }) as BuilderGroup;
    expect(fromRqb(rule('position_id', 9), 'employee', fields).groups[0]!.conditions[0]!.valueLabel).toBe('Eski seçim');
    expect(fromRqb(rule('position_id', null), 'employee', fields).groups[0]!.conditions[0]!.valueLabel).toBeUndefined();
    expect(fromRqb(rule('first_name', 'Ali'), 'employee', fields).groups[0]!.conditions[0]!.valueLabel).toBeUndefined();
  });

  it('keeps the label of a field the screen no longer offers', () => {
    const rule = conditionToRule({ sourceField: { name: 'retired_field', label: 'Eski alan' }, comparisonOperator: comparisonOption('equals'), value: 'x' }, ids);
    const back = fromRqb({ combinator: 'and', rules: [{ combinator: 'and', rules: [rule] }] }, 'employee', fields);
    expect(back.groups[0]!.conditions[0]!.sourceField).toEqual({ name: 'retired_field', label: 'Eski alan' });
  });

  it('ignores rules at the root and groups nested inside groups (the builder makes neither)', () => {
    const q: BuilderGroup = {
      combinator: 'or',
      rules: [
        { field: 'first_name', operator: 'equals', value: 'stray' },
        { combinator: 'and', rules: [{ field: 'age', operator: 'gt', value: 3 }, { combinator: 'and', rules: [{ field: 'age', operator: 'lt', value: 9 }] }] },
      ],
    };
    const back = fromRqb(q, 'employee', fields);
    expect(back.groups).toHaveLength(1);
    expect(back.groups[0]!.conditions.map((c) => c.value)).toEqual([3]);
  });

  it('leaves the default groups empty until typed, so dropEmptyConditions removes them', () => {
    const back = fromRqb(toRqb({ groups: [startsWithGroup('employee', fields.slice(0, 3))] }, ids), 'employee', fields);
    expect(dropEmptyConditions(back).groups).toEqual([]);
  });

  it('sameTree ignores key order and undefined keys, not values', () => {
    const a: QueryFilter = { groups: [{ sourceType: 's', logicalOperator: 'VE', conditions: [{ sourceField: { name: 'a', label: 'A' }, value: 1, valueLabel: undefined }] }] };
    const b: QueryFilter = { groups: [{ conditions: [{ value: 1, sourceField: { label: 'A', name: 'a' } }], logicalOperator: 'VE', sourceType: 's' }] };
    expect(sameTree(a, b)).toBe(true);
    expect(sameTree(a, { groups: [{ ...b.groups[0]!, logicalOperator: 'VEYA' }] })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { comparisonOption, MAX_FILTER_GROUPS, startsWithGroup, type FilterGroup, type QueryFilter } from '@/contracts/query-filter';
import { decodeFilter, encodeFilter, MAX_ENCODED_LENGTH } from './filter-codec';

const group = (n = 1): FilterGroup => ({
  sourceType: 'employee',
  logicalOperator: 'VEYA',
  conditions: Array.from({ length: n }, (_, i) => ({
    sourceField: { name: 'first_name', label: 'Ad' },
    comparisonOperator: comparisonOption('starts_with'),
    value: `Şükrü ${i}`,
  })),
});

const tree: QueryFilter = {
  only_trashed: true,
  groups: [
    group(2),
    {
      sourceType: 'employee',
      logicalOperator: 'VE',
      conditions: [
        { sourceField: { name: 'position_id', label: 'Pozisyon' }, comparisonOperator: { ...comparisonOption('equals'), typeaheadUrl: '/search/position' }, value: 7, valueLabel: 'İsmail Öztürk' },
        { sourceField: { name: 'hired_at', label: 'İşe giriş' }, comparisonOperator: comparisonOption('between'), value: ['2020-01-01', '2020-12-31'] },
        { sourceField: { name: 'is_active' }, comparisonOperator: comparisonOption('equals'), value: false },
        { sourceField: { name: 'x' }, comparisonOperator: null, value: null },
      ],
    },
  ],
};

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('filterStorage encoding', () => {
  it('round-trips a tree (Turkish text, flags, typeahead url, booleans, pairs)', () => {
    const encoded = encodeFilter(tree);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFilter(encoded)).toEqual(tree);
  });

  it('round-trips the default groups and an empty filter', () => {
    const defaults: QueryFilter = { groups: [startsWithGroup('employee', [{ name: 'first_name', label: 'Ad' }])] };
    expect(decodeFilter(encodeFilter(defaults))).toEqual(defaults);
    expect(decodeFilter(encodeFilter({ groups: [] }))).toEqual({ groups: [] });
  });

  it('leaves the display data out of the URL and restores it from the contract', () => {
    const encoded = encodeFilter(tree);
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).not.toContain('ile başlar');
    // A hand-made link cannot make a comparison read as something it is not.
    const forged = { groups: [{ sourceType: 'employee', conditions: [{ sourceField: { name: 'a' }, comparisonOperator: { value: 'equals', label: 'içermez', operator: 'LIKE' } }] }] };
    expect(decodeFilter(base64url(JSON.stringify(forged)))!.groups[0]!.conditions[0]!.comparisonOperator).toEqual(comparisonOption('equals'));
  });

  it('accepts plain JSON typed into the URL, with the schema defaults', () => {
    expect(decodeFilter('{"groups":[{"sourceType":"employee","conditions":[]}]}')).toEqual({ groups: [{ sourceType: 'employee', logicalOperator: 'VE', conditions: [] }] });
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['not base64', '%%%!!'],
    ['base64 of text', base64url('merhaba')],
    ['base64 of a number', base64url('42')],
    ['truncated', encodeFilter(tree).slice(0, 40)],
    ['broken JSON', '{"groups":['],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
    ['groups not a list', base64url('{"groups":"all"}')],
    ['unknown comparison', base64url(JSON.stringify({ groups: [{ sourceType: 'e', conditions: [{ sourceField: { name: 'a' }, comparisonOperator: { value: 'drop_table' } }] }] }))],
    ['bad logical operator', base64url(JSON.stringify({ groups: [{ sourceType: 'e', logicalOperator: 'XOR', conditions: [] }] }))],
    ['object as value', base64url(JSON.stringify({ groups: [{ sourceType: 'e', conditions: [{ sourceField: { name: 'a' }, value: { $gt: 1 } }] }] }))],
    ['too many groups', encodeFilter({ groups: Array.from({ length: MAX_FILTER_GROUPS + 1 }, () => group()) })],
    ['too many conditions', encodeFilter({ groups: [group(5)] })],
    ['too long', 'A'.repeat(MAX_ENCODED_LENGTH + 1)],
  ])('decodes garbage to null: %s', (_name, input) => {
    expect(decodeFilter(input)).toBeNull();
  });

  it('accepts the limits themselves: 4 groups of 4 conditions', () => {
    const full = { groups: Array.from({ length: MAX_FILTER_GROUPS }, () => group(4)) };
    expect(decodeFilter(encodeFilter(full))).toEqual(full);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPARISONS } from '@/contracts/query-filter';
import { TYPEAHEAD_LIMIT, typeaheadItems } from './typeahead-items';

describe('typeahead answers', () => {
  it('reads id and name, full_name or label; skips records without them', () => {
    expect(
      typeaheadItems([
        { id: 1, name: 'Şef' },
        { id: 2, full_name: 'Ayşe Yılmaz' },
        { id: 'x3', label: 'Üçüncü' },
        { id: 4 },
        { name: 'no id' },
        { id: '', name: 'blank id' },
        { id: 5, name: '  ' },
        null,
        'text',
      ]),
    ).toEqual([
      { id: 1, label: 'Şef' },
      { id: 2, label: 'Ayşe Yılmaz' },
      { id: 'x3', label: 'Üçüncü' },
    ]);
  });

  it('reads a list wrapped once more (data.data), and nothing from other shapes', () => {
    expect(typeaheadItems({ data: [{ id: 1, name: 'A' }] })).toEqual([{ id: 1, label: 'A' }]);
    expect(typeaheadItems({ items: [{ id: 1, name: 'A' }] })).toEqual([]);
    expect(typeaheadItems(null)).toEqual([]);
  });

  it(`lists at most ${TYPEAHEAD_LIMIT}`, () => {
    expect(typeaheadItems(Array.from({ length: 50 }, (_, i) => ({ id: i, name: `n${i}` })))).toHaveLength(TYPEAHEAD_LIMIT);
  });
});

describe('comparison labels (locales/*/query-builder.json)', () => {
  const read = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/query-builder.json`, import.meta.url), 'utf8')) as { comparisons: Record<string, string> };

  it("Turkish labels are the contract's own", () => {
    expect(read('tr').comparisons).toEqual(Object.fromEntries(Object.entries(COMPARISONS).map(([k, v]) => [k, v.label])));
  });

  it('English names every comparison', () => {
    expect(Object.keys(read('en').comparisons).sort()).toEqual(Object.keys(COMPARISONS).sort());
  });
});

describe('lookups (spec 3 §7 Query builder)', () => {
  it('puts the term after a configured source path, in a {term} slot, or as ?q=', async () => {
    const { lookupRequest } = await import('./typeahead-items');
    expect(lookupRequest('/employee/search/', 'Ayşe D')).toEqual({ path: '/employee/search/Ay%C5%9Fe%20D', query: {} });
    expect(lookupRequest('/lookup/{term}/items', 'a/b')).toEqual({ path: '/lookup/a%2Fb/items', query: {} });
    expect(lookupRequest('/people/search', 'Ali')).toEqual({ path: '/people/search', query: { q: 'Ali' } });
  });

  it('reads data.data or an array of labelled items; a failed lookup is an empty list', async () => {
    const { lookupItems } = await import('./typeahead-items');
    expect(await lookupItems(Promise.resolve({ data: [{ id: 1, label: 'Bir' }] }))).toEqual([{ id: 1, label: 'Bir' }]);
    expect(await lookupItems(Promise.resolve([{ id: 'x', label: 'İki' }]))).toEqual([{ id: 'x', label: 'İki' }]);
    expect(await lookupItems(Promise.reject(new Error('500')))).toEqual([]);
  });
});

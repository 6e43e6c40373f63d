import { describe, expect, it } from 'vitest';
import { activeFilters, describeFilterValue } from './active-filters';

describe('active filter chips', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(describeFilterValue('2026-03-02')).toBe('02/03/2026');
    expect(describeFilterValue('Kayseri')).toBe('Kayseri');
  });
  it('lists only labelled, non-empty filters, with described values', () => {
    const chips = activeFilters({ keyword: 'ada', type: '3', page_hint: 'x', empty: '' }, { keyword: 'Arama', type: 'Tür', empty: 'Boş' }, (key, value) => (key === 'type' ? `Tür ${value}` : null));
    expect(chips).toEqual([
      { key: 'keyword', label: 'Arama', value: 'ada' },
      { key: 'type', label: 'Tür', value: 'Tür 3' },
    ]);
  });
});

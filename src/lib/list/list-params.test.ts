import { describe, expect, it } from 'vitest';
import { pageCount, readListParams, toggleOrdering, writeListParams } from './list-params';

describe('list params', () => {
  it('defaults: page 1, perpage 30, -created_at', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ page: 1, perpage: 30, ordering: '-created_at', filters: {} });
  });
  it('accepts only the perpage choices 30/50/100/150/200/300', () => {
    expect(readListParams(new URLSearchParams('perpage=150')).perpage).toBe(150);
    expect(readListParams(new URLSearchParams('perpage=77'), { perpage: 50 }).perpage).toBe(50);
  });
  it('reads only the declared filters, and a bad page falls back to 1', () => {
    const p = readListParams(new URLSearchParams('page=abc&keyword=ist&evil=1'), { filters: ['keyword', 'type'] });
    expect(p).toMatchObject({ page: 1, filters: { keyword: 'ist' } });
  });
  it('a filter change goes back to page 1; a page change keeps filters', () => {
    const current = { page: 4, perpage: 50, ordering: 'name', filters: { keyword: 'ist' } };
    expect(writeListParams(current, { filters: { type: 'ggh' } }).toString()).toBe('page=1&perpage=50&ordering=name&keyword=ist&type=ggh');
    expect(writeListParams(current, { page: 5 }).get('page')).toBe('5');
    expect(writeListParams(current, { filters: { keyword: undefined } }).has('keyword')).toBe(false);
  });
  it('toggles ordering and counts pages', () => {
    expect(toggleOrdering('name', 'name')).toBe('-name');
    expect(toggleOrdering('-name', 'name')).toBe('name');
    expect(toggleOrdering('-created_at', 'name')).toBe('name');
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(61, 30)).toBe(3);
  });
});

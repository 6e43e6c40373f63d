import { describe, expect, it } from 'vitest';
import { boundQueries, shouldCacheQuery } from './read-cache-policy';

const query = (hash: string, updated: number, size = 10) => ({ queryHash: hash, state: { dataUpdatedAt: updated, data: 'x'.repeat(size) } });

describe('read cache policy', () => {
  it('keeps successful queries but never payroll data', () => {
    const ok = { status: 'success' } as never;
    expect(shouldCacheQuery({ queryKey: ['security-projects', { page: 1 }], state: ok })).toBe(true);
    expect(shouldCacheQuery({ queryKey: ['payroll', 'months'], state: ok })).toBe(false);
    expect(shouldCacheQuery({ queryKey: ['/payroll/gss/user'], state: ok })).toBe(false);
    expect(shouldCacheQuery({ queryKey: ['security-projects'], state: { status: 'error' } as never })).toBe(false);
    // Device-aware lists (pending records merged in) are read live, never restored stale.
    expect(shouldCacheQuery({ queryKey: ['demand-requests'], state: ok, options: { networkMode: 'always' } })).toBe(false);
  });

  it('evicts the oldest queries first to stay within the budget, keeping the original order', () => {
    const queries = [query('a', 1, 100), query('b', 3, 100), query('c', 2, 100)];
    const one = JSON.stringify(queries[0]).length;
    expect(boundQueries(queries, one * 2 + 1).map((q) => q.queryHash)).toEqual(['b', 'c']);
    expect(boundQueries(queries, one * 3 + 1).map((q) => q.queryHash)).toEqual(['a', 'b', 'c']);
    expect(boundQueries(queries, 5)).toEqual([]);
  });
});

import type { Query } from '@tanstack/react-query';

/**
 * What the offline read cache keeps (docs/offline.md "Read cache"). Pure, so it is unit-tested and
 * free of Dexie: the shell imports it without pulling IndexedDB code into the first load.
 */

/** Query keys whose data never rests on the device: payslips and the payroll step. */
export const NEVER_CACHED = /^(payroll|auth\/payroll|sms-code)/;

/** At most this much JSON per user; the oldest queries are evicted first. */
export const MAX_CACHE_CHARS = 4_000_000;

/** Cached data older than this is dropped at restore. */
export const MAX_CACHE_AGE_MS = 7 * 24 * 3600_000;

export function shouldCacheQuery(query: Pick<Query, 'queryKey' | 'state'> & { options?: { networkMode?: string } }): boolean {
  if (query.state.status !== 'success') return false;
  // Queries that answer offline by themselves read the device (pending records, the outbox):
  // a stored copy of them would be stale the moment the device changes, so they are never kept.
  if (query.options?.networkMode === 'always') return false;
  const first = query.queryKey[0];
  return !(typeof first === 'string' && NEVER_CACHED.test(first.replace(/^\//, '')));
}

interface SizedQuery {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

/** Keeps the newest queries whose JSON fits the budget, in their original order. */
export function boundQueries<Q extends SizedQuery>(queries: Q[], maxChars = MAX_CACHE_CHARS): Q[] {
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept = new Set<string>();
  let used = 0;
  for (const q of newestFirst) {
    const size = JSON.stringify(q).length;
    if (used + size > maxChars) continue;
    used += size;
    kept.add(q.queryHash);
  }
  return queries.filter((q) => kept.has(q.queryHash));
}

/** Versions the cache by the contracts' shape (vite.config.ts); 'dev' where nothing defines it. */
export const CACHE_BUSTER = typeof __CONTRACTS_HASH__ === 'string' ? __CONTRACTS_HASH__ : 'dev';

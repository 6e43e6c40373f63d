import type { AuditSearchQuery } from '@/contracts/audits/search';
import type { SearchScreen } from '../screens';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,11}$/;

/** The route's `security_projects` ('3,7') as a list of ids; anything else in it is dropped. */
export function projectIdsOf(value: string | undefined): number[] {
  return [...new Set((value ?? '').split(',').map((v) => v.trim()).filter((v) => ID.test(v)).map(Number))];
}

export function projectIdsText(ids: readonly number[]): string | undefined {
  return ids.length ? ids.join(',') : undefined;
}

/**
 * The page's URL filters as GET /search/{family}-audit's query: only the family's own filters,
 * ids and dates only when well formed (a hand-edited URL never makes the search fail), the
 * security projects as `security_project[]`.
 */
export function searchQueryOf(screen: SearchScreen, filters: Record<string, string>): AuditSearchQuery {
  const query: Record<string, unknown> = {};
  for (const name of screen.filters) {
    const value = filters[name]?.trim();
    if (!value) continue;
    if (name === 'security_projects') {
      const ids = projectIdsOf(value);
      if (ids.length) query.security_project = ids;
    } else if (name === 'audit_code') query.audit_code = value;
    else if (name === 'started_at' || name === 'ended_at') {
      if (ISO_DATE.test(value)) query[name] = value;
    } else if (ID.test(value)) query[name] = Number(value);
  }
  return query as AuditSearchQuery;
}

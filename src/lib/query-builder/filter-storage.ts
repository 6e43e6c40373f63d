import type { QueryFilter } from '@/contracts/query-filter';
import { decodeFilter, encodeFilter } from './filter-codec';

/**
 * The last filter of a list, remembered per user in the browser (spec 1 §2, employee list: "The last filter is
 * remembered per report type in the browser"): `apron.filter.<key>.<userId>`, so people sharing a
 * tablet never see each other's filters. The value is encoded like the URL parameter.
 */

/** The URL parameter the spec's routes carry: [page, filterStorage]. */
export const FILTER_PARAM = 'filterStorage';

export function filterStorageKey(key: string, userId: string | number): string {
  return `apron.filter.${key}.${userId}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered filter, or null (none, unreadable, or storage refused: private mode, quota). */
export function readStoredFilter(storage: KeyValueStore | undefined, key: string, userId: string | number): QueryFilter | null {
  try {
    return decodeFilter(storage?.getItem(filterStorageKey(key, userId)) ?? null);
  } catch {
    return null;
  }
}

/** Remembers the filter; false when the browser refused (the URL still carries it). */
export function writeStoredFilter(storage: KeyValueStore | undefined, key: string, userId: string | number, filter: QueryFilter): boolean {
  try {
    if (!storage) return false;
    storage.setItem(filterStorageKey(key, userId), encodeFilter(filter));
    return true;
  } catch {
    return false;
  }
}

/** `search` with the filter set (page back to 1 when the route carries a page). */
export function withFilterParam(search: URLSearchParams, filter: QueryFilter | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filter) next.set(FILTER_PARAM, encodeFilter(filter));
  else next.delete(FILTER_PARAM);
  if (next.has('page')) next.set('page', '1');
  return next;
}

/** A link that opens `pathname` with `filter` applied (the URL carries it in filterStorage): for sharing a filter. */
export function filterLink(origin: string, pathname: string, filter: QueryFilter): string {
  return `${origin}${pathname}?${withFilterParam(new URLSearchParams(), filter).toString()}`;
}

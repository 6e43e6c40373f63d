import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The review list's filter is kept in the browser per user (spec 2 §2 "filterStorage"): the list
 * opens with the user's last filter, and two people sharing a device keep their own.
 */
export const REVIEW_FILTER_NAMES = [
  'status', 'type', 'type_id', 'period_id', 'work_schedule_id', 'security_project_id', 'requester', 'year', 'date_from', 'date_to',
] as const;

export type StoredFilter = Partial<Record<(typeof REVIEW_FILTER_NAMES)[number], string>>;

export const filterStorageKey = (userId: number) => `apron.work-schedule-demands.review.filter.${userId}`;

/** Only known names with text values: whatever else is in storage is ignored. */
export function readStoredFilter(storage: Pick<Storage, 'getItem'>, userId: number): StoredFilter {
  try {
    const parsed = JSON.parse(storage.getItem(filterStorageKey(userId)) ?? '{}') as Record<string, unknown>;
    const filter: StoredFilter = {};
    for (const name of REVIEW_FILTER_NAMES) {
      const value = parsed?.[name];
      if (typeof value === 'string' && value) filter[name] = value;
    }
    return filter;
  } catch {
    return {};
  }
}

export function writeStoredFilter(storage: Pick<Storage, 'setItem' | 'removeItem'>, userId: number, filters: Record<string, string>): void {
  const kept = Object.fromEntries(REVIEW_FILTER_NAMES.filter((n) => filters[n]).map((n) => [n, filters[n]!]));
  try {
    if (Object.keys(kept).length) storage.setItem(filterStorageKey(userId), JSON.stringify(kept));
    else storage.removeItem(filterStorageKey(userId));
  } catch {
    // Storage full or disabled (private mode): the filter simply is not remembered.
  }
}

/** Restores the stored filter when the list opens without one, and stores every change. */
export function useFilterStorage(userId: number, filters: Record<string, string>, active: boolean): void {
  const [, setSearch] = useSearchParams();
  const restored = useRef(false);
  const restoring = useRef(false);
  useEffect(() => {
    if (restored.current || !active) return;
    restored.current = true;
    if (Object.keys(filters).length) return;
    const stored = readStoredFilter(localStorage, userId);
    if (!Object.keys(stored).length) return;
    // The empty filter of this first render must not overwrite what is being restored.
    restoring.current = true;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      Object.entries(stored).forEach(([k, v]) => next.set(k, v));
      return next;
    }, { replace: true });
  }, [active, filters, setSearch, userId]);
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    if (!restored.current || !active) return;
    const current = JSON.parse(filterKey) as Record<string, string>;
    if (restoring.current) {
      if (!Object.keys(current).length) return;
      restoring.current = false;
    }
    writeStoredFilter(localStorage, userId, current);
  }, [active, filterKey, userId]);
}

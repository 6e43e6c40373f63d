import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's URL filter kept in the browser per user (spec 2 §2 "filterStorage"): the list opens
 * with the user's last filter, and two people sharing a device keep their own. Only the list's
 * own filter names are kept; whatever else is in storage is ignored.
 */
export interface StoredFilter<N extends string> {
  /** localStorage key of one user's filter. */
  key: (userId: number) => string;
  read: (storage: Pick<Storage, 'getItem'>, userId: number) => Partial<Record<N, string>>;
  /** An empty filter removes the entry; a storage that refuses (full, private mode) is not an error. */
  write: (storage: Pick<Storage, 'setItem' | 'removeItem'>, userId: number, filters: Record<string, string>) => void;
}

/** `prefix` is the key without the user: 'apron.demands.responses.filter' keeps user 7's under '….filter.7'. */
export function storedFilter<N extends string>(prefix: string, names: readonly N[]): StoredFilter<N> {
  const key = (userId: number) => `${prefix}.${userId}`;
  return {
    key,
    read(storage, userId) {
      try {
        const parsed = JSON.parse(storage.getItem(key(userId)) ?? '{}') as Record<string, unknown>;
        const filter: Partial<Record<N, string>> = {};
        for (const name of names) {
          const value = parsed?.[name];
          if (typeof value === 'string' && value) filter[name] = value;
        }
        return filter;
      } catch {
        return {};
      }
    },
    write(storage, userId, filters) {
      const kept = Object.fromEntries(names.filter((n) => filters[n]).map((n) => [n, filters[n]!]));
      try {
        if (Object.keys(kept).length) storage.setItem(key(userId), JSON.stringify(kept));
        else storage.removeItem(key(userId));
      } catch {
        // Storage full or disabled (private mode): the filter simply is not remembered.
      }
    },
  };
}

/**
 * Restores the stored filter into the URL when the list opens without one, and stores every
 * change. `active` false (the list not shown yet) defers both.
 */
export function useStoredFilter<N extends string>(store: StoredFilter<N>, userId: number, filters: Record<string, string>, active = true): void {
  const [, setSearch] = useSearchParams();
  const restored = useRef(false);
  const restoring = useRef(false);
  useEffect(() => {
    if (restored.current || !active) return;
    restored.current = true;
    if (Object.keys(filters).length) return;
    const stored = store.read(localStorage, userId);
    if (!Object.keys(stored).length) return;
    // The empty filter of this first render must not overwrite what is being restored.
    restoring.current = true;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      Object.entries(stored).forEach(([k, v]) => next.set(k, v as string));
      return next;
    }, { replace: true });
  }, [active, filters, setSearch, store, userId]);
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    if (!restored.current || !active) return;
    const current = JSON.parse(filterKey) as Record<string, string>;
    if (restoring.current) {
      if (!Object.keys(current).length) return;
      restoring.current = false;
    }
    store.write(localStorage, userId, current);
  }, [active, filterKey, store, userId]);
}

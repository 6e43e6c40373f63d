import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QueryFilter } from '@/contracts/query-filter';
import { useSession } from '@/lib/session/session-context';
import { decodeFilter } from './filter-codec';
import { FILTER_PARAM, readStoredFilter, withFilterParam, writeStoredFilter } from './filter-storage';

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The applied filter of a list screen: the URL's `filterStorage` (spec routes carry
 * [page, filterStorage], so a link or a reload keeps it), else the one this user last applied
 * under `key` (localStorage `apron.filter.<key>.<userId>`), else `initial()`. Setting it writes
 * both and sends the list back to page 1. When `key` changes (another report type), the URL's
 * filter belonged to the old key and is dropped.
 *
 * Keep the builder's draft apart: `const [draft, setDraft] = useState(filter)` and
 * `<QueryBuilder value={draft} onChange={setDraft} onSubmit={setFilter} />`.
 */
export function useFilterStorage(key: string, initial: () => QueryFilter): [QueryFilter, (next: QueryFilter) => void] {
  const userId = useSession().data.user.id;
  const [search, setSearch] = useSearchParams();
  const raw = search.get(FILTER_PARAM);
  // A filter in the URL belongs to the key it was made under: when the key changes, the URL's
  // filter of that moment is stale (ignored now, removed from the URL below).
  const [owner, setOwner] = useState<{ key: string; staleRaw: string | null }>({ key, staleRaw: null });
  if (owner.key !== key) setOwner({ key, staleRaw: raw });
  const staleRaw = owner.key !== key ? raw : owner.staleRaw;
  const usable = raw !== null && raw !== staleRaw ? raw : null;
  const fromUrl = useMemo(() => decodeFilter(usable), [usable]);

  const [fallback, setFallback] = useState(() => ({ key, userId, filter: readStoredFilter(browserStorage(), key, userId) ?? initial() }));
  let current = fallback;
  if (fallback.key !== key || fallback.userId !== userId) {
    current = { key, userId, filter: readStoredFilter(browserStorage(), key, userId) ?? initial() };
    setFallback(current);
  }

  useEffect(() => {
    if (staleRaw !== null && raw === staleRaw) setSearch((prev) => withFilterParam(prev, null), { replace: true });
  }, [raw, staleRaw, setSearch]);

  const set = useCallback(
    (next: QueryFilter) => {
      writeStoredFilter(browserStorage(), key, userId, next);
      setOwner({ key, staleRaw: null });
      setSearch((prev) => withFilterParam(prev, next), { replace: true });
    },
    [key, userId, setSearch],
  );

  return [fromUrl ?? current.filter, set];
}

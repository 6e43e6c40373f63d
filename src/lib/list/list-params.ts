import { DEFAULT_ORDERING, PERPAGE_CHOICES } from '@/contracts/paths';

/** The list state lives in the URL (spec routes name it: [page, perpage, keyword…]), so a link or reload keeps it. */
export interface ListParams {
  page: number;
  perpage: number;
  ordering: string;
  filters: Record<string, string>;
}

export function readListParams(search: URLSearchParams, defaults: { perpage?: number; ordering?: string; filters?: readonly string[] } = {}): ListParams {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const requested = Number.parseInt(search.get('perpage') ?? '', 10);
  const perpage = (PERPAGE_CHOICES as readonly number[]).includes(requested) ? requested : (defaults.perpage ?? 30);
  const ordering = search.get('ordering') || defaults.ordering || DEFAULT_ORDERING;
  const filters: Record<string, string> = {};
  for (const key of defaults.filters ?? []) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return { page, perpage, ordering, filters };
}

/** Changing a filter or the page size goes back to page 1; changing only the page keeps the rest. */
export function writeListParams(current: ListParams, change: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | undefined> }): URLSearchParams {
  const filters = { ...current.filters, ...change.filters };
  const resetPage = change.filters !== undefined || change.perpage !== undefined || change.ordering !== undefined;
  const next = new URLSearchParams();
  next.set('page', String(change.page ?? (resetPage ? 1 : current.page)));
  next.set('perpage', String(change.perpage ?? current.perpage));
  next.set('ordering', change.ordering ?? current.ordering);
  for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
  return next;
}

/** Clicking a column: ascending, then descending ('-' prefix), then ascending again. */
export function toggleOrdering(current: string, column: string): string {
  return current === column ? `-${column}` : column;
}

export function pageCount(total: number, perpage: number): number {
  return Math.max(1, Math.ceil(total / perpage));
}

import type { Envelope } from '@/contracts/paths';
import type { ListParams } from '@/lib/list/list-params';

/**
 * Spec 2 §9: the demand-type list "falls back to page 1 when the total does not exceed the page
 * size" — a page left empty (the last type on it was deleted, or a stale link) while everything
 * fits on one page.
 */
export function needsPageFallback(envelope: Envelope<unknown[]>, params: Pick<ListParams, 'page' | 'perpage'>): boolean {
  const total = envelope.meta_data.total ?? 0;
  return params.page > 1 && envelope.data.length === 0 && total <= params.perpage;
}

/** Wraps a list fetcher: an empty page that needs the fallback loads page 1 instead and reports it. */
export function withPageFallback<T>(
  fetch: (params: ListParams) => Promise<Envelope<T[]>>,
  onFallback: () => void,
): (params: ListParams) => Promise<Envelope<T[]>> {
  return async (params) => {
    const envelope = await fetch(params);
    if (!needsPageFallback(envelope, params)) return envelope;
    onFallback();
    return fetch({ ...params, page: 1 });
  };
}

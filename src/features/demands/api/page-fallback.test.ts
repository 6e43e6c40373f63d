import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import type { ListParams } from '@/lib/list/list-params';
import { needsPageFallback, withPageFallback } from './page-fallback';

const envelope = (data: string[], total: number, page: number): Envelope<string[]> => ({
  data, meta_data: { permission_signature: 's', page, perpage: 30, total }, helper_data: {},
});
const params = (page: number, perpage = 30): ListParams => ({ page, perpage, ordering: '-created_at', filters: {} });

describe('demand-type list page fallback (spec 2 §9)', () => {
  it('falls back only from an empty later page when everything fits on one page', () => {
    expect(needsPageFallback(envelope([], 12, 2), params(2))).toBe(true);
    expect(needsPageFallback(envelope([], 30, 3), params(3))).toBe(true);
    expect(needsPageFallback(envelope([], 31, 3), params(3))).toBe(false);
    expect(needsPageFallback(envelope(['a'], 12, 2), params(2))).toBe(false);
    expect(needsPageFallback(envelope([], 0, 1), params(1))).toBe(false);
  });

  it('loads page 1 instead and reports it', async () => {
    const fetch = vi.fn(async (p: ListParams) => (p.page === 1 ? envelope(['Ekipman talebi'], 1, 1) : envelope([], 1, p.page)));
    const onFallback = vi.fn();
    const result = await withPageFallback(fetch, onFallback)(params(4));
    expect(result.data).toEqual(['Ekipman talebi']);
    expect(fetch.mock.calls.map(([p]) => p.page)).toEqual([4, 1]);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('leaves a page with rows, or a real gap in a long list, alone', async () => {
    const fetch = vi.fn(async (p: ListParams) => envelope([], 90, p.page));
    const onFallback = vi.fn();
    await withPageFallback(fetch, onFallback)(params(5));
    expect(fetch).toHaveBeenCalledOnce();
    expect(onFallback).not.toHaveBeenCalled();
  });
});

import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { StandIns } from './read-cache-stand-ins';

const KEY = ['departments', 'form', 5];
const DAY = 24 * 3600_000;

/** What the device saved before the contact card was added: a client with the old form. */
function savedBeforeTheSave() {
  const before = new QueryClient();
  before.setQueryData(KEY, { cards: 0 }, { updatedAt: Date.now() - 60_000 });
  return dehydrate(before).queries;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('read cache stand-ins', () => {
  it('online, a screen waiting for the server never sees the saved copy', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = deferred<{ cards: number }>();
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: () => answer.promise });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    const standIns = new StandIns(client);
    const unwatch = standIns.watch();

    standIns.keep(savedBeforeTheSave(), 7 * DAY); // the device's copy loads while the form waits
    answer.resolve({ cards: 1 });
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ cards: 1 });

    expect(seen.filter((d) => d !== undefined)).toEqual([{ cards: 1 }]);
    expect(standIns.size).toBe(1); // still kept, and written back with the next save
    expect(standIns.unused(new Set(client.getQueryCache().getAll().map((q) => q.queryHash)))).toEqual([]);
    unwatch();
    unsubscribe();
  });

  it('a read that fails unreachable shows the saved copy instead', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const standIns = new StandIns(client);
    const unwatch = standIns.watch();
    standIns.keep(savedBeforeTheSave(), 7 * DAY);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: () => Promise.reject(new ApiError(0, '', null)) });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ cards: 0 });
    expect(observer.getCurrentResult().isStale).toBe(true);
    expect(standIns.size).toBe(0);
    unwatch();
    unsubscribe();
  });

  it('a refusal (4xx) is the server speaking: the saved copy is not shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const standIns = new StandIns(client);
    const unwatch = standIns.watch();
    standIns.keep(savedBeforeTheSave(), 7 * DAY);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: () => Promise.reject(new ApiError(403, 'Forbidden', null)) });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    expect(observer.getCurrentResult().data).toBeUndefined();
    unwatch();
    unsubscribe();
  });

  it('offline, every stand-in is used at once; copies older than the limit are dropped', () => {
    const client = new QueryClient();
    const standIns = new StandIns(client);
    const old = new QueryClient();
    old.setQueryData(['old'], 1, { updatedAt: Date.now() - 8 * DAY });
    standIns.keep([...savedBeforeTheSave(), ...dehydrate(old).queries], 7 * DAY);
    standIns.use();
    expect(client.getQueryData(KEY)).toEqual({ cards: 0 });
    expect(client.getQueryData(['old'])).toBeUndefined();
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('a copy the cache already answers is not kept', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, { cards: 1 });
    const standIns = new StandIns(client);
    standIns.keep(savedBeforeTheSave(), 7 * DAY);
    expect(standIns.size).toBe(0);
  });
});

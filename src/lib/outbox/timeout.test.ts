import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { LOCK_BUSY, withReplayLock, type LockManagerLike } from './lock';
import { replayOnce } from './replayer';
import { fakeServer, item, reload, resetOutbox, TOKENS } from './test-support';
import { requestTimeoutMs, sendItem } from './transport';
import type { OutboxItem, StoredBlob } from './types';

/** A fetch that never answers, unless its signal aborts it (as the browser's does). */
function hangingFetch() {
  const calls: { path: string; signal?: AbortSignal | null }[] = [];
  const fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ path: String(input), signal: init.signal });
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('request timeout (issue 17 §3)', () => {
  afterEach(() => vi.useRealTimers());

  it('is 30 s plus 1 s per 100 KB of body', () => {
    expect(requestTimeoutMs(0)).toBe(30_000);
    expect(requestTimeoutMs(100 * 1024)).toBe(31_000);
    expect(requestTimeoutMs(8 * 1024 * 1024)).toBe(30_000 + 81_920);
  });

  it('aborts a request that never answers and reports it as a network failure', async () => {
    vi.useFakeTimers();
    const hang = hangingFetch();
    const request: OutboxItem = {
      id: 'a', idempotencyKey: 'a', kind: 'k', request: { method: 'POST', path: '/x', body: { n: 1 } }, blobHashes: [], dependsOn: [],
      userId: 'u1', deviceId: 'd', deviceSeq: 1, status: 'sending', attempts: 0, nextAttemptAt: 0, createdAt: 0, summary: '',
    };
    const sent = sendItem(request, TOKENS, { fetch: hang.fetch });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hang.calls[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hang.calls[0]!.signal!.aborted).toBe(true);
    expect(await sent).toMatchObject({ kind: 'retry', status: 0, message: 'outbox:errors.timeout' });
  });

  it('gives a blob upload more time by its size, and times out even a fetch that ignores its signal', async () => {
    vi.useFakeTimers();
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof globalThis.fetch;
    const blob: StoredBlob = { sha256: 'b'.repeat(64), blob: new Blob([new Uint8Array(1000 * 1024)]), type: 'image/jpeg', name: 'p.jpg', size: 1000 * 1024, createdAt: 0 };
    const request: OutboxItem = {
      id: 'b', idempotencyKey: 'b', kind: 'k', request: { method: 'POST', path: '/x' }, blobHashes: [blob.sha256], dependsOn: [],
      userId: 'u1', deviceId: 'd', deviceSeq: 1, status: 'sending', attempts: 0, nextAttemptAt: 0, createdAt: 0, summary: '',
    };
    let settled = false;
    const sent = sendItem(request, TOKENS, { fetch: deaf, loadBlob: async () => blob }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(39_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await sent).toMatchObject({ kind: 'retry', status: 0 });
  });
});

describe('a replay pass and a dead request (issue 17 §3)', () => {
  beforeEach(() => resetOutbox());

  it('ends, releases the lock and backs the item off like a network error', async () => {
    const stuck = await item({}, 0);
    const hang = hangingFetch();
    let held = 0;
    const locks: LockManagerLike = {
      request: async (_name, _options, callback) => {
        if (held) return callback(null);
        held++;
        try {
          return await callback({});
        } finally {
          held--;
        }
      },
    };
    const result = await withReplayLock(
      () => replayOnce({ fetch: hang.fetch, readTokens: async () => TOKENS, now: () => 1000, random: () => 0.5, requestTimeoutMs: () => 50 }),
      locks,
    );
    expect(result).toMatchObject({ state: 'idle', attempted: 1, done: 0 });
    expect(held).toBe(0);
    expect(await reload(stuck.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: 3000, lastError: { status: 0, message: 'outbox:errors.timeout' } });
    // The next pass takes the lock and sends it.
    const server = fakeServer();
    expect(await withReplayLock(() => replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS, now: () => 3000 }), locks)).not.toBe(LOCK_BUSY);
    expect((await reload(stuck.id)).status).toBe('done');
    expect(await db.outbox.where('status').equals('sending').count()).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL, type OutboxMessage } from '@/lib/outbox/channel';
import { db } from '@/lib/outbox/db';
import { makeDue } from '@/lib/outbox/actions';
import { replayOnce } from '@/lib/outbox/replayer';
import { fakeServer, item, json, reload, resetOutbox, TOKENS } from '@/lib/outbox/test-support';
import { mirrorTokens } from '@/lib/outbox/tokens';
import { replayFromWorker } from './replay';

beforeEach(() => resetOutbox());

describe('replayFromWorker', () => {
  it('sends the waiting items with the tokens the page mirrored, and reports the status to the pages', async () => {
    await mirrorTokens(TOKENS);
    const saved = await item();
    const server = fakeServer();
    const page = new BroadcastChannel(OUTBOX_CHANNEL);
    const statuses: OutboxMessage[] = [];
    page.onmessage = (event: MessageEvent<OutboxMessage>) => statuses.push(event.data);

    expect(await replayFromWorker({ fetch: server.fetch })).toBe('settled');
    const [request] = server.requests();
    expect(request!.headers.get('authorization')).toBe('Bearer token-1');
    expect(request!.headers.get('idempotency-key')).toBe(saved.id);
    expect((await reload(saved.id)).status).toBe('done');

    await new Promise((r) => setTimeout(r, 20));
    page.close();
    const last = statuses.filter((m) => m.type === 'status').at(-1);
    expect(last).toMatchObject({ type: 'status', status: { pending: 0, progress: null } });
  });

  it('asks Background Sync to fire again while an item waits for the network', async () => {
    await mirrorTokens(TOKENS);
    const saved = await item();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await replayFromWorker({ fetch: offline })).toBe('waiting-for-network');
    expect(await reload(saved.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: { status: 0 } });
  });

  it('does not ask again for a refused item or a server error: those are not the network', async () => {
    await mirrorTokens(TOKENS);
    const refused = await item();
    const server = fakeServer(() => new Response(JSON.stringify({ message: 'Geçersiz' }), { status: 422, headers: { 'content-type': 'application/json' } }));
    expect(await replayFromWorker({ fetch: server.fetch })).toBe('settled');
    expect((await reload(refused.id)).status).toBe('needs-attention');
  });

  it('replays only what is due: a sync event does not reset the backoff (issue 17)', async () => {
    await mirrorTokens(TOKENS);
    const now = Date.now();
    const waiting = await item();
    await db.outbox.update(waiting.id, { attempts: 6, nextAttemptAt: now + 5 * 60_000, lastError: { status: 0, message: 'outbox:errors.network' } });
    const server = fakeServer();
    await replayFromWorker({ fetch: server.fetch, now: () => now + 35_000 });
    expect(server.calls).toHaveLength(0);
    expect((await reload(waiting.id)).nextAttemptAt).toBe(now + 5 * 60_000);
    await replayFromWorker({ fetch: server.fetch, now: () => now + 5 * 60_000 });
    expect((await reload(waiting.id)).status).toBe('done');
  });

  it('keeps a Retry-After the page met as a floor, across the page, the worker and "online"', async () => {
    await mirrorTokens(TOKENS);
    const t0 = 1_000_000;
    const saved = await item({}, t0);
    const busy = fakeServer(() => json(503, { message: 'Bakım' }, { 'retry-after': '300' }));
    // The page's pass meets the 503 (first attempt: backoff ~1 s, Retry-After 300 s wins).
    await replayOnce({ fetch: busy.fetch, readTokens: async () => TOKENS, now: () => t0, random: () => 0.5 });
    expect(await reload(saved.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: t0 + 300_000 });
    // Background Sync fires 35 s later: nothing is due.
    const server = fakeServer();
    await replayFromWorker({ fetch: server.fetch, now: () => t0 + 35_000 });
    expect(server.calls).toHaveLength(0);
    // The page comes back online: the network backoff is moot, the server's floor is not.
    await makeDue('u1', { now: t0 + 40_000 });
    expect((await reload(saved.id)).nextAttemptAt).toBe(t0 + 300_000);
    await replayFromWorker({ fetch: server.fetch, now: () => t0 + 300_000 });
    expect((await reload(saved.id)).status).toBe('done');
  });

  it('"online" makes a network backoff due at once', async () => {
    const saved = await item({}, 0);
    await db.outbox.update(saved.id, { attempts: 6, nextAttemptAt: 5 * 60_000, lastError: { status: 0, message: 'outbox:errors.network' } });
    await makeDue('u1', { now: 1000 });
    expect((await reload(saved.id)).nextAttemptAt).toBe(1000);
  });

  it('leaves the replay to a page on screen, and asks for the event again (issue 17)', async () => {
    await mirrorTokens(TOKENS);
    const saved = await item();
    const server = fakeServer();
    expect(await replayFromWorker({ fetch: server.fetch, pageOnScreen: async () => true })).toBe('left-to-the-page');
    expect(server.calls).toHaveLength(0);
    expect((await reload(saved.id)).status).toBe('pending');
    // The page is gone: the worker replays.
    expect(await replayFromWorker({ fetch: server.fetch, pageOnScreen: async () => false })).toBe('settled');
    expect((await reload(saved.id)).status).toBe('done');
  });

  it('asks for the event again when its pass stopped on a failing network', async () => {
    await mirrorTokens(TOKENS);
    await Promise.all(Array.from({ length: 6 }, () => item()));
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await replayFromWorker({ fetch: offline })).toBe('waiting-for-network');
  });

  it('sends nothing without mirrored tokens (signed out)', async () => {
    const saved = await item();
    const server = fakeServer();
    expect(await replayFromWorker({ fetch: server.fetch })).toBe('settled');
    expect(server.calls).toHaveLength(0);
    expect((await reload(saved.id)).status).toBe('pending');
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL, type OutboxMessage } from '@/lib/outbox/channel';
import { db } from '@/lib/outbox/db';
import { fakeServer, item, reload, resetOutbox, TOKENS } from '@/lib/outbox/test-support';
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

  it('sends an item that was backing off at once: the sync event means the network is back', async () => {
    await mirrorTokens(TOKENS);
    const waiting = await item();
    await db.outbox.update(waiting.id, { attempts: 6, nextAttemptAt: Date.now() + 5 * 60_000, lastError: { status: 0, message: 'outbox:errors.network' } });
    const server = fakeServer();
    expect(await replayFromWorker({ fetch: server.fetch })).toBe('settled');
    expect(server.requests()).toHaveLength(1);
    expect((await reload(waiting.id)).status).toBe('done');
  });

  it('sends nothing without mirrored tokens (signed out)', async () => {
    const saved = await item();
    const server = fakeServer();
    expect(await replayFromWorker({ fetch: server.fetch })).toBe('settled');
    expect(server.calls).toHaveLength(0);
    expect((await reload(saved.id)).status).toBe('pending');
  });
});

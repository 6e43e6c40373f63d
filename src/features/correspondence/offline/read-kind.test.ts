import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/outbox/db';
import { replayOnce } from '@/lib/outbox/replayer';
import { fakeServer, resetOutbox, TOKENS } from '@/lib/outbox/test-support';
import { READ_KIND, recordRead } from './read-kind';

beforeEach(() => resetOutbox('9'));
afterEach(() => vi.unstubAllGlobals());

describe('reading a mandatory item', () => {
  it('goes straight to the server when online', async () => {
    const server = fakeServer(() => new Response(JSON.stringify({ data: { read_at: 'x' }, meta_data: {}, helper_data: {} }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', server.fetch);
    expect(await recordRead(5, 'Okundu: Kapı B')).toBe('sent');
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /correspondence/5/read']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is kept on the device offline and reaches the server exactly once when the outbox replays', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await recordRead(5, 'Okundu: Kapı B')).toBe('queued');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: READ_KIND, request: { method: 'PUT', path: '/correspondence/5/read' }, status: 'pending' });

    const server = fakeServer(() => new Response(JSON.stringify({ data: { read_at: 'x' }, meta_data: {}, helper_data: {} }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const deps = { fetch: server.fetch, readTokens: async () => TOKENS, now: () => Date.now() + 1000, random: () => 0.5 };
    await replayOnce(deps);
    await replayOnce(deps);
    const puts = server.requests().filter((c) => c.path === '/correspondence/5/read');
    expect(puts).toHaveLength(1);
    // Sent with the item's id as Idempotency-Key, so a duplicate on the wire would replay, not re-apply.
    expect(puts[0]!.headers.get('idempotency-key')).toBe(queued!.id);
    expect((await db.outbox.get(queued!.id))!.status).toBe('done');
  });
});

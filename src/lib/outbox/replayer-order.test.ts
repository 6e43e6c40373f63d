import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { setCurrentUserProvider } from './current-user';
import { replayOnce } from './replayer';
import { deferred, fakeServer, item, json, reload, resetOutbox, TOKENS, type Route } from './test-support';

beforeEach(() => resetOutbox());

const deps = (route?: Route) => {
  const server = fakeServer(route);
  return { server, deps: { fetch: server.fetch, readTokens: async () => TOKENS, now: () => 10_000, random: () => 0.5 } };
};

describe('replay order', () => {
  it('sends the items of a chain one after the other, in the order they were enqueued', async () => {
    const a = await item({ chain: 'audit-1' });
    const b = await item({ chain: 'audit-1' });
    const c = await item({ chain: 'audit-1' });
    const { server, deps: d } = deps();
    const result = await replayOnce(d);
    expect(result).toEqual({ state: 'idle', attempted: 3, done: 3 });
    expect(server.requests().map((r) => r.headers.get('idempotency-key'))).toEqual([a.id, b.id, c.id]);
    expect(server.maxInFlight).toBe(1);
  });

  it('runs unrelated chains in parallel, never more than 4 at once', async () => {
    const gate = deferred();
    const { server, deps: d } = deps(async () => {
      await gate.promise;
      return undefined;
    });
    for (let chain = 0; chain < 6; chain++) {
      await item({ chain: `audit-${chain}` });
      await item({ chain: `audit-${chain}` });
    }
    const pass = replayOnce(d);
    await until(() => server.calls.length === 4);
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls).toHaveLength(4);
    expect((await db.outbox.where('status').equals('sending').count())).toBe(4);
    gate.resolve();
    expect(await pass).toMatchObject({ state: 'idle', attempted: 12, done: 12 });
    expect(server.maxInFlight).toBe(4);
    // Within every chain, the first item was acknowledged before the second was sent.
    const order = server.requests().map((r) => (r.body as { n: number }).n);
    const items = await db.outbox.orderBy('deviceSeq').toArray();
    for (let chain = 0; chain < 6; chain++) {
      const [first, second] = items.filter((i) => i.chain === `audit-${chain}`);
      expect(order.indexOf((first!.request.body as { n: number }).n)).toBeLessThan(order.indexOf((second!.request.body as { n: number }).n));
      expect(first!.ackAt).toBeDefined();
    }
  });

  it('holds a dependant as blocked until its parent is done, then sends it', async () => {
    const { server, deps: d } = deps((req) => ((req.body as { n: number }).n === parentN ? json(503, { message: 'Bakımda' }) : undefined));
    const parent = await item();
    const parentN = (parent.request.body as { n: number }).n;
    const child = await item({ dependsOn: [parent.id] });
    expect(child.status).toBe('blocked');
    await replayOnce(d);
    expect((await reload(child.id)).status).toBe('blocked');
    expect(server.requests().map((r) => r.headers.get('idempotency-key'))).toEqual([parent.id]);

    // The parent went through elsewhere (say, the worker): the child is pending again and goes.
    await db.outbox.update(parent.id, { status: 'done' });
    await replayOnce(d);
    expect((await reload(child.id)).status).toBe('done');
  });

  it('unblocks and sends the dependant within the same pass once the parent is acknowledged', async () => {
    const parent = await item();
    const child = await item({ dependsOn: [parent.id] });
    const { server, deps: d } = deps();
    await replayOnce(d);
    expect(server.requests().map((r) => r.headers.get('idempotency-key'))).toEqual([parent.id, child.id]);
  });

  it("sends only the signed-in user's items, while another user's first item still holds a shared chain", async () => {
    const mine = await item();
    setCurrentUserProvider(async () => 'u2');
    const theirs = await item({ chain: 'shared' });
    setCurrentUserProvider(async () => 'u1');
    const waiting = await item({ chain: 'shared' });
    const { server, deps: d } = deps();
    await replayOnce(d);
    expect(server.requests().map((r) => r.headers.get('idempotency-key'))).toEqual([mine.id]);
    expect((await reload(theirs.id)).status).toBe('pending');
    expect((await reload(waiting.id)).status).toBe('pending');
  });

  it('waits for backoff: an item is not sent before its next attempt time', async () => {
    const later = await item({}, 20_000);
    const { server, deps: d } = deps();
    await replayOnce(d);
    expect(server.calls).toHaveLength(0);
    expect((await reload(later.id)).status).toBe('pending');
  });

  it('does nothing while signed out', async () => {
    await item();
    const { server, deps: d } = deps();
    expect(await replayOnce({ ...d, readTokens: async () => null })).toMatchObject({ state: 'signed-out' });
    expect(server.calls).toHaveLength(0);
  });

  it('puts back an item a closed tab left as sending, and sends it', async () => {
    const stuck = await item();
    await db.outbox.update(stuck.id, { status: 'sending' });
    const { deps: d } = deps();
    await replayOnce(d);
    expect((await reload(stuck.id)).status).toBe('done');
  });

  it('reports progress and ends with null', async () => {
    await item();
    await item();
    const seen: unknown[] = [];
    const { deps: d } = deps();
    await replayOnce({ ...d, onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toBeNull();
    expect(seen).toContainEqual({ done: 0, total: 2 });
    expect(seen).toContainEqual({ done: 2, total: 2 });
  });
});

async function until(check: () => boolean, ms = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

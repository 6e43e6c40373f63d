import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { backoffDelay, MAX_BACKOFF_MS } from './backoff';
import { db } from './db';
import { replayOnce, resume } from './replayer';
import { fakeServer, item, json, reload, resetOutbox, TOKENS, type Route } from './test-support';

beforeEach(() => resetOutbox());

const H1 = '1'.repeat(64);
const H2 = '2'.repeat(64);
const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });

function setup(route?: Route, tokens = TOKENS) {
  const server = fakeServer(route);
  const clock = { now: 10_000 };
  const deps = { fetch: server.fetch, readTokens: async () => tokens, now: () => clock.now, random: () => 0.5 };
  return { server, clock, deps };
}

describe('backoff', () => {
  it('doubles from 2 s up to 5 minutes, with at most ±30 % jitter', () => {
    expect([1, 2, 3, 4, 8].map((n) => backoffDelay(n, () => 0.5))).toEqual([2000, 4000, 8000, 16000, 256000]);
    expect(backoffDelay(9, () => 0.5)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(30, () => 0.5)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(3, () => 0)).toBe(5600);
    expect(backoffDelay(3, () => 0.999999)).toBeCloseTo(10400, -1);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(20, Math.random);
      expect(d).toBeGreaterThanOrEqual(MAX_BACKOFF_MS * 0.7);
      expect(d).toBeLessThanOrEqual(MAX_BACKOFF_MS * 1.3);
    }
  });

  it('schedules each failed attempt later, keeping the item and its error', async () => {
    const failing = await item();
    const { server, clock, deps } = setup(() => json(503, { message: 'Bakım çalışması' }));
    const waits: number[] = [];
    for (let n = 0; n < 4; n++) {
      await replayOnce(deps);
      const after = await reload(failing.id);
      waits.push(after.nextAttemptAt - clock.now);
      clock.now = after.nextAttemptAt;
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000]);
    expect(server.requests()).toHaveLength(4);
    expect(await reload(failing.id)).toMatchObject({ status: 'pending', attempts: 4, lastError: { status: 503, message: 'Bakım çalışması' } });
  });

  it('backs off on network errors, 408, 409 and 429, honouring Retry-After', async () => {
    const network = await item();
    const conflict = await item();
    const limited = await item();
    const n = (i: { request: { body?: unknown } }) => (i.request.body as { n: number }).n;
    const { clock, deps } = setup((req) => {
      const which = (req.body as { n: number }).n;
      if (which === n(network)) throw new TypeError('Failed to fetch');
      if (which === n(conflict)) return json(409, { message: 'İşlem sürüyor' });
      return json(429, {}, { 'retry-after': '60' });
    });
    await replayOnce(deps);
    expect(await reload(network.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: { status: 0, message: 'outbox:errors.network' } });
    expect(await reload(conflict.id)).toMatchObject({ status: 'pending', lastError: { status: 409 } });
    expect((await reload(limited.id)).nextAttemptAt).toBe(clock.now + 60_000);
  });
});

describe('refused items', () => {
  it('quarantines a 422 with the server message, blocking its chain and dependants only', async () => {
    const refused = await item({ chain: 'audit-1' });
    const sameChain = await item({ chain: 'audit-1' });
    const dependant = await item({ dependsOn: [refused.id] });
    const unrelated = await item({ chain: 'audit-2' });
    const free = await item();
    const { server, deps } = setup((req) =>
      req.headers.get('idempotency-key') === refused.id ? json(422, { errors: { title: ['Başlık zorunludur.'] } }) : undefined,
    );
    await replayOnce(deps);
    expect(await reload(refused.id)).toMatchObject({ status: 'needs-attention', attempts: 1, lastError: { status: 422, message: 'Başlık zorunludur.' } });
    expect((await reload(sameChain.id)).status).toBe('pending');
    expect((await reload(dependant.id)).status).toBe('blocked');
    expect((await reload(unrelated.id)).status).toBe('done');
    expect((await reload(free.id)).status).toBe('done');
    // Later passes leave it alone and keep its chain waiting.
    await replayOnce(deps);
    expect(server.requests().filter((r) => r.headers.get('idempotency-key') === refused.id)).toHaveLength(1);
    expect(server.requests().some((r) => r.headers.get('idempotency-key') === sameChain.id)).toBe(false);
  });

  it('takes the message, else the first error, else info or warning', async () => {
    const items = await Promise.all([item(), item(), item(), item()]);
    const bodies = [{ message: 'Yetkiniz yok.' }, { errors: [['İlk hata'], 'İkinci'] }, { info: 'Bilgi notu' }, {}];
    const statuses = [403, 400, 404, 400];
    const { deps } = setup((req) => {
      const i = items.findIndex((x) => x.id === req.headers.get('idempotency-key'));
      return json(statuses[i]!, bodies[i]);
    });
    await replayOnce(deps);
    const messages = await Promise.all(items.map(async (i) => (await reload(i.id)).lastError?.message));
    expect(messages).toEqual(['Yetkiniz yok.', 'İlk hata', 'Bilgi notu', 'outbox:errors.refused']);
  });
});

describe('401', () => {
  it('pauses the whole replay until resume() or new tokens, without counting an attempt', async () => {
    const first = await item({ chain: 'a' });
    const second = await item({ chain: 'b' });
    let expired = true;
    const { server, deps } = setup(() => (expired ? json(401, { message: 'Oturum süresi doldu' }) : undefined));
    const result = await replayOnce({ ...deps, concurrency: 1 });
    expect(result.state).toBe('paused');
    expect(server.requests()).toHaveLength(1);
    expect(await reload(first.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await reload(second.id)).status).toBe('pending');

    expect((await replayOnce(deps)).state).toBe('paused');
    expect(server.requests()).toHaveLength(1);

    expired = false;
    await resume();
    expect(await replayOnce(deps)).toMatchObject({ state: 'idle', done: 2 });
  });

  it('lifts the pause by itself when the tokens change (sign-in)', async () => {
    await item();
    let expired = true;
    const { deps } = setup(() => (expired ? json(401, {}) : undefined));
    await replayOnce(deps);
    expired = false;
    expect((await replayOnce(deps)).state).toBe('paused');
    expect(await replayOnce({ ...deps, readTokens: async () => ({ access_token: 'token-2' }) })).toMatchObject({ state: 'idle', done: 1 });
  });
});

describe('blobs', () => {
  it('a first attempt uploads every blob before the request, with the device headers', async () => {
    const sent = await item({ blobs: [{ sha256: H1, blob: photo('one') }, { sha256: H2, blob: photo('two') }] });
    const { server, deps } = setup();
    await replayOnce(deps);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT /blobs/${H1}`, `PUT /blobs/${H2}`, 'POST /things']);
    const put = server.calls[1]!;
    expect(put.headers.get('content-type')).toBe('image/jpeg');
    expect(await (put.body as Blob).text()).toBe('two');
    const request = server.calls[2]!;
    expect(Object.fromEntries(request.headers)).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
      'idempotency-key': sent.id,
      'x-device-id': sent.deviceId,
      'x-device-seq': '1',
    });
    expect(request.body).toEqual(sent.request.body);
  });

  it('a retry asks HEAD first and uploads only the blobs the server lacks', async () => {
    const sent = await item({ blobs: [{ sha256: H1, blob: photo('one') }, { sha256: H2, blob: photo('two') }] });
    let failures = 1;
    const { server, deps } = setup((req) => (req.path === '/things' && failures-- > 0 ? json(503, { message: 'Bakımda' }) : undefined));
    await replayOnce(deps);
    expect(await reload(sent.id)).toMatchObject({ status: 'pending', attempts: 1 });
    server.blobs.delete(H2);
    server.calls.length = 0;
    await db.outbox.update(sent.id, { nextAttemptAt: 0 });
    await replayOnce(deps);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`HEAD /blobs/${H1}`, `HEAD /blobs/${H2}`, `PUT /blobs/${H2}`, 'POST /things']);
    expect(await reload(sent.id)).toMatchObject({ status: 'done' });
  });

  it('on missing_blobs uploads them and retries at once, counting each send', async () => {
    const sent = await item({ blobs: [{ sha256: H1, blob: photo('one') }] });
    let refusals = 1;
    // The commit finds the blob gone once (a store that lost it).
    const { server, deps } = setup((req) => {
      if (req.path === '/things' && refusals-- > 0) return json(409, { message: 'Eksik dosya', missing_blobs: [H1] });
      return undefined;
    });
    await replayOnce(deps);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT /blobs/${H1}`, 'POST /things', `PUT /blobs/${H1}`, 'POST /things']);
    expect(await reload(sent.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('backs off after 3 rounds of missing blobs', async () => {
    const sent = await item({ blobs: [{ sha256: H1, blob: photo('one') }] });
    const { server, deps } = setup((req) => (req.path === '/things' ? json(409, { message: 'Eksik dosya', missing_blobs: [H1] }) : undefined));
    await replayOnce(deps);
    expect(server.requests()).toHaveLength(4);
    expect(await reload(sent.id)).toMatchObject({ status: 'pending', attempts: 4, lastError: { status: 409, message: 'Eksik dosya' } });
    expect(await db.blobs.get(H1)).toBeDefined();
  });

  it('deletes a blob only after the server confirmed every item naming it', async () => {
    const first = await item({ blobs: [{ sha256: H1, blob: photo('one') }] });
    const second = await item({ blobs: [{ sha256: H1, blob: photo('one') }] });
    let refuseSecond = true;
    const { deps } = setup((req) => (refuseSecond && req.headers.get('idempotency-key') === second.id ? json(500, {}) : undefined));
    await replayOnce(deps);
    expect((await reload(first.id)).status).toBe('done');
    expect((await reload(second.id)).status).toBe('pending');
    expect(await db.blobs.get(H1)).toBeDefined();

    refuseSecond = false;
    await replayOnce({ ...deps, now: () => 1e9 });
    expect((await reload(second.id)).receipt).toMatchObject({ status: 201, body: { data: { ok: true } } });
    expect(await db.blobs.get(H1)).toBeUndefined();
  });

  it('never sends a request whose blob is gone from the device and the server', async () => {
    const orphan = await item({ blobs: [{ sha256: H1, blob: photo('one') }] });
    await db.blobs.delete(H1);
    const { server, deps } = setup();
    await replayOnce(deps);
    expect(server.requests()).toHaveLength(0);
    expect(await reload(orphan.id)).toMatchObject({ status: 'needs-attention', lastError: { message: 'outbox:errors.blobMissing' } });
  });

  it('keeps the receipt of a replayed answer', async () => {
    const sent = await item();
    const { deps } = setup(() => json(200, { data: { id: 7 } }, { 'idempotent-replayed': 'true' }));
    await replayOnce(deps);
    expect((await reload(sent.id)).receipt).toMatchObject({ status: 200, body: { data: { id: 7 } }, replayed: true, at: 10_000 });
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { discard, exportUnsent, listItems, replaceRequest, retryNow, type UnsentExportFile } from './actions';
import { db } from './db';
import { replayOnce } from './replayer';
import { setCurrentUserProvider } from './current-user';
import { fakeServer, item, json, reload, resetOutbox, TOKENS } from './test-support';

beforeEach(() => resetOutbox());

const H1 = 'c'.repeat(64);
const H2 = 'd'.repeat(64);

async function refusedItem(extra = {}) {
  const refused = await item(extra);
  await db.outbox.update(refused.id, { status: 'needs-attention', attempts: 1, lastError: { status: 422, message: 'Başlık zorunludur.' } });
  return refused;
}

describe('replaceRequest', () => {
  it('sends the corrected request again under a new idempotency key', async () => {
    const refused = await refusedItem();
    const fixed = await replaceRequest(refused.id, { method: 'POST', path: '/things', body: { title: 'Düzeltildi' } }, { now: 500 });
    expect(fixed).toMatchObject({ id: refused.id, status: 'pending', nextAttemptAt: 500, request: { body: { title: 'Düzeltildi' } } });
    expect(fixed.idempotencyKey).not.toBe(refused.id);
    expect(fixed.lastError).toBeUndefined();

    const server = fakeServer();
    await replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS, now: () => 1000 });
    expect(server.requests()[0]!.headers.get('idempotency-key')).toBe(fixed.idempotencyKey);
    expect((await reload(refused.id)).status).toBe('done');
  });

  it('only edits a refused item', async () => {
    const waiting = await item();
    await expect(replaceRequest(waiting.id, { method: 'POST', path: '/things' })).rejects.toThrow('outbox:errors.notEditable');
    await expect(replaceRequest('nope', { method: 'POST', path: '/things' })).rejects.toThrow('outbox:errors.notFound');
  });
});

describe('discard', () => {
  it('needs a reason, keeps the item as done with it, and frees blobs nobody else needs', async () => {
    const refused = await refusedItem({ blobs: [{ sha256: H1, blob: new Blob(['1']) }, { sha256: H2, blob: new Blob(['2']) }] });
    const other = await item({ blobs: [{ sha256: H2, blob: new Blob(['2']) }] });
    await expect(discard(refused.id, '   ')).rejects.toThrow('outbox:errors.reasonRequired');
    expect((await reload(refused.id)).status).toBe('needs-attention');

    await discard(refused.id, ' Yanlış denetime girildi ', { now: 77 });
    expect(await reload(refused.id)).toMatchObject({ status: 'done', discardReason: 'Yanlış denetime girildi', discardedAt: 77 });
    expect(await db.blobs.get(H1)).toBeUndefined();
    expect(await db.blobs.get(H2)).toBeDefined();
    expect((await reload(other.id)).status).toBe('pending');
    await expect(discard(refused.id, 'again')).rejects.toThrow('outbox:errors.notEditable');
  });

  it("lets the discarded item's dependants go", async () => {
    const refused = await refusedItem();
    const child = await item({ dependsOn: [refused.id] });
    await discard(refused.id, 'Gerek kalmadı');
    const server = fakeServer();
    await replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS });
    expect((await reload(child.id)).status).toBe('done');
  });
});

describe('retryNow', () => {
  it('makes a waiting item due now, and a refused one pending under a new key', async () => {
    const waiting = await item({}, 0);
    await db.outbox.update(waiting.id, { nextAttemptAt: 99_999 });
    expect((await retryNow(waiting.id, { now: 5 })).nextAttemptAt).toBe(5);
    const refused = await refusedItem();
    const again = await retryNow(refused.id);
    expect(again.status).toBe('pending');
    expect(again.idempotencyKey).not.toBe(refused.idempotencyKey);
  });
});

describe('listItems and export', () => {
  it("lists a user's items oldest first", async () => {
    const a = await item();
    setCurrentUserProvider(async () => 'u2');
    await item();
    setCurrentUserProvider(async () => 'u1');
    const b = await item();
    expect((await listItems('u1')).map((i) => i.id)).toEqual([a.id, b.id]);
  });

  it('exports every unfinished item and its blobs as data URLs, not the finished ones', async () => {
    const unsent = await item({ blobs: [{ sha256: H1, blob: new Blob(['foto'], { type: 'image/jpeg' }), name: 'foto.jpg' }] });
    const refused = await refusedItem();
    const sent = await item({ blobs: [{ sha256: H2, blob: new Blob(['x']) }] });
    await db.outbox.update(sent.id, { status: 'done' });
    setCurrentUserProvider(async () => 'u2');
    const someoneElse = await item();

    const everyone = JSON.parse(await (await exportUnsent()).text()) as UnsentExportFile;
    expect(everyone.items.map((i) => i.id)).toEqual([unsent.id, refused.id, someoneElse.id]);
    expect(everyone.deviceId).toBe(unsent.deviceId);
    expect(everyone.blobs).toEqual([{ sha256: H1, name: 'foto.jpg', type: 'image/jpeg', size: 4, dataUrl: `data:image/jpeg;base64,${btoa('foto')}` }]);

    const mine = JSON.parse(await (await exportUnsent('u1')).text()) as UnsentExportFile;
    expect(mine.items.map((i) => i.id)).toEqual([unsent.id, refused.id]);
  });

  it("exports a refused item with the server's message", async () => {
    const refused = await item();
    const server = fakeServer(() => json(422, { message: 'Hatalı' }));
    await replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS });
    const file = JSON.parse(await (await exportUnsent()).text()) as UnsentExportFile;
    expect(file.items[0]).toMatchObject({ id: refused.id, status: 'needs-attention', lastError: { message: 'Hatalı' } });
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { discard } from './actions';
import { db } from './db';
import { enqueue } from './enqueue';
import { DONE_RETENTION_MS, isFinished, pruneOutbox, receiptLog } from './prune';
import { replayOnce } from './replayer';
import { fakeServer, item, json, reload, resetOutbox, TOKENS } from './test-support';

beforeEach(() => resetOutbox());

const DAY = 24 * 60 * 60 * 1000;
const H1 = 'a'.repeat(64);

/** Sends every due item through a fake server that answers `{ data: { id } }`, at time `at`. */
async function deliver(at: number) {
  let next = 100;
  const server = fakeServer((req) => (req.path.startsWith('/blobs/') ? undefined : json(201, { data: { id: next++ } })));
  await replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS, now: () => at });
  return server;
}

describe('pruneOutbox', () => {
  it('removes items finished longer ago than 7 days and keeps a compact receipt of each', async () => {
    const old = await item({ summary: 'Eski talep' }, 0);
    await deliver(1000);
    const fresh = await item({ summary: 'Yeni talep' }, 6 * DAY);
    await deliver(6 * DAY + 1000);
    const waiting = await item({ summary: 'Bekleyen' }, 6 * DAY);

    const result = await pruneOutbox({ now: 1000 + DONE_RETENTION_MS + 1 });
    expect(result).toEqual({ pruned: 1, blobs: 0, trimmed: 0 });
    expect(await db.outbox.get(old.id)).toBeUndefined();
    expect((await reload(fresh.id)).status).toBe('done');
    expect((await reload(waiting.id)).status).toBe('pending');

    const log = await receiptLog('u1');
    expect(log).toEqual([
      { id: old.id, userId: 'u1', kind: 'test.create', summary: 'Eski talep', deviceSeq: old.deviceSeq, createdAt: 0, finishedAt: 1000, status: 201, recordId: 100 },
    ]);
    expect(await isFinished(old.id)).toBe(true);
    expect(await isFinished(waiting.id)).toBe(false);
  });

  it('keeps an unfinished item and the finished item it depends on, and never its blobs', async () => {
    const parent = await item({ blobs: [{ sha256: H1, blob: new Blob(['x']), name: 'foto.png' }] }, 0);
    await deliver(1000);
    const child = await item({ dependsOn: [parent.id], blobs: [{ sha256: H1, blob: new Blob(['x']), name: 'foto.png' }] }, 2000);
    await db.outbox.update(child.id, { status: 'needs-attention' });

    const late = 1000 + 30 * DAY;
    expect(await pruneOutbox({ now: late })).toEqual({ pruned: 0, blobs: 0, trimmed: 0 });
    expect(await db.blobs.get(H1)).toBeDefined();

    // Given up (its photo goes at once): after the retention time both leave the outbox.
    await discard(child.id, 'Yanlış kayıt', { now: late });
    expect(await pruneOutbox({ now: late + DONE_RETENTION_MS + 1 })).toEqual({ pruned: 2, blobs: 0, trimmed: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.get(H1)).toBeUndefined();
    const log = await receiptLog('u1');
    expect(log.map((r) => [r.id, r.status, r.discardReason])).toEqual([[child.id, 0, 'Yanlış kayıt'], [parent.id, 201, undefined]]);
  });

  it('deletes a leftover blob that only pruned items named', async () => {
    const done = await item({ blobs: [{ sha256: H1, blob: new Blob(['x']), name: 'foto.png' }] }, 0);
    await db.outbox.update(done.id, { status: 'done', ackAt: 10 });
    expect(await db.blobs.get(H1)).toBeDefined();
    expect(await pruneOutbox({ now: 10 + DONE_RETENTION_MS + 1 })).toEqual({ pruned: 1, blobs: 1, trimmed: 0 });
    expect(await db.blobs.get(H1)).toBeUndefined();
  });

  it('keeps the receipt log to its size, dropping the oldest', async () => {
    for (let i = 0; i < 5; i++) {
      const it = await item({}, i);
      await db.outbox.update(it.id, { status: 'done', ackAt: i, receipt: { status: 201, body: null, at: i } });
    }
    expect(await pruneOutbox({ now: DONE_RETENTION_MS + 100, logMax: 3 })).toEqual({ pruned: 5, blobs: 0, trimmed: 2 });
    expect((await receiptLog('u1')).map((r) => r.finishedAt)).toEqual([4, 3, 2]);
  });

  it('lets a new item name a pruned parent (it finished), but not an unknown one', async () => {
    const parent = await item({}, 0);
    await deliver(1000);
    await pruneOutbox({ now: 1000 + DONE_RETENTION_MS + 1 });
    const child = await enqueue({ kind: 'test.child', request: { method: 'POST', path: '/things' }, summary: 'Alt kayıt', dependsOn: [parent.id] });
    expect(child.status).toBe('pending');
    await expect(enqueue({ kind: 'test.child', request: { method: 'POST', path: '/things' }, summary: 'x', dependsOn: ['nope'] })).rejects.toThrow('outbox:errors.unknownParent');
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, META } from './db';
import { enqueue, newRecordId } from './enqueue';
import { setCurrentUser, setCurrentUserProvider } from './current-user';
import { item, resetOutbox } from './test-support';

const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });
const H1 = 'a'.repeat(64);
const H2 = 'b'.repeat(64);

beforeEach(() => resetOutbox());

describe('enqueue', () => {
  it('writes the item with its id as idempotency key, user, device and the next sequence number', async () => {
    const first = await item({ blobs: [{ sha256: H1, blob: photo('one'), name: 'foto-1.jpg' }] }, 1000);
    const second = await item({}, 2000);
    expect(first).toMatchObject({ idempotencyKey: first.id, userId: 'u1', deviceSeq: 1, status: 'pending', attempts: 0, nextAttemptAt: 1000, blobHashes: [H1] });
    expect(second.deviceId).toBe(first.deviceId);
    expect(second.deviceSeq).toBe(2);
    expect(await db.outbox.get(first.id)).toEqual(first);
    const stored = await db.blobs.get(H1);
    expect(stored).toMatchObject({ name: 'foto-1.jpg', type: 'image/jpeg', size: 3 });
    expect(await stored!.blob.text()).toBe('one');
  });

  it('numbers the device sequence without gaps, also when enqueues race', async () => {
    const items = await Promise.all(Array.from({ length: 12 }, () => item()));
    expect(items.map((i) => i.deviceSeq).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await db.meta.get(META.deviceSeq))?.value).toBe(12);
  });

  it('writes nothing when the blob write fails: no item, no blob, no sequence number used', async () => {
    await item();
    const failing = () => {
      throw new Error('QuotaExceededError');
    };
    db.blobs.hook('creating', failing);
    try {
      await expect(item({ blobs: [{ sha256: H1, blob: photo('one') }, { sha256: H2, blob: photo('two') }] })).rejects.toThrow('QuotaExceededError');
    } finally {
      db.blobs.hook('creating').unsubscribe(failing);
    }
    expect(await db.outbox.count()).toBe(1);
    expect(await db.blobs.count()).toBe(0);
    expect((await db.meta.get(META.deviceSeq))?.value).toBe(1);
    expect((await item()).deviceSeq).toBe(2);
  });

  it('is blocked while a parent is unfinished, pending when every parent is done', async () => {
    const parent = await item();
    expect((await item({ dependsOn: [parent.id] })).status).toBe('blocked');
    await db.outbox.update(parent.id, { status: 'done' });
    expect((await item({ dependsOn: [parent.id] })).status).toBe('pending');
  });

  it('refuses an unknown parent, a bad request and a signed-out device', async () => {
    await expect(item({ dependsOn: [newRecordId()] })).rejects.toThrow('outbox:errors.unknownParent');
    await expect(item({ request: { method: 'GET' as 'POST', path: '/x' } })).rejects.toThrow('outbox:errors.invalidRequest');
    await expect(item({ blobs: [{ sha256: 'not-a-hash', blob: photo('x') }] })).rejects.toThrow('outbox:errors.invalidRequest');
    setCurrentUserProvider(async () => null);
    await expect(item()).rejects.toThrow('outbox:errors.notSignedIn');
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the id a feature already gave the record', async () => {
    const id = newRecordId();
    expect((await item({ id })).id).toBe(id);
  });

  it('reads the user the shell stored at sign-in', async () => {
    setCurrentUserProvider(null);
    await setCurrentUser(42);
    expect((await enqueue({ kind: 'k', request: { method: 'DELETE', path: '/x/1' }, summary: 's' })).userId).toBe('42');
    await setCurrentUser(null);
    await expect(item()).rejects.toThrow('outbox:errors.notSignedIn');
  });
});

describe('newRecordId', () => {
  it('is a UUIDv7 that sorts by creation time', async () => {
    const a = newRecordId();
    await new Promise((r) => setTimeout(r, 2));
    const b = newRecordId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    expect(parseInt(a.replace(/-/g, '').slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });
});

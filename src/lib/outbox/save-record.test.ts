import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { db } from './db';
import { recordQueue, SaveRefusedError, sendNow } from './save-record';
import { STORAGE_FULL_MESSAGE } from './storage';
import { resetOutbox } from './test-support';
import { newRecordId } from './uuid';

beforeEach(() => resetOutbox('7'));
afterEach(() => vi.unstubAllGlobals());

const input = (extra: { room?: number } = {}) => {
  const id = newRecordId();
  return { id, kind: 'test.record.create', summary: 'Kayıt', request: () => ({ method: 'POST' as const, path: '/records', body: { id } }), ...extra };
};

/** A browser whose storage holds `usage` of `quota` bytes and grants persistence. */
function storage(usage: number, quota: number) {
  const estimate = vi.fn(async () => ({ usage, quota }));
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { storage: { estimate, persist, persisted: async () => false } });
  return { estimate, persist };
}

describe('sending a record at once', () => {
  it('gives the data and the server\'s message, nothing when the network failed, and lets refusals through', async () => {
    const sent = { data: { id: 4 }, meta_data: { permission_signature: 's' }, helper_data: { message: 'Kaydedildi.' } } as Envelope<{ id: number }>;
    expect(await sendNow(async () => sent)).toEqual({ data: { id: 4 }, message: 'Kaydedildi.' });
    expect(await sendNow(async () => { throw new ApiError(0, 'Network error', null); })).toBeUndefined();
    await expect(sendNow(async () => { throw new ApiError(422, 'Unprocessable', {}); })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('queueing a record on the device', () => {
  it('asks for persistent storage once per queue and says the answer only then', async () => {
    const { persist } = storage(0, 1e9);
    const queue = recordQueue();
    expect(await queue(input())).toMatchObject({ kind: 'queued', persistence: 'granted' });
    expect(await queue(input())).not.toHaveProperty('persistence');
    expect(await recordQueue()(input())).toMatchObject({ persistence: 'granted' });
    expect(persist).toHaveBeenCalledTimes(2);
    expect(await db.outbox.count()).toBe(3);
  });

  it('checks the room a record without files asks for, and refuses before saving when it is not there', async () => {
    const { estimate } = storage(899, 1000);
    await expect(recordQueue()(input({ room: 2 }))).rejects.toThrow(new SaveRefusedError(STORAGE_FULL_MESSAGE));
    expect(await db.outbox.count()).toBe(0);
    await recordQueue()(input({ room: 1 }));
    expect(estimate).toHaveBeenCalledTimes(2);
    // Neither files nor room: nothing to check.
    await recordQueue()(input());
    expect(estimate).toHaveBeenCalledTimes(2);
    expect(await db.outbox.count()).toBe(2);
  });
});

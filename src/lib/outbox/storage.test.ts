import { describe, expect, it } from 'vitest';
import { checkRoom, PERSISTENCE_MESSAGES, QUOTA_SHARE, requestPersistence, STORAGE_FULL_MESSAGE } from './storage';

const MB = 1024 * 1024;

describe('requestPersistence', () => {
  it('answers granted, denied or unsupported', async () => {
    expect(await requestPersistence({ persisted: async () => true, persist: async () => false })).toBe('granted');
    expect(await requestPersistence({ persisted: async () => false, persist: async () => true })).toBe('granted');
    expect(await requestPersistence({ persist: async () => false })).toBe('denied');
    expect(await requestPersistence({ persist: async () => Promise.reject(new Error('no')) })).toBe('denied');
    expect(await requestPersistence({})).toBe('unsupported');
    expect(await requestPersistence(undefined)).toBe('unsupported');
    expect(PERSISTENCE_MESSAGES.denied).toBe('outbox:storage.persistDenied');
  });
});

describe('checkRoom', () => {
  const storage = (usage: number, quota: number) => ({ estimate: async () => ({ usage, quota }) });

  it('refuses when usage plus the capture would pass 90 % of the quota', async () => {
    expect(QUOTA_SHARE).toBe(0.9);
    expect(await checkRoom(5 * MB, storage(80 * MB, 100 * MB))).toEqual({ ok: true });
    expect(await checkRoom(10 * MB, storage(80 * MB, 100 * MB))).toEqual({ ok: true });
    expect(await checkRoom(10 * MB + 1, storage(80 * MB, 100 * MB))).toEqual({ ok: false, message: STORAGE_FULL_MESSAGE, usage: 80 * MB, quota: 100 * MB });
  });

  it('lets the capture through when the browser cannot tell', async () => {
    expect(await checkRoom(MB, undefined)).toEqual({ ok: true });
    expect(await checkRoom(MB, { estimate: async () => ({ usage: 5 }) })).toEqual({ ok: true });
    expect(await checkRoom(MB, { estimate: () => Promise.reject(new Error('x')) })).toEqual({ ok: true });
  });
});

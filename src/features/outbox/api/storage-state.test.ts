import { describe, expect, it } from 'vitest';
import { formatBytes, readStorageState } from './storage-state';

describe('readStorageState', () => {
  it('reports persistence and usage without asking for persistence', async () => {
    let asked = false;
    const storage = {
      persist: async () => ((asked = true), true),
      persisted: async () => false,
      estimate: async () => ({ usage: 50, quota: 1000 }),
    };
    expect(await readStorageState(storage)).toEqual({ persistence: 'not-granted', usage: 50, quota: 1000, nearlyFull: false });
    expect(asked).toBe(false);
  });

  it('says when storage is nearly full (past 90 % of the quota) and when the browser cannot tell', async () => {
    expect((await readStorageState({ persisted: async () => true, estimate: async () => ({ usage: 950, quota: 1000 }) })).nearlyFull).toBe(true);
    expect(await readStorageState({})).toEqual({ persistence: 'unsupported', usage: undefined, quota: undefined, nearlyFull: false });
    expect(await readStorageState(undefined)).toMatchObject({ persistence: 'unsupported', nearlyFull: false });
  });
});

describe('formatBytes', () => {
  it('picks the unit and writes the number the Turkish way', () => {
    expect(formatBytes(1536, 'tr-TR')).toBe('1,5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'tr-TR')).toBe('5 MB');
    expect(formatBytes(3.25 * 1024 ** 3, 'en-GB')).toBe('3.3 GB');
  });
});

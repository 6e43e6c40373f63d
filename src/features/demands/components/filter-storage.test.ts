import { describe, expect, it } from 'vitest';
import { responseFilter } from './filter-storage';

const { key: filterStorageKey, read: readStoredFilter, write: writeStoredFilter } = responseFilter;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('response filter storage', () => {
  it('keeps each user\'s filter apart and only the known fields', () => {
    const storage = memoryStorage();
    writeStoredFilter(storage, 7, { status: 'waiting', requester: 'Ayşe', page: '3', ordering: '-created_at' });
    writeStoredFilter(storage, 8, { demand_type_id: '2' });
    expect(readStoredFilter(storage, 7)).toEqual({ status: 'waiting', requester: 'Ayşe' });
    expect(readStoredFilter(storage, 8)).toEqual({ demand_type_id: '2' });
    expect(readStoredFilter(storage, 9)).toEqual({});
  });

  it('forgets an empty filter and survives broken or hostile storage', () => {
    const storage = memoryStorage();
    writeStoredFilter(storage, 7, { status: 'waiting' });
    writeStoredFilter(storage, 7, {});
    expect(storage.map.has(filterStorageKey(7))).toBe(false);
    storage.map.set(filterStorageKey(7), '{not json');
    expect(readStoredFilter(storage, 7)).toEqual({});
    storage.map.set(filterStorageKey(7), JSON.stringify({ status: { $gt: '' }, keyword: 'pil' }));
    expect(readStoredFilter(storage, 7)).toEqual({ keyword: 'pil' });
    const full = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    expect(() => writeStoredFilter(full, 7, { status: 'waiting' })).not.toThrow();
  });
});

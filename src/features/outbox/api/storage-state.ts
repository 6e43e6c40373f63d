import { QUOTA_SHARE, type StorageLike } from '@/lib/outbox/storage';

/** What the storage guardian knows now: whether the browser keeps our data, and how full it is. */
export interface StorageState {
  /** granted: persistent; not-granted: the browser may evict it under pressure (not yet asked, or refused). */
  persistence: 'granted' | 'not-granted' | 'unsupported';
  usage?: number;
  quota?: number;
  /** Past the share of the quota at which new captures are refused (lib/outbox/storage). */
  nearlyFull: boolean;
}

function defaultStorage(): StorageLike | undefined {
  return (globalThis.navigator as { storage?: StorageLike } | undefined)?.storage;
}

/** Reads without asking anything of the user (persisted(), not persist()). */
export async function readStorageState(storage: StorageLike | undefined = defaultStorage()): Promise<StorageState> {
  const persisted = storage?.persisted ? await storage.persisted().catch(() => false) : undefined;
  const persistence = persisted === undefined ? 'unsupported' : persisted ? 'granted' : 'not-granted';
  const estimate = storage?.estimate ? await storage.estimate().catch(() => undefined) : undefined;
  const { usage, quota } = estimate ?? {};
  return { persistence, usage, quota, nearlyFull: !!quota && (usage ?? 0) > quota * QUOTA_SHARE };
}

/** 12,3 MB / 1,2 GB in the user's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], maximumFractionDigits: 1 }).format(value);
}

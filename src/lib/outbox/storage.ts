/**
 * Storage guardian (ARCHITECTURE §6): ask for persistent storage at the first capture, and refuse
 * a capture BEFORE the quota is reached rather than fail halfway through writing it.
 */
export interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

export type Persistence = 'granted' | 'denied' | 'unsupported';

/** i18next keys of the answer, to show the user after the first capture. */
export const PERSISTENCE_MESSAGES: Record<Persistence, string> = {
  granted: 'outbox:storage.persistGranted',
  denied: 'outbox:storage.persistDenied',
  unsupported: 'outbox:storage.persistUnsupported',
};

/**
 * Refuse when usage + needed would pass 90 % of the quota. The 10 % kept free covers what
 * estimate() does not count exactly (IndexedDB indexes and transaction journals, Chromium's padding
 * of opaque responses, Safari's rounding) and the app shell's own caches, so that the write that
 * follows the check, and the next app update, still fit.
 */
export const QUOTA_SHARE = 0.9;
export const STORAGE_FULL_MESSAGE = 'outbox:storage.full';

export type RoomCheck = { ok: true } | { ok: false; message: string; usage: number; quota: number };

function defaultStorage(): StorageLike | undefined {
  return (globalThis.navigator as { storage?: StorageLike } | undefined)?.storage;
}

export async function requestPersistence(storage: StorageLike | undefined = defaultStorage()): Promise<Persistence> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (await storage.persisted?.()) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Whether `bytesNeeded` more fit; a browser that cannot say (no estimate, no quota) is let through. */
export async function checkRoom(bytesNeeded: number, storage: StorageLike | undefined = defaultStorage()): Promise<RoomCheck> {
  if (!storage?.estimate) return { ok: true };
  const { usage = 0, quota } = await storage.estimate().catch(() => ({ usage: 0, quota: undefined }));
  if (!quota) return { ok: true };
  if (usage + bytesNeeded > quota * QUOTA_SHARE) return { ok: false, message: STORAGE_FULL_MESSAGE, usage, quota };
  return { ok: true };
}

import { ApiError } from '@/lib/api/client';
import { currentUser } from '@/lib/outbox/current-user';
import { db as defaultDb, type ApronDb } from '@/lib/outbox/db';

/**
 * What the audit screens need without a signal (ARCHITECTURE §5: never block a field form on the
 * network): the last answer of a read, kept in the device database's `refdata` table. Online the
 * server answers and the copy is refreshed; offline, or when the server cannot be reached, the
 * copy answers. Keys are per user: a shared tablet never shows one auditor's audits to another.
 */
export class NotOnDeviceError extends Error {
  constructor(key: string) {
    super(`not on this device yet: ${key}`);
    this.name = 'NotOnDeviceError';
  }
}

export interface Remembered<T> {
  value: T;
  /** Answered by the device's copy (offline or the server unreachable). */
  fromDevice: boolean;
  fetchedAt: number;
}

export interface RememberOptions {
  online?: boolean;
  db?: ApronDb;
  now?: number;
}

export async function refdataKey(name: string): Promise<string> {
  return `audits.${(await currentUser()) ?? 'anonymous'}.${name}`;
}

export async function readRemembered<T>(name: string, database: ApronDb = defaultDb): Promise<Remembered<T> | undefined> {
  const row = await database.refdata.get(await refdataKey(name));
  return row ? { value: row.value as T, fromDevice: true, fetchedAt: row.fetchedAt } : undefined;
}

export async function remember<T>(name: string, value: T, options: RememberOptions = {}): Promise<void> {
  const database = options.db ?? defaultDb;
  await database.refdata.put({ key: await refdataKey(name), value, fetchedAt: options.now ?? Date.now() });
}

/** The server's answer (remembered), or the device's copy when there is no connection. */
export async function remembered<T>(name: string, fetch: () => Promise<T>, options: RememberOptions = {}): Promise<Remembered<T>> {
  const database = options.db ?? defaultDb;
  const online = options.online ?? navigator.onLine;
  if (online) {
    try {
      const value = await fetch();
      const fetchedAt = options.now ?? Date.now();
      await remember(name, value, { db: database, now: fetchedAt }).catch(() => undefined);
      return { value, fromDevice: false, fetchedAt };
    } catch (error) {
      // Only "no answer" falls back to the copy; a refusal (403, 404) is the server's word.
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  const stored = await readRemembered<T>(name, database);
  if (!stored) throw new NotOnDeviceError(name);
  return stored;
}

/** Merges positions into a remembered list by id (names of supervisors and personnel shown offline). */
export async function rememberPositions<P extends { id: number }>(name: string, positions: readonly P[], options: RememberOptions = {}): Promise<P[]> {
  if (!positions.length) return (await readRemembered<P[]>(name, options.db))?.value ?? [];
  const known = (await readRemembered<P[]>(name, options.db))?.value ?? [];
  const byId = new Map(known.map((p) => [p.id, p]));
  for (const p of positions) byId.set(p.id, p);
  const all = [...byId.values()];
  await remember(name, all, options);
  return all;
}

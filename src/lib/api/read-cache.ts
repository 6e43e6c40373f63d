import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import Dexie, { type Table } from 'dexie';
import { boundQueries, MAX_CACHE_AGE_MS, shouldCacheQuery } from './read-cache-policy';

/**
 * The offline read cache: TanStack Query's cache persisted to IndexedDB, one entry per user, so
 * every screen opened online shows its last data offline. Loaded lazily after the first render
 * (Dexie stays out of the shell's first load). Cleared at sign-out.
 */
interface Entry {
  key: string;
  client: PersistedClient;
  savedAt: number;
}

class ReadCacheDb extends Dexie {
  clients!: Table<Entry, string>;
  constructor() {
    super('apron-read-cache');
    this.version(1).stores({ clients: 'key' });
  }
}

let database: ReadCacheDb | undefined;
const db = () => (database ??= new ReadCacheDb());

/** Writes at most once a second however often the cache changes; `cancel` drops a pending write. */
function throttled(save: (client: PersistedClient) => Promise<void>, ms = 1000) {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = (client: PersistedClient) => {
    pending = client;
    timer ??= setTimeout(() => {
      timer = undefined;
      const next = pending!;
      pending = undefined;
      void save(next).catch(() => undefined); // a full or blocked disk costs the cache, never the screen
    }, ms);
  };
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return { write, cancel };
}

/** The subscription of the signed-in user, so that sign-out can stop it before clearing. */
let active: { stop: () => void } | undefined;

export function readCachePersister(userId: number): Persister & { cancel: () => void } {
  const key = `user:${userId}`;
  const save = throttled(async (client) => {
    const queries = boundQueries(client.clientState.queries);
    await db().clients.put({ key, savedAt: Date.now(), client: { ...client, clientState: { ...client.clientState, queries, mutations: [] } } });
  });
  return {
    cancel: save.cancel,
    persistClient: (client) => save.write(client),
    restoreClient: async () => (await db().clients.get(key))?.client,
    removeClient: async () => {
      await db().clients.delete(key);
    },
  };
}

/** Starts persisting the client for this user and restores what the device kept; answers the stop. */
export function startReadCache(queryClient: QueryClient, userId: number, buster: string): { stop: () => void; restored: Promise<void> } {
  active?.stop();
  const persister = readCachePersister(userId);
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_CACHE_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldCacheQuery },
  });
  const handle = {
    stop: () => {
      unsubscribe();
      persister.cancel();
      if (active === handle) active = undefined;
    },
  };
  active = handle;
  // What was restored is what the device last saw, not what the server has now: marked stale, so
  // every screen shows it at once and refreshes it when it can (a reload must never show less
  // than it did before the cache existed).
  const refreshed = restored.then(() => queryClient.invalidateQueries()).catch(() => undefined);
  return { stop: handle.stop, restored: refreshed };
}

/** Sign-out: nothing of anyone stays readable on the device (shared tablets). */
export async function clearReadCache(): Promise<void> {
  active?.stop();
  await db().clients.clear();
}

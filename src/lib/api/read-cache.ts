import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import Dexie, { type Table } from 'dexie';
import { boundQueries, MAX_CACHE_AGE_MS, shouldCacheQuery } from './read-cache-policy';
import { StandIns } from './read-cache-stand-ins';
import { clearFormSnapshots } from '@/lib/pwa/form-snapshot-capture';

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

export function readCachePersister(userId: number, standIns?: StandIns): Persister & { cancel: () => void } {
  const key = `user:${userId}`;
  const save = throttled(async (client) => {
    const own = client.clientState.queries;
    const queries = boundQueries([...own, ...(standIns?.unused(new Set(own.map((q) => q.queryHash))) ?? [])]);
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

/** Starts persisting the client for this user and keeps what the device saved as stand-ins; answers the stop. */
export function startReadCache(queryClient: QueryClient, userId: number, buster: string): { stop: () => void; restored: Promise<void> } {
  active?.stop();
  const standIns = new StandIns(queryClient);
  const persister = readCachePersister(userId, standIns);
  const offline = () => !navigator.onLine || !onlineManager.isOnline();
  let stopped = false;
  let unsubscribeSave: (() => void) | undefined;
  const unwatch = standIns.watch();
  const unsubscribeOnline = onlineManager.subscribe((online) => !online && standIns.use());
  const restored = savedClient(persister, buster)
    .then((saved) => {
      if (stopped || !saved) return;
      standIns.keep(saved.clientState.queries, MAX_CACHE_AGE_MS);
      // Reads that already wait for a connection, or failed unreachable, take theirs now.
      const waiting = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data === undefined && (q.state.fetchStatus === 'paused' || q.state.status === 'error') });
      if (offline()) standIns.use();
      else standIns.use(waiting.map((q) => q.queryHash));
    })
    .catch(() => undefined)
    .finally(() => {
      if (!stopped) unsubscribeSave = persistQueryClientSubscribe({ queryClient, persister, buster, dehydrateOptions: { shouldDehydrateQuery: shouldCacheQuery } });
    });
  const handle = {
    stop: () => {
      stopped = true;
      unwatch();
      unsubscribeOnline();
      unsubscribeSave?.();
      persister.cancel();
      if (active === handle) active = undefined;
    },
  };
  active = handle;
  return { stop: handle.stop, restored };
}

/** The device's saved client, unless it is from another contracts version or older than the cache keeps. */
async function savedClient(persister: Persister, buster: string): Promise<PersistedClient | undefined> {
  const saved = await persister.restoreClient();
  if (!saved) return undefined;
  if (saved.buster !== buster || !saved.timestamp || Date.now() - saved.timestamp > MAX_CACHE_AGE_MS) {
    await persister.removeClient();
    return undefined;
  }
  return saved;
}

/** Sign-out: nothing of anyone stays readable on the device (shared tablets), form snapshots included. */
export async function clearReadCache(): Promise<void> {
  active?.stop();
  await Promise.all([db().clients.clear(), clearFormSnapshots().catch(() => undefined)]);
}

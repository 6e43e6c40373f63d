import { getTokens, onTokensChange } from '@/lib/api/token-store';
import { makeDue } from './actions';
import { listen, publish, SYNC_MESSAGE, SYNC_TAG } from './channel';
import { statusOf } from './counts';
import { currentUser } from './current-user';
import { db } from './db';
import { LOCK_BUSY, withReplayLock, type LockManagerLike } from './lock';
import { pruneOutbox } from './prune';
import { replayOnce, type ReplayDeps, type ReplayResult } from './replayer';
import { getStatus, setStatus, type Progress } from './status';
import { mirrorTokens } from './tokens';
import { trace } from './trace';

export { setCurrentUser } from './current-user';
export { resume } from './pause';

/** The page side of the outbox: imported lazily by the shell after its first render. */
export interface OutboxEngine {
  /** "Sync now": every waiting item is due now, then a replay. */
  syncNow(): Promise<void>;
  stop(): void;
}

export interface EngineOptions {
  replay?: (deps: ReplayDeps) => Promise<ReplayResult>;
  locks?: LockManagerLike;
  /** Where online/offline/visibilitychange come from (default: window and document). */
  win?: EventTarget;
  doc?: EventTarget & { visibilityState?: string };
  isOnline?: () => boolean;
  random?: () => number;
  intervalMs?: number;
  /** After LOCK_BUSY (someone else replays), look again this much later. */
  busyRetryMs?: number;
  /** After a pass stopped by a failing network (replayer.ts), look again this much later. */
  networkDownRetryMs?: number;
}

export const REPLAY_INTERVAL_MS = 30_000;
export const NETWORK_DOWN_RETRY_MS = 10_000;
/** Finished items are pruned (prune.ts) after a replay pass, at most this often per page. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

let engine: OutboxEngine | null = null;

/** Starts once per page; later calls answer the running engine. */
export function startOutbox(options: EngineOptions = {}): OutboxEngine {
  engine ??= createEngine(options);
  return engine;
}

function createEngine(options: EngineOptions): OutboxEngine {
  const replay = options.replay ?? replayOnce;
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const random = options.random ?? Math.random;
  const interval = options.intervalMs ?? REPLAY_INTERVAL_MS;
  const cleanups: (() => void)[] = [];
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let progress: Progress | null = null;
  let prunedAt = -Infinity;

  const publishStatus = async () => {
    const status = await statusOf(db, await currentUser(), isOnline(), progress);
    setStatus(status);
    publish({ type: 'status', status });
  };

  const once = async () => {
    if (!isOnline()) return publishStatus(); // navigator.onLine false is reliable; true is not
    const result = await withReplayLock(async () => {
      const replayed = await replay({
        random,
        // The page reads the freshest tokens itself; the worker reads the mirror.
        readTokens: async () => getTokens(),
        onProgress: (p) => {
          progress = p;
          void publishStatus();
        },
      });
      // Housekeeping under the same lock, so no other tab replays while items leave the table.
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneOutbox().catch(() => undefined);
      }
      return replayed;
    }, options.locks);
    if (result === LOCK_BUSY) {
      trace('page:lock-busy');
      return later(options.busyRetryMs ?? 3000);
    }
    await publishStatus();
    // A pass stopped by a failing network looks again soon, not at the next tick.
    if (result.state === 'network-down') later(options.networkDownRetryMs ?? NETWORK_DOWN_RETRY_MS);
    if (getStatus().pending + getStatus().blocked > 0) registerBackgroundSync();
  };

  /** Triggers coalesce: one pass at a time, and one more if something asked meanwhile. */
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once().catch((error: unknown) => trace('page:error', String(error)));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  let busyTimer: ReturnType<typeof setTimeout> | undefined;
  const later = (ms: number) => {
    clearTimeout(busyTimer);
    busyTimer = setTimeout(() => void run(), ms);
  };
  cleanups.push(() => clearTimeout(busyTimer));

  const dueNowThenRun = async () => {
    const userId = await currentUser();
    if (userId !== null) await makeDue(userId);
    await run();
  };

  const on = (target: EventTarget | undefined, type: string, handler: (event: Event) => void) => {
    target?.addEventListener(type, handler);
    cleanups.push(() => target?.removeEventListener(type, handler));
  };
  on(win, 'online', () => {
    trace('page:online');
    setStatus({ online: true });
    void dueNowThenRun(); // the backoff grew while offline: do not make the user wait it out
  });
  on(win, 'offline', () => setStatus({ online: false }));
  on(doc, 'visibilitychange', () => {
    if (doc?.visibilityState === 'visible') void run();
  });
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  on(sw, 'message', (event) => {
    if ((event as MessageEvent).data?.type === SYNC_MESSAGE) void run();
  });
  cleanups.push(
    listen((message) => {
      if (message.type === 'status') setStatus(message.status);
      else void run();
    }),
  );
  // The worker cannot read localStorage: keep its copy of the tokens current.
  cleanups.push(onTokensChange((tokens) => void mirrorTokens(tokens)));
  void mirrorTokens(getTokens());

  let tick: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (stopped) return;
    tick = setTimeout(() => {
      void run().finally(schedule);
    }, interval * (0.7 + 0.6 * random()));
  };
  schedule();
  cleanups.push(() => clearTimeout(tick));

  void run(); // page load

  const self: OutboxEngine = {
    syncNow: dueNowThenRun,
    stop() {
      stopped = true;
      cleanups.forEach((c) => c());
      if (engine === self) engine = null;
    },
  };
  return self;
}

/** Lets the worker replay when the page is closed, where Background Sync exists (Chromium). */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

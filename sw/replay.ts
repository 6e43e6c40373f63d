import { publish } from '@/lib/outbox/channel';
import { statusOf } from '@/lib/outbox/counts';
import { currentUser } from '@/lib/outbox/current-user';
import { db } from '@/lib/outbox/db';
import { LOCK_BUSY, withReplayLock } from '@/lib/outbox/lock';
import { replayOnce, type ReplayDeps } from '@/lib/outbox/replayer';
import type { Progress } from '@/lib/outbox/status';
import { readTokens } from '@/lib/outbox/tokens';
import { trace } from '@/lib/outbox/trace';

/**
 * What a replay from the worker left behind:
 *  - 'settled': nothing the network could change is waiting (sent, refused, backing off for a
 *    server error, signed out, paused by a 401, or a page is replaying right now);
 *  - 'waiting-for-network': an item failed for want of a network, so Background Sync should fire again;
 *  - 'left-to-the-page': a page is on screen and replays on its own schedule; the worker did nothing
 *    and wants the event again later, for when the page is gone.
 */
export type WorkerReplayOutcome = 'settled' | 'waiting-for-network' | 'left-to-the-page';

const online = () => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false;

let reported = Promise.resolve();

/**
 * Tells the open pages' headers where the worker's replay stands. Reports go one after another,
 * so a late progress report never overwrites the final one.
 */
function report(progress: Progress | null): Promise<void> {
  reported = reported
    .then(async () => publish({ type: 'status', status: await statusOf(db, await currentUser(), online(), progress) }))
    .catch(() => undefined);
  return reported;
}

async function pageOnScreen(): Promise<boolean> {
  const clients = (globalThis as { clients?: { matchAll(options: { type: 'window' }): Promise<{ visibilityState?: string }[]> } }).clients;
  if (!clients) return false;
  return (await clients.matchAll({ type: 'window' })).some((client) => client.visibilityState === 'visible');
}

async function waitsForNetwork(): Promise<boolean> {
  const userId = await currentUser();
  if (userId === null) return false;
  const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return pending.some((item) => item.lastError?.status === 0);
}

/**
 * One replay pass in the worker, with the engine the page uses (src/lib/outbox): the same lock
 * (one replayer across tabs and the worker), the tokens and user the page mirrored into IndexedDB.
 * `deps` are for tests (a fake fetch).
 */
export async function replayFromWorker(
  deps: Pick<ReplayDeps, 'fetch' | 'now' | 'random'> & { pageOnScreen?: () => Promise<boolean> } = {},
): Promise<WorkerReplayOutcome> {
  // Background Sync is for a closed page. A page on screen replays itself (its tokens are the
  // freshest, its header shows the progress); a worker pass beside it only takes the lock from it —
  // in the chaos suite one whose every request hung kept a working page out for 10 minutes (issue 17).
  if (await (deps.pageOnScreen ?? pageOnScreen)()) {
    trace('sw:left-to-the-page');
    return 'left-to-the-page';
  }
  // Only what is due: the page registers a sync after every pass that leaves items waiting, so a
  // sync event is no sign the network came back, and resetting the backoff here retried an item
  // due in 5 minutes every ~35 s (issue 17). The page's 'online' and "Sync now" make items due.
  const result = await withReplayLock(() => replayOnce({ ...deps, readTokens: () => readTokens(), onProgress: (progress) => void report(progress) }));
  if (result === LOCK_BUSY) {
    trace('sw:lock-busy');
    return 'settled';
  }
  await report(null);
  if (result.state === 'network-down') return 'waiting-for-network';
  return result.state === 'idle' && (await waitsForNetwork()) ? 'waiting-for-network' : 'settled';
}

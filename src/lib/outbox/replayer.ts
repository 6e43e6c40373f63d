import { db as defaultDb, type ApronDb } from './db';
import { applyOutcome } from './apply-outcome';
import { currentUser } from './current-user';
import { isPausedFor, pauseFor } from './pause';
import { plan } from './plan';
import type { SendOutcome } from './response';
import type { Progress } from './status';
import { readTokens } from './tokens';
import { trace } from './trace';
import { sendItem, sendRequest, uploadBlobs, type TransportDeps } from './transport';
import type { OutboxItem, OutboxTokens } from './types';

export { resume } from './pause';

export interface ReplayDeps extends TransportDeps {
  db?: ApronDb;
  now?: () => number;
  /** For the backoff jitter; [0, 1). */
  random?: () => number;
  readTokens?: () => Promise<OutboxTokens | null>;
  currentUser?: () => Promise<string | null>;
  onProgress?: (progress: Progress | null) => void;
  /** Items in flight at once; default 4. */
  concurrency?: number;
}

/**
 * idle: nothing left to send now; paused: a 401 met the current tokens; signed-out: no tokens or
 * user; network-down: the pass stopped early, its last attempts all failing for want of a network.
 */
export type ReplayState = 'idle' | 'paused' | 'signed-out' | 'network-down';

export interface ReplayResult {
  state: ReplayState;
  /** Items sent during this pass, and how many of them the server acknowledged. */
  attempted: number;
  done: number;
}

export const MAX_IN_FLIGHT = 4;
/** A commit refused for missing blobs is retried at once after uploading them, this many times. */
export const MISSING_BLOB_ROUNDS = 3;
/**
 * After this many attempts in a row fail for want of a network (refused, dropped or timed out, with
 * no answer in between), a pass starts no more items: the rest keep their schedule for the next
 * pass. Without it a black-holed network cost every one of 200 items a 30 s timeout, four at a
 * time, for 25 minutes, while the pass held the replay lock (issue 17).
 */
export const NETWORK_FAILURES_TO_STOP = 4;

/**
 * One replay pass (docs/offline.md §2): sends every eligible item of the signed-in user, up to 4 at
 * once, recomputing eligibility as items finish (the next of a chain, unblocked dependants), until
 * nothing more can go now. Run it under the replay lock (lock.ts). Never deletes an item.
 */
export async function replayOnce(deps: ReplayDeps = {}): Promise<ReplayResult> {
  const database = deps.db ?? defaultDb;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const limit = deps.concurrency ?? MAX_IN_FLIGHT;
  const [tokens, userId] = await Promise.all([(deps.readTokens ?? (() => readTokens(database)))(), (deps.currentUser ?? currentUser)()]);
  if (!tokens || userId === null) {
    trace('replay:signed-out', { tokens: !!tokens, user: userId !== null });
    return { state: 'signed-out', attempted: 0, done: 0 };
  }
  if (await isPausedFor(tokens, database)) {
    trace('replay:paused');
    return { state: 'paused', attempted: 0, done: 0 };
  }
  await recoverInterrupted(database, userId);
  trace('replay:start');

  const inFlight = new Map<string, Promise<void>>();
  const skipped = new Set<string>();
  let paused = false;
  let networkFailures = 0;
  let attempted = 0;
  let finished = 0;
  let done = 0;

  const send = async (item: OutboxItem) => {
    const outcome = await attempt(item, tokens, deps);
    trace('replay:sent', { id: item.id, kind: outcome.kind, status: outcome.status, sends: outcome.sends, message: 'message' in outcome ? outcome.message : undefined });
    const attempts = item.attempts + outcome.sends; // apply-outcome leaves them unchanged on a 401
    if (outcome.kind === 'auth' && !paused) {
      paused = true;
      await pauseFor(tokens, database);
    }
    await applyOutcome(database, item.id, { outcome, attempts, at: now(), random });
    finished++;
    if (outcome.kind === 'done') done++;
    networkFailures = outcome.status === 0 && outcome.kind === 'retry' ? networkFailures + 1 : 0;
  };
  const networkDown = () => networkFailures >= NETWORK_FAILURES_TO_STOP;

  for (;;) {
    if (!paused && !networkDown()) {
      const ready = (await eligible(database, userId, now())).filter((i) => !inFlight.has(i.id) && !skipped.has(i.id));
      const room = limit - inFlight.size;
      for (const item of ready.slice(0, room)) {
        const sending = await markSending(database, item.id, now());
        if (!sending) {
          skipped.add(item.id);
          continue;
        }
        attempted++;
        skipped.add(item.id); // one attempt per item and pass: the pass always ends
        const task = send(sending)
          .catch((error: unknown) => {
            trace('replay:crash', { id: item.id, error: String(error) });
            return backOffAfterCrash(database, sending, now(), random);
          })
          .finally(() => inFlight.delete(item.id));
        inFlight.set(item.id, task);
      }
      deps.onProgress?.({ done: finished, total: attempted + Math.max(0, ready.length - room) });
    }
    if (inFlight.size === 0) break;
    await Promise.race(inFlight.values());
  }
  deps.onProgress?.(null);
  trace('replay:end', { paused, networkDown: networkDown(), attempted, done });
  return { state: paused ? 'paused' : networkDown() ? 'network-down' : 'idle', attempted, done };
}

/** Blobs, request, and up to 3 immediate rounds of "upload what the server says it lacks". */
async function attempt(item: OutboxItem, tokens: OutboxTokens, deps: TransportDeps): Promise<SendOutcome & { sends: number }> {
  let outcome = await sendItem(item, tokens, deps);
  let sends = 1;
  for (let round = 0; outcome.kind === 'missing-blobs' && round < MISSING_BLOB_ROUNDS; round++) {
    outcome = (await uploadBlobs(outcome.hashes, tokens, deps, false)) ?? (await sendRequest(item, tokens, deps));
    sends++;
  }
  return { ...outcome, sends };
}

/** Reads the device's unfinished items, moves blocked ↔ pending as parents finish, answers who may go. */
async function eligible(database: ApronDb, userId: string, at: number): Promise<OutboxItem[]> {
  return database.transaction('rw', database.outbox, async () => {
    const unfinished = await database.outbox.where('status').anyOf('pending', 'blocked', 'sending', 'needs-attention').toArray();
    const next = plan(unfinished, userId, at);
    if (next.toBlock.length) await database.outbox.where('id').anyOf(next.toBlock).modify({ status: 'blocked' });
    if (next.toUnblock.length) await database.outbox.where('id').anyOf(next.toUnblock).modify({ status: 'pending' });
    return next.eligible;
  });
}

/** pending → sending, unless the item changed since it was read; answers the item as marked. */
async function markSending(database: ApronDb, id: string, at: number): Promise<OutboxItem | null> {
  return database.transaction('rw', database.outbox, async () => {
    const item = await database.outbox.get(id);
    if (!item || item.status !== 'pending') return null;
    const sending: OutboxItem = { ...item, status: 'sending', sentAt: at };
    await database.outbox.put(sending);
    return sending;
  });
}

/**
 * An item left `sending` by a pass that never finished (tab closed mid-request) goes back to
 * pending: under the lock nobody else is sending it, and its idempotency key makes a resend safe.
 */
async function recoverInterrupted(database: ApronDb, userId: string): Promise<void> {
  await database.outbox.where('[userId+status]').equals([userId, 'sending']).modify({ status: 'pending' });
}

/** A local failure (storage error) during an attempt: the item waits and is tried again, never lost. */
async function backOffAfterCrash(database: ApronDb, item: OutboxItem, at: number, random: () => number): Promise<void> {
  await applyOutcome(database, item.id, {
    outcome: { kind: 'retry', status: 0, message: 'outbox:errors.unexpected', body: null },
    attempts: item.attempts + 1,
    at,
    random,
  }).catch(() => undefined);
}

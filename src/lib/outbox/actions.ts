import { db as defaultDb, type ApronDb } from './db';
import { releaseBlobs } from './blobs';
import { notifyChanged } from './channel';
import { checkRequest } from './enqueue';
import { newRecordId } from './uuid';
import { OutboxError, type OutboxItem, type OutboxRequest } from './types';

export { exportUnsent, type UnsentExportFile } from './export-unsent';

/** The Outbox screen's actions on one item. Each tells the replayer (all contexts) that something changed. */
export interface ActionOptions {
  db?: ApronDb;
  now?: number;
}

export const DISCARD_REASON_MAX = 1000;

type Update = (item: OutboxItem, now: number) => OutboxItem;

async function change(id: string, options: ActionOptions, update: Update, afterPut?: (database: ApronDb, item: OutboxItem) => Promise<unknown>): Promise<OutboxItem> {
  const database = options.db ?? defaultDb;
  const now = options.now ?? Date.now();
  const changed = await database.transaction('rw', [database.outbox, database.blobs], async () => {
    const item = await database.outbox.get(id);
    if (!item) throw new OutboxError('outbox:errors.notFound');
    const next = update(item, now);
    await database.outbox.put(next);
    await afterPut?.(database, next);
    return next;
  });
  notifyChanged();
  return changed;
}

/**
 * A refused request never reached the record, so it may go again under a NEW idempotency key: the
 * server answers 422 to an old key with a different body (docs/offline.md §3).
 */
function backToQueue(item: OutboxItem, now: number, request = item.request): OutboxItem {
  const { lastError: _, ...rest } = item;
  return { ...rest, request, status: 'pending', idempotencyKey: newRecordId(), nextAttemptAt: now };
}

/** The user corrected a refused item: it goes again with the new request. */
export async function replaceRequest(id: string, request: OutboxRequest, options: ActionOptions = {}): Promise<OutboxItem> {
  checkRequest(request);
  return change(id, options, (item, now) => {
    if (item.status !== 'needs-attention') throw new OutboxError('outbox:errors.notEditable');
    return backToQueue(item, now, request);
  });
}

/** Try now instead of waiting for the backoff; a refused item goes again unchanged. */
export async function retryNow(id: string, options: ActionOptions = {}): Promise<OutboxItem> {
  return change(id, options, (item, now) => {
    if (item.status === 'needs-attention') return backToQueue(item, now);
    if (item.status === 'pending' || item.status === 'blocked') return { ...item, nextAttemptAt: Math.max(now, item.notBefore ?? 0) };
    throw new OutboxError('outbox:errors.notEditable');
  });
}

/**
 * The user gave up on an item, after confirming and saying why. It stays in the table as `done`
 * with the reason (nothing is dropped silently); its blobs go once no unfinished item needs them.
 */
export async function discard(id: string, reason: string, options: ActionOptions = {}): Promise<OutboxItem> {
  const why = reason.trim();
  if (!why || why.length > DISCARD_REASON_MAX) throw new OutboxError('outbox:errors.reasonRequired');
  return change(
    id,
    options,
    (item, now) => {
      if (item.status === 'done' || item.status === 'sending') throw new OutboxError('outbox:errors.notEditable');
      return { ...item, status: 'done', discardReason: why, discardedAt: now };
    },
    (database, item) => releaseBlobs(database, item.blobHashes),
  );
}

/** Every item of a user, oldest first, for the Outbox screen. */
export function listItems(userId: string | number, options: ActionOptions = {}): Promise<OutboxItem[]> {
  return (options.db ?? defaultDb).outbox.where('userId').equals(String(userId)).sortBy('deviceSeq');
}

/**
 * "Sync now" and coming back online: the user's waiting items are due now, whatever their own
 * backoff — but never before the server's Retry-After (`notBefore`), which is a floor.
 */
export async function makeDue(userId: string, options: ActionOptions = {}): Promise<number> {
  const database = options.db ?? defaultDb;
  const now = options.now ?? Date.now();
  const dueAt = (item: OutboxItem) => Math.max(now, item.notBefore ?? 0);
  return database.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .and((item) => item.nextAttemptAt > dueAt(item))
    .modify((item) => {
      item.nextAttemptAt = dueAt(item);
    });
}

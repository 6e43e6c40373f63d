import { releaseBlobs } from './blobs';
import { db as defaultDb, type ApronDb } from './db';
import type { OutboxItem, ReceiptLogRow } from './types';

/** Finished items stay in the outbox (and on the Outbox screen) this long (issue 16). */
export const DONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** The receipt log keeps at most this many rows, the newest. */
export const RECEIPT_LOG_MAX = 5000;

export interface PruneOptions {
  db?: ApronDb;
  now?: number;
  retentionMs?: number;
  logMax?: number;
}

export interface PruneResult {
  /** Items that left the outbox (a receipt each in the log). */
  pruned: number;
  /** Local blobs deleted because no item named them any more. */
  blobs: number;
  /** Old receipts dropped past the log's size. */
  trimmed: number;
}

/** When an item finished: acknowledged by the server, or discarded by the user. */
export const finishedAt = (item: OutboxItem): number | undefined => (item.status === 'done' ? (item.ackAt ?? item.discardedAt ?? item.sentAt) : undefined);

const recordIdOf = (body: unknown): string | number | undefined => {
  const id = (body as { data?: { id?: unknown } } | undefined)?.data?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
};

export function receiptOf(item: OutboxItem, at: number): ReceiptLogRow {
  const recordId = recordIdOf(item.receipt?.body);
  return {
    id: item.id,
    userId: item.userId,
    kind: item.kind,
    summary: item.summary,
    deviceSeq: item.deviceSeq,
    createdAt: item.createdAt,
    finishedAt: at,
    status: item.receipt?.status ?? 0,
    ...(item.receipt?.replayed ? { replayed: true } : {}),
    ...(recordId !== undefined ? { recordId } : {}),
    ...(item.discardReason ? { discardReason: item.discardReason } : {}),
  };
}

/**
 * Outbox housekeeping (docs/offline.md §2): items finished longer ago than the retention time
 * leave the outbox, their receipts kept in the compact `receipts` log (trimmed to its size, oldest
 * first), and the local blobs no item names any more go with them. Never touches an unfinished
 * item, nor a finished one an unfinished item still waits on. One transaction: a crash leaves
 * either the item or its receipt, never neither.
 */
export async function pruneOutbox(options: PruneOptions = {}): Promise<PruneResult> {
  const database = options.db ?? defaultDb;
  const now = options.now ?? Date.now();
  const before = now - (options.retentionMs ?? DONE_RETENTION_MS);
  const logMax = options.logMax ?? RECEIPT_LOG_MAX;
  return database.transaction('rw', [database.outbox, database.blobs, database.receipts], async () => {
    const old = (await database.outbox.where('status').equals('done').toArray()).filter((i) => (finishedAt(i) ?? now) < before);
    const kept: OutboxItem[] = [];
    for (const item of old) {
      const waitedOn = await database.outbox.where('dependsOn').equals(item.id).filter((d) => d.status !== 'done').count();
      if (waitedOn === 0) kept.push(item);
    }
    await database.receipts.bulkPut(kept.map((i) => receiptOf(i, finishedAt(i)!)));
    await database.outbox.bulkDelete(kept.map((i) => i.id));
    const named = [...new Set(kept.flatMap((i) => i.blobHashes))];
    const held = (await database.blobs.bulkGet(named)).flatMap((b) => (b ? [b.sha256] : []));
    const released = await releaseBlobs(database, held);

    let trimmed = 0;
    const total = await database.receipts.count();
    if (total > logMax) {
      const oldest = await database.receipts.orderBy('finishedAt').limit(total - logMax).primaryKeys();
      await database.receipts.bulkDelete(oldest);
      trimmed = oldest.length;
    }
    return { pruned: kept.length, blobs: released.length, trimmed };
  });
}

/** The user's receipt log, newest first. */
export async function receiptLog(userId: string, options: { db?: ApronDb } = {}): Promise<ReceiptLogRow[]> {
  const rows = await (options.db ?? defaultDb).receipts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.finishedAt - a.finishedAt);
}

/** Whether an item id is known as finished: still in the outbox as done, or in the receipt log. */
export async function isFinished(id: string, options: { db?: ApronDb } = {}): Promise<boolean> {
  const database = options.db ?? defaultDb;
  const item = await database.outbox.get(id);
  return item ? item.status === 'done' : (await database.receipts.get(id)) !== undefined;
}

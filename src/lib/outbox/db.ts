import Dexie, { type EntityTable } from 'dexie';
import type { DraftRow, MetaRow, OutboxItem, ReceiptLogRow, RefdataRow, StoredBlob } from './types';

/**
 * The device database `apron` (docs/offline.md §1). Schema changes add a new
 * `this.version(n).stores({...})` below the existing ones (listing only the tables that change,
 * `null` to drop one) and never edit an old version: Dexie upgrades in place, keeping the rows.
 */
export class ApronDb extends Dexie {
  declare outbox: EntityTable<OutboxItem, 'id'>;
  declare blobs: EntityTable<StoredBlob, 'sha256'>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare refdata: EntityTable<RefdataRow, 'key'>;
  declare drafts: EntityTable<DraftRow, 'key'>;
  declare receipts: EntityTable<ReceiptLogRow, 'id'>;

  constructor(name = 'apron') {
    super(name);
    this.version(1).stores({
      // *blobHashes: which items still name a blob; *dependsOn: an item's dependants.
      outbox: 'id, status, userId, chain, nextAttemptAt, deviceSeq, [userId+status], *blobHashes, *dependsOn',
      blobs: 'sha256, createdAt',
      meta: 'key',
      refdata: 'key, fetchedAt',
      drafts: 'key, userId, updatedAt',
    });
    // Finished items leave the outbox after a retention time; their receipts stay here (prune.ts).
    this.version(2).stores({
      receipts: 'id, userId, finishedAt',
    });
  }
}

/** Keys of the `meta` table. */
export const META = {
  deviceId: 'deviceId',
  deviceSeq: 'deviceSeq',
  userId: 'userId',
  tokens: 'tokens',
  /** The access token that met a 401: replay waits until the tokens differ, or resume(). */
  authPausedToken: 'authPausedToken',
} as const;

/** Opened lazily on the first query; the page imports this module only after its first render. */
export const db = new ApronDb();

export async function metaValue<T>(database: ApronDb, key: string): Promise<T | undefined> {
  return (await database.meta.get(key))?.value as T | undefined;
}

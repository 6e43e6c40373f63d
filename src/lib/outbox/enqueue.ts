import { db as defaultDb, META, metaValue, type ApronDb } from './db';
import { currentUser } from './current-user';
import { notifyChanged } from './channel';
import { isUuid, newRecordId, uuidv7 } from './uuid';
import { OutboxError, type OutboxItem, type OutboxRequest, type StoredBlob } from './types';

export { newRecordId } from './uuid';
export { setCurrentUser } from './current-user';

export interface EnqueueBlob {
  sha256: string;
  blob: Blob;
  name?: string;
}

export interface EnqueueInput {
  /** Registered with registerKind, e.g. 'demand.request.create'. */
  kind: string;
  request: OutboxRequest;
  /** Every blob the request names by hash (photos, files). */
  blobs?: EnqueueBlob[];
  /** Items of one chain are sent in the order they were enqueued. */
  chain?: string;
  /** Items that must be acknowledged by the server first. */
  dependsOn?: string[];
  /** Shown in the Outbox screen. */
  summary: string;
  /** The item's id, when the feature already gave it to the record (newRecordId()). */
  id?: string;
}

export interface EnqueueOptions {
  db?: ApronDb;
  now?: number;
}

const SHA256 = /^[0-9a-f]{64}$/;
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function checkRequest(request: OutboxRequest): void {
  if (!METHODS.has(request.method) || !request.path.startsWith('/')) throw new OutboxError('outbox:errors.invalidRequest');
}

function check(input: EnqueueInput): void {
  checkRequest(input.request);
  if (!input.kind || (input.id !== undefined && !isUuid(input.id))) throw new OutboxError('outbox:errors.invalidRequest');
  if (input.blobs?.some((b) => !SHA256.test(b.sha256))) throw new OutboxError('outbox:errors.invalidRequest');
}

/** The device's id, made once; call inside a transaction over `meta`. */
async function deviceIdOf(database: ApronDb): Promise<string> {
  const existing = await metaValue<string>(database, META.deviceId);
  if (existing) return existing;
  const created = uuidv7();
  await database.meta.put({ key: META.deviceId, value: created });
  return created;
}

/**
 * Saves a ready-to-send request and its blobs in ONE transaction: either the item, its blobs and
 * its device sequence number are all written, or nothing is (docs/offline.md §1).
 */
export async function enqueue(input: EnqueueInput, options: EnqueueOptions = {}): Promise<OutboxItem> {
  const database = options.db ?? defaultDb;
  const now = options.now ?? Date.now();
  check(input);
  // Read before the transaction: an await on anything but Dexie inside it would commit it early.
  const userId = await currentUser();
  if (userId === null) throw new OutboxError('outbox:errors.notSignedIn');
  const blobs = input.blobs ?? [];
  const dependsOn = [...new Set(input.dependsOn ?? [])];
  const id = input.id ?? newRecordId();

  const item = await database.transaction('rw', [database.outbox, database.blobs, database.meta, database.receipts], async () => {
    const deviceId = await deviceIdOf(database);
    const deviceSeq = ((await metaValue<number>(database, META.deviceSeq)) ?? 0) + 1;
    await database.meta.put({ key: META.deviceSeq, value: deviceSeq });
    // A parent pruned from the outbox (prune.ts) finished: its receipt is in the log.
    const inOutbox = await database.outbox.bulkGet(dependsOn);
    const logged = await database.receipts.bulkGet(dependsOn.filter((_, i) => !inOutbox[i]));
    if (logged.some((r) => !r)) throw new OutboxError('outbox:errors.unknownParent');
    const parents = inOutbox.filter((p) => p !== undefined);
    const item: OutboxItem = {
      id,
      idempotencyKey: id,
      kind: input.kind,
      request: input.request,
      blobHashes: [...new Set(blobs.map((b) => b.sha256))],
      ...(input.chain ? { chain: input.chain } : {}),
      dependsOn,
      userId,
      deviceId,
      deviceSeq,
      status: parents.every((p) => p.status === 'done') ? 'pending' : 'blocked',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      summary: input.summary,
    };
    await database.outbox.add(item);
    const rows: StoredBlob[] = blobs.map((b) => ({ sha256: b.sha256, blob: b.blob, type: b.blob.type, name: b.name ?? b.sha256, size: b.blob.size, createdAt: now }));
    await database.blobs.bulkPut(rows);
    return item;
  });
  notifyChanged();
  return item;
}

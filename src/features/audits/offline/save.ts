import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { discard, replaceRequest } from '@/lib/outbox/actions';
import { currentUser } from '@/lib/outbox/current-user';
import { db as defaultDb, type ApronDb } from '@/lib/outbox/db';
import { enqueue } from '@/lib/outbox/enqueue';
import { checkRoom, requestPersistence, type Persistence } from '@/lib/outbox/storage';
import type { OutboxItem, OutboxRequest } from '@/lib/outbox/types';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { deviceState, descendants, parentItems, photosFromBody, type DeviceRecord, type DeviceState } from './device-state';
import { chainOf, isAuditKind, kindOf, requestOf, type Op, type RecordRef } from './requests';

/**
 * Saving and deleting audits, audit projects and findings, online or not (issue 4):
 * - straight to the server when the device is online, the record has no new photos and nothing of
 *   its audit still waits in the outbox (so a child never overtakes its parent);
 * - otherwise into the outbox, in the audit's chain, depending on the parents' unfinished creates,
 *   photos stored with the item in one transaction; the replayer sends them in order, exactly once;
 * - a network failure mid-send falls back to the outbox under the same uuid (the server answers a
 *   create it already holds with that record, so nothing is made twice);
 * - a record whose item the server refused is corrected by replacing that item's request.
 */
export type SaveOutcome =
  | { kind: 'sent'; envelope: Envelope<unknown>; message?: string }
  | { kind: 'queued'; itemId: string; persistence?: Persistence }
  | { kind: 'resent' };

export type DeleteOutcome = { kind: 'sent'; message?: string } | { kind: 'queued' } | { kind: 'dropped' };

/** A refusal the device makes before anything is saved; `message` is shown as it is (or an i18next key). */
export class SaveRefusedError extends Error {}

export interface SaveDeps {
  online: boolean;
  /** Sends a request now (the API client); throws ApiError. */
  direct: (request: OutboxRequest) => Promise<Envelope<unknown>>;
  db?: ApronDb;
}

export interface SaveInput {
  ref: RecordRef;
  isNew: boolean;
  /** The record's fields, as the contract's body (no id, no photo hashes). */
  fields: Record<string, unknown>;
  /** New photos (findings), already compressed and hashed. */
  photos?: readonly PreparedPhoto[];
  /** Shown in the Outbox screen ('Bulgu: Kapı kontrolü'). */
  summary: string;
}

/** The user's unfinished items of this feature, oldest first. */
export async function unfinishedItems(database: ApronDb = defaultDb): Promise<OutboxItem[]> {
  const userId = await currentUser();
  if (userId === null) return [];
  const items = await database.outbox.where('userId').equals(userId).sortBy('deviceSeq');
  return items.filter((i) => i.status !== 'done' && isAuditKind(i.kind));
}

export async function loadDeviceState(database: ApronDb = defaultDb): Promise<DeviceState> {
  return deviceState(await unfinishedItems(database));
}

const messageOf = (envelope: Envelope<unknown>) =>
  typeof envelope.helper_data?.message === 'string' ? envelope.helper_data.message : typeof (envelope.data as { message?: unknown })?.message === 'string' ? (envelope.data as { message: string }).message : undefined;

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

const withPhotos = (ref: RecordRef, fields: Record<string, unknown>, photos: readonly { sha256: string; name: string }[]) =>
  ref.entity === 'finding' ? { ...fields, photo_hashes: photos.map((p) => p.sha256), photo_names: photos.map((p) => p.name) } : fields;

let persistenceAsked = false;

async function queue(
  input: { ref: RecordRef; op: Op; fields?: Record<string, unknown>; photos?: readonly PreparedPhoto[]; summary: string; id?: string },
  state: DeviceState,
  database: ApronDb,
): Promise<{ itemId: string; persistence?: Persistence }> {
  const photos = input.photos ?? [];
  let persistence: Persistence | undefined;
  if (photos.length) {
    const room = await checkRoom(photos.reduce((sum, p) => sum + p.size, 0));
    if (!room.ok) throw new SaveRefusedError(room.message);
  }
  if (!persistenceAsked) {
    // ARCHITECTURE §6: ask for persistent storage at the first capture, and say what the browser answered.
    persistenceAsked = true;
    persistence = await requestPersistence();
  }
  const fields = input.op === 'delete' ? undefined : withPhotos(input.ref, input.fields ?? {}, photos);
  const own = state.records.get(input.ref.key)?.items.filter((i) => i.op === 'create').map((i) => i.item.id) ?? [];
  const item = await enqueue(
    {
      ...(input.id ? { id: input.id } : {}),
      kind: kindOf(input.ref.family, input.ref.entity, input.op),
      request: requestOf(input.ref, input.op, fields),
      blobs: photos.map((p) => ({ sha256: p.sha256, blob: p.blob, name: p.name })),
      chain: chainOf(input.ref.auditKey),
      dependsOn: [...parentItems(state, input.ref), ...own],
      summary: input.summary,
    },
    { db: database },
  );
  return { itemId: item.id, ...(persistence ? { persistence } : {}) };
}

/** The item of the record the server refused (a create or an update), if any. */
const refusedItem = (record: DeviceRecord | undefined) =>
  record?.items.filter((i) => i.item.status === 'needs-attention' && i.op !== 'delete').at(-1);

export async function saveRecord(input: SaveInput, deps: SaveDeps): Promise<SaveOutcome> {
  const database = deps.db ?? defaultDb;
  const state = await loadDeviceState(database);
  const record = state.records.get(input.ref.key);
  const photos = input.photos ?? [];

  const refused = refusedItem(record);
  if (refused) {
    // The refused request created nothing: it goes again with the corrected fields and its own photos.
    const kept = photosFromBody(refused.item.request.body as Record<string, unknown> | undefined);
    const request = requestOf(input.ref, refused.op, withPhotos(input.ref, input.fields, kept));
    await replaceRequest(refused.item.id, { ...request, path: refused.item.request.path }, { db: database });
    if (photos.length) await queue({ ref: input.ref, op: 'update', fields: input.fields, photos, summary: input.summary }, state, database);
    return { kind: 'resent' };
  }

  const op: Op = input.isNew ? 'create' : 'update';
  if (deps.online && !state.busyAudits.has(input.ref.auditKey) && photos.length === 0) {
    try {
      const envelope = await deps.direct(requestOf(input.ref, op, withPhotos(input.ref, input.fields, [])));
      return { kind: 'sent', envelope, ...(messageOf(envelope) ? { message: messageOf(envelope) } : {}) };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      // No answer: the server may hold it already; the outbox sends it again under the same uuid.
    }
  }
  const queued = await queue({ ref: input.ref, op, fields: input.fields, photos, summary: input.summary, ...(input.isNew ? { id: input.ref.key } : {}) }, state, database);
  return { kind: 'queued', ...queued };
}

/** Never reached the server: waiting unsent, or refused (a refused request created nothing). */
const unsent = (item: OutboxItem) => item.status === 'needs-attention' || ((item.status === 'pending' || item.status === 'blocked') && item.attempts === 0);

export interface DeleteInput {
  ref: RecordRef;
  summary: string;
  /** Recorded on the discarded items ('Cihazda silindi.'). */
  reason: string;
}

/**
 * Deletes a record. One made on this device that never reached the server is simply dropped from
 * the outbox with everything under it (nothing to tell the server); otherwise the delete goes to
 * the server now, or waits in the audit's chain behind the items before it.
 */
export async function deleteRecord(input: DeleteInput, deps: SaveDeps): Promise<DeleteOutcome> {
  const database = deps.db ?? defaultDb;
  const state = await loadDeviceState(database);
  const record = state.records.get(input.ref.key);
  if (record?.createdOnDevice) {
    const items = [record, ...descendants(state, input.ref)].flatMap((r) => r.items.map((i) => i.item));
    if (items.every(unsent)) {
      for (const item of items.sort((a, b) => b.deviceSeq - a.deviceSeq)) await discard(item.id, input.reason, { db: database });
      return { kind: 'dropped' };
    }
  }
  if (deps.online && !state.busyAudits.has(input.ref.auditKey)) {
    try {
      const envelope = await deps.direct(requestOf(input.ref, 'delete'));
      return { kind: 'sent', ...(messageOf(envelope) ? { message: messageOf(envelope) } : {}) };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  await queue({ ref: input.ref, op: 'delete', summary: input.summary }, state, database);
  return { kind: 'queued' };
}

import type { DemandRequestDetails, DemandRequestJsonBody } from '@/contracts/demands';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { Persistence } from '@/lib/outbox/storage';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { DEMAND_REQUEST_KIND, DEMAND_REQUEST_PATH } from './demand-request-kind';

export interface DemandRequestDraft {
  demand_type_id: number;
  title: string;
  description: string;
}

export type SaveOutcome =
  | { kind: 'sent'; request: DemandRequestDetails; message?: string }
  | { kind: 'queued'; itemId: string; persistence?: Persistence };

/** A refusal the device makes before anything is saved; `message` is the spec's words or an i18next key. */
export class SaveRefusedError extends Error {}

/**
 * Files always go through the outbox (photos are compressed, hashed and uploaded before the record),
 * and so does everything while offline; an online request without files goes at once.
 */
export const goesThroughOutbox = (files: number, online: boolean) => files > 0 || !online;

/** The JSON the outbox sends: the fields, the device's id, and the blobs by hash with their names. */
export function requestOf(id: string, draft: DemandRequestDraft, files: Pick<PreparedPhoto, 'sha256' | 'name'>[]): OutboxRequest & { body: DemandRequestJsonBody } {
  return {
    method: 'POST',
    path: DEMAND_REQUEST_PATH,
    body: { id, ...draft, file_hashes: files.map((f) => f.sha256), file_names: files.map((f) => f.name) },
  };
}

export interface SaveDeps {
  online: boolean;
  send: (body: DemandRequestJsonBody) => Promise<Envelope<DemandRequestDetails>>;
  summary: (draft: DemandRequestDraft) => string;
}

let persistenceAsked = false;

async function queue(id: string, draft: DemandRequestDraft, files: File[], summary: string): Promise<SaveOutcome> {
  const [{ enqueue }, { preparePhoto, PhotoRefusedError }, storage] = await Promise.all([
    import('@/lib/outbox/enqueue'), import('@/lib/photos/prepare-photo'), import('@/lib/outbox/storage'),
  ]);
  let prepared: PreparedPhoto[];
  try {
    prepared = await Promise.all(files.map((file) => preparePhoto(file)));
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw new SaveRefusedError(error.message);
    throw error;
  }
  const room = await storage.checkRoom(prepared.reduce((sum, p) => sum + p.size, 0));
  if (!room.ok) throw new SaveRefusedError(room.message);
  // ARCHITECTURE §6: ask for persistent storage at the first capture, and say what the browser answered.
  const persistence = persistenceAsked ? undefined : await storage.requestPersistence();
  persistenceAsked = true;
  const item = await enqueue({
    id,
    kind: DEMAND_REQUEST_KIND,
    request: requestOf(id, draft, prepared),
    blobs: prepared.map((p) => ({ sha256: p.sha256, blob: p.blob, name: p.name })),
    summary,
  });
  return { kind: 'queued', itemId: item.id, ...(persistence ? { persistence } : {}) };
}

/**
 * Saves a new demand request: straight to the server when that can work, otherwise (files,
 * offline, or the network failing mid-send) into the outbox under the same id, so a request the
 * server did receive before the connection broke is not made twice.
 */
export async function saveDemandRequest(draft: DemandRequestDraft, files: File[], deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (!goesThroughOutbox(files.length, deps.online)) {
    try {
      const envelope = await deps.send({ id, ...draft, file_hashes: [] });
      return { kind: 'sent', request: envelope.data, message: envelope.helper_data.message as string | undefined };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  return queue(id, draft, files, deps.summary(draft));
}

/** A refused item corrected in the form: same id, same files (minus any removed), new fields. */
export async function resendDemandRequest(itemId: string, recordId: string, draft: DemandRequestDraft, files: Pick<PreparedPhoto, 'sha256' | 'name'>[]): Promise<void> {
  const { replaceRequest } = await import('@/lib/outbox/actions');
  await replaceRequest(itemId, requestOf(recordId, draft, files));
}

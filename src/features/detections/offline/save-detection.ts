import { DETECTION_REGISTER_DEFS, type DetectionCreateBody, type DetectionDetails, type DetectionRegister } from '@/contracts/detections';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { Persistence } from '@/lib/outbox/storage';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { detectionKind, detectionPath } from './detection-kind';

/** The form's values, whatever the register calls its item. */
export interface DetectionDraft {
  detecter_position_id: number;
  item_id: number;
  flight_number: string | null;
  description: string;
  /** Türkiye's wall-clock 'yyyy-MM-ddTHH:mm'. */
  detected_at: string;
}

export type SaveOutcome =
  | { kind: 'sent'; detection: DetectionDetails; message?: string }
  | { kind: 'queued'; itemId: string; persistence?: Persistence };

/** A refusal the device makes before anything is saved; `message` is the spec's words or an i18next key. */
export class SaveRefusedError extends Error {}

/**
 * Files always go through the outbox (photos are compressed, hashed and uploaded before the record),
 * and so does everything while offline; an online detection without files goes at once.
 */
export const goesThroughOutbox = (files: number, online: boolean) => files > 0 || !online;

/** The register's body: the spec's field names, no flight number where the register keeps none. */
export function bodyOf(register: DetectionRegister, draft: DetectionDraft): DetectionCreateBody {
  const def = DETECTION_REGISTER_DEFS[register];
  return {
    detecter_position_id: draft.detecter_position_id,
    [def.itemField]: draft.item_id,
    ...(def.flightNumber ? { flight_number: draft.flight_number } : {}),
    description: draft.description,
    detected_at: draft.detected_at,
  };
}

/** The register's body back into the form's values (a refused item being corrected). */
export function draftOf(register: DetectionRegister, body: Partial<DetectionCreateBody>): DetectionDraft {
  const def = DETECTION_REGISTER_DEFS[register];
  return {
    detecter_position_id: Number(body.detecter_position_id),
    item_id: Number(body[def.itemField]),
    flight_number: body.flight_number ?? null,
    description: body.description ?? '',
    detected_at: body.detected_at ?? '',
  };
}

/** The JSON the outbox sends: the fields, the device's id, and the blobs by hash with their names. */
export function requestOf(
  register: DetectionRegister, id: string, draft: DetectionDraft, files: Pick<PreparedPhoto, 'sha256' | 'name'>[],
): OutboxRequest & { body: DetectionCreateBody } {
  return {
    method: 'POST',
    path: detectionPath(register),
    body: { id, ...bodyOf(register, draft), file_hashes: files.map((f) => f.sha256), file_names: files.map((f) => f.name) },
  };
}

export interface SaveDeps {
  online: boolean;
  send: (body: DetectionCreateBody) => Promise<Envelope<DetectionDetails>>;
  summary: (draft: DetectionDraft) => string;
}

let persistenceAsked = false;

async function queue(register: DetectionRegister, id: string, draft: DetectionDraft, files: File[], summary: string): Promise<SaveOutcome> {
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
    kind: detectionKind(register),
    request: requestOf(register, id, draft, prepared),
    blobs: prepared.map((p) => ({ sha256: p.sha256, blob: p.blob, name: p.name })),
    summary,
  });
  return { kind: 'queued', itemId: item.id, ...(persistence ? { persistence } : {}) };
}

/**
 * Saves a new detection: straight to the server when that can work, otherwise (photos, offline,
 * or the network failing mid-send) into the outbox under the same id, so a detection the server
 * did receive before the connection broke is not recorded twice.
 */
export async function saveDetection(register: DetectionRegister, draft: DetectionDraft, files: File[], deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (!goesThroughOutbox(files.length, deps.online)) {
    try {
      const envelope = await deps.send({ id, ...bodyOf(register, draft), file_hashes: [] });
      return { kind: 'sent', detection: envelope.data, message: envelope.helper_data.message as string | undefined };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  return queue(register, id, draft, files, deps.summary(draft));
}

/** A refused item corrected in the form: same id, same files (minus any removed), new fields. */
export async function resendDetection(
  register: DetectionRegister, itemId: string, recordId: string, draft: DetectionDraft, files: Pick<PreparedPhoto, 'sha256' | 'name'>[],
): Promise<void> {
  const { replaceRequest } = await import('@/lib/outbox/actions');
  await replaceRequest(itemId, requestOf(register, recordId, draft, files));
}

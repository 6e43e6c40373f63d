import { DETECTION_REGISTER_DEFS, type DetectionCreateBody, type DetectionDetails, type DetectionRegister } from '@/contracts/detections';
import type { Envelope } from '@/contracts/paths';
import { goesThroughOutbox, recordQueue, resendRecord, sendNow, type Queued, type StoredFileRef } from '@/lib/outbox/save-record';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
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

export type SaveOutcome = { kind: 'sent'; detection: DetectionDetails; message?: string } | Queued;

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
  register: DetectionRegister, id: string, draft: DetectionDraft, files: StoredFileRef[],
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

const queue = recordQueue();

/**
 * Saves a new detection: straight to the server when that can work, otherwise (photos, offline,
 * or the network failing mid-send) into the outbox under the same id, so a detection the server
 * did receive before the connection broke is not recorded twice.
 */
export async function saveDetection(register: DetectionRegister, draft: DetectionDraft, files: File[], deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (!goesThroughOutbox(files.length, deps.online)) {
    const sent = await sendNow(() => deps.send({ id, ...bodyOf(register, draft), file_hashes: [] }));
    if (sent) return { kind: 'sent', detection: sent.data, message: sent.message };
  }
  return queue({ id, kind: detectionKind(register), request: (stored) => requestOf(register, id, draft, stored), files, summary: deps.summary(draft) });
}

/** A refused item corrected in the form: same id, same files (minus any removed), new fields. */
export async function resendDetection(
  register: DetectionRegister, itemId: string, recordId: string, draft: DetectionDraft, files: StoredFileRef[],
): Promise<void> {
  await resendRecord(itemId, requestOf(register, recordId, draft, files));
}

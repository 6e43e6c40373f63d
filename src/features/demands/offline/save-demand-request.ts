import type { DemandRequestDetails, DemandRequestJsonBody } from '@/contracts/demands';
import type { Envelope } from '@/contracts/paths';
import { goesThroughOutbox, recordQueue, resendRecord, sendNow, type Queued, type StoredFileRef } from '@/lib/outbox/save-record';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import { DEMAND_REQUEST_KIND, DEMAND_REQUEST_PATH } from './demand-request-kind';

export interface DemandRequestDraft {
  demand_type_id: number;
  title: string;
  description: string;
}

export type SaveOutcome = { kind: 'sent'; request: DemandRequestDetails; message?: string } | Queued;

/** The JSON the outbox sends: the fields, the device's id, and the blobs by hash with their names. */
export function requestOf(id: string, draft: DemandRequestDraft, files: StoredFileRef[]): OutboxRequest & { body: DemandRequestJsonBody } {
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

const queue = recordQueue();

/**
 * Saves a new demand request: straight to the server when that can work, otherwise (files,
 * offline, or the network failing mid-send) into the outbox under the same id, so a request the
 * server did receive before the connection broke is not made twice.
 */
export async function saveDemandRequest(draft: DemandRequestDraft, files: File[], deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (!goesThroughOutbox(files.length, deps.online)) {
    const sent = await sendNow(() => deps.send({ id, ...draft, file_hashes: [] }));
    if (sent) return { kind: 'sent', request: sent.data, message: sent.message };
  }
  return queue({ id, kind: DEMAND_REQUEST_KIND, request: (stored) => requestOf(id, draft, stored), files, summary: deps.summary(draft) });
}

/** A refused item corrected in the form: same id, same files (minus any removed), new fields. */
export async function resendDemandRequest(itemId: string, recordId: string, draft: DemandRequestDraft, files: StoredFileRef[]): Promise<void> {
  await resendRecord(itemId, requestOf(recordId, draft, files));
}

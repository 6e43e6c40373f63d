import type { Envelope } from '@/contracts/paths';
import type { WorkScheduleDemand, WsdDemandBody } from '@/contracts/work-schedule-demands';
import { recordQueue, resendRecord, sendNow, type Queued } from '@/lib/outbox/save-record';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import { WSD_DEMAND_KIND, WSD_DEMAND_PATH } from './demand-kind';

/** The form's fields: the request body without the device id. */
export type WsdDraft = Omit<WsdDemandBody, 'id'>;

export type SaveOutcome = { kind: 'sent'; demand: WorkScheduleDemand; message?: string } | Queued;

/** The request the outbox sends: the fields and the device's id, which the record keeps. */
export function requestOf(id: string, draft: WsdDraft): OutboxRequest & { body: WsdDemandBody } {
  return { method: 'POST', path: WSD_DEMAND_PATH, body: { id, ...draft } };
}

export interface SaveDeps {
  online: boolean;
  send: (body: WsdDemandBody) => Promise<Envelope<WorkScheduleDemand>>;
  summary: (draft: WsdDraft) => string;
}

const queue = recordQueue();

/**
 * Saves a new demand: straight to the server when online, otherwise (offline, or the network
 * failing mid-send) into the outbox under the same id, so a demand the server did receive before
 * the connection broke is not made twice (the server answers the same id with the same demand).
 */
export async function saveDemand(draft: WsdDraft, deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (deps.online) {
    const sent = await sendNow(() => deps.send({ id, ...draft }));
    if (sent) return { kind: 'sent', demand: sent.data, message: sent.message };
  }
  // A record without files still needs a little room on the device.
  return queue({ id, kind: WSD_DEMAND_KIND, request: () => requestOf(id, draft), room: 2048, summary: deps.summary(draft) });
}

/** A refused item corrected in the form: same record id, new fields, sent again. */
export async function resendDemand(itemId: string, recordId: string, draft: WsdDraft): Promise<void> {
  await resendRecord(itemId, requestOf(recordId, draft));
}

import type { DrillAudit, DrillBody } from '@/contracts/drills';
import type { Envelope } from '@/contracts/paths';
import { recordQueue, resendRecord, sendNow, type Queued } from '@/lib/outbox/save-record';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import { DRILL_KIND, DRILL_PATH } from './drill-kind';

/** The drill as the form made it: the body without the device id. */
export type DrillDraft = Omit<DrillBody, 'id'>;

export type SaveOutcome = { kind: 'sent'; drill: DrillAudit; message?: string } | Queued;

export interface SaveDeps {
  online: boolean;
  send: (body: DrillBody) => Promise<Envelope<DrillAudit>>;
  /** The Outbox screen's line for the item, in the user's language. */
  summary: string;
}

/** The request the outbox sends: the drill with the device's id, which the server keeps. */
export function requestOf(id: string, draft: DrillDraft): OutboxRequest & { body: DrillBody } {
  return { method: 'POST', path: DRILL_PATH, body: { ...draft, id } };
}

const queue = recordQueue();

/**
 * Saves a new drill: straight to the server when online, otherwise (offline, or the network failing
 * mid-send) into the outbox under the same id, so a drill the server did receive before the
 * connection broke is not recorded twice (the server answers a known id with that drill).
 */
export async function saveDrill(draft: DrillDraft, deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (deps.online) {
    const sent = await sendNow(() => deps.send({ ...draft, id }));
    if (sent) return { kind: 'sent', drill: sent.data, message: sent.message };
  }
  return queue({ id, kind: DRILL_KIND, request: () => requestOf(id, draft), summary: deps.summary });
}

/** A refused item corrected in the form: same device id, new fields. */
export async function resendDrill(itemId: string, recordId: string, draft: DrillDraft): Promise<void> {
  await resendRecord(itemId, requestOf(recordId, draft));
}

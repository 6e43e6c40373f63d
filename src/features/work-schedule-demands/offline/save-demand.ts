import type { Envelope } from '@/contracts/paths';
import type { WorkScheduleDemand, WsdDemandBody } from '@/contracts/work-schedule-demands';
import { ApiError } from '@/lib/api/client';
import type { Persistence } from '@/lib/outbox/storage';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import { WSD_DEMAND_KIND, WSD_DEMAND_PATH } from './demand-kind';

/** The form's fields: the request body without the device id. */
export type WsdDraft = Omit<WsdDemandBody, 'id'>;

export type SaveOutcome =
  | { kind: 'sent'; demand: WorkScheduleDemand; message?: string }
  | { kind: 'queued'; itemId: string; persistence?: Persistence };

/** A refusal the device makes before anything is saved; `message` is an i18next key or the spec's words. */
export class SaveRefusedError extends Error {}

/** The request the outbox sends: the fields and the device's id, which the record keeps. */
export function requestOf(id: string, draft: WsdDraft): OutboxRequest & { body: WsdDemandBody } {
  return { method: 'POST', path: WSD_DEMAND_PATH, body: { id, ...draft } };
}

export interface SaveDeps {
  online: boolean;
  send: (body: WsdDemandBody) => Promise<Envelope<WorkScheduleDemand>>;
  summary: (draft: WsdDraft) => string;
}

let persistenceAsked = false;

async function queue(id: string, draft: WsdDraft, summary: string): Promise<SaveOutcome> {
  const [{ enqueue }, storage] = await Promise.all([import('@/lib/outbox/enqueue'), import('@/lib/outbox/storage')]);
  const room = await storage.checkRoom(2048);
  if (!room.ok) throw new SaveRefusedError(room.message);
  // ARCHITECTURE §6: ask for persistent storage at the first save on the device, and say the answer.
  const persistence = persistenceAsked ? undefined : await storage.requestPersistence();
  persistenceAsked = true;
  const item = await enqueue({ id, kind: WSD_DEMAND_KIND, request: requestOf(id, draft), summary });
  return { kind: 'queued', itemId: item.id, ...(persistence ? { persistence } : {}) };
}

/**
 * Saves a new demand: straight to the server when online, otherwise (offline, or the network
 * failing mid-send) into the outbox under the same id, so a demand the server did receive before
 * the connection broke is not made twice (the server answers the same id with the same demand).
 */
export async function saveDemand(draft: WsdDraft, deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (deps.online) {
    try {
      const envelope = await deps.send({ id, ...draft });
      return { kind: 'sent', demand: envelope.data, message: envelope.helper_data.message as string | undefined };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  return queue(id, draft, deps.summary(draft));
}

/** A refused item corrected in the form: same record id, new fields, sent again. */
export async function resendDemand(itemId: string, recordId: string, draft: WsdDraft): Promise<void> {
  const { replaceRequest } = await import('@/lib/outbox/actions');
  await replaceRequest(itemId, requestOf(recordId, draft));
}

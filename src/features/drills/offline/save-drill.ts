import type { DrillAudit, DrillBody } from '@/contracts/drills';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { Persistence } from '@/lib/outbox/storage';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import { DRILL_KIND, DRILL_PATH } from './drill-kind';

/** The drill as the form made it: the body without the device id. */
export type DrillDraft = Omit<DrillBody, 'id'>;

export type SaveOutcome =
  | { kind: 'sent'; drill: DrillAudit; message?: string }
  | { kind: 'queued'; itemId: string; persistence?: Persistence };

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

let persistenceAsked = false;

/**
 * Saves a new drill: straight to the server when online, otherwise (offline, or the network failing
 * mid-send) into the outbox under the same id, so a drill the server did receive before the
 * connection broke is not recorded twice (the server answers a known id with that drill).
 */
export async function saveDrill(draft: DrillDraft, deps: SaveDeps): Promise<SaveOutcome> {
  const id = newRecordId();
  if (deps.online) {
    try {
      const envelope = await deps.send({ ...draft, id });
      return { kind: 'sent', drill: envelope.data, message: envelope.helper_data.message as string | undefined };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  const [{ enqueue }, storage] = await Promise.all([import('@/lib/outbox/enqueue'), import('@/lib/outbox/storage')]);
  // ARCHITECTURE §6: ask for persistent storage at the first capture, and say what the browser answered.
  const persistence = persistenceAsked ? undefined : await storage.requestPersistence();
  persistenceAsked = true;
  const item = await enqueue({ id, kind: DRILL_KIND, request: requestOf(id, draft), summary: deps.summary });
  return { kind: 'queued', itemId: item.id, ...(persistence ? { persistence } : {}) };
}

/** A refused item corrected in the form: same device id, new fields. */
export async function resendDrill(itemId: string, recordId: string, draft: DrillDraft): Promise<void> {
  const { replaceRequest } = await import('@/lib/outbox/actions');
  await replaceRequest(itemId, requestOf(recordId, draft));
}

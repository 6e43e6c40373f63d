import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import type { Persistence } from './storage';
import type { OutboxRequest } from './types';

/**
 * Saving a record a device may make offline (ARCHITECTURE §6): straight to the server when that
 * can work, otherwise (files, offline, or the network failing mid-send) into the outbox under the
 * same device id, so a record the server did receive before the connection broke is not made twice.
 * A feature keeps its own body and outcome; these are the steps every one of them takes.
 */

/** A refusal the device makes before anything is saved; `message` is the spec's words or an i18next key. */
export class SaveRefusedError extends Error {}

/**
 * Files always go through the outbox (photos are compressed, hashed and uploaded before the record),
 * and so does everything while offline; an online record without files goes at once.
 */
export const goesThroughOutbox = (files: number, online: boolean) => files > 0 || !online;

/** What the server answered to a record sent at once. */
export interface Sent<T> {
  data: T;
  message: string | undefined;
}

/** Sends at once; undefined when the network failed mid-send (the caller queues under the same id). Refusals are thrown. */
export async function sendNow<T>(send: () => Promise<Envelope<T>>): Promise<Sent<T> | undefined> {
  try {
    const envelope = await send();
    return { data: envelope.data, message: envelope.helper_data.message as string | undefined };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    return undefined;
  }
}

/** A file as the record names it: by the blob's hash, with its name. */
export type StoredFileRef = Pick<PreparedPhoto, 'sha256' | 'name'>;

export type Queued = { kind: 'queued'; itemId: string; persistence?: Persistence };

export interface QueueInput {
  /** The record's device id, which is also the item's. */
  id: string;
  kind: string;
  /** The Outbox screen's line for the item, in the user's language. */
  summary: string;
  /** The request, given the files as stored (none for a record without files). */
  request: (files: StoredFileRef[]) => OutboxRequest;
  /** Photos and documents: prepared (photos made smaller), hashed and kept with the item; the room they need is checked first. */
  files?: File[];
  /** Room to check for a record without files, in bytes. */
  room?: number;
}

async function prepareAll(files: File[]): Promise<PreparedPhoto[]> {
  const { preparePhoto, PhotoRefusedError } = await import('@/lib/photos/prepare-photo');
  try {
    return await Promise.all(files.map((file) => preparePhoto(file)));
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw new SaveRefusedError(error.message);
    throw error;
  }
}

/**
 * A feature's way into the outbox for new records. Each feature makes its own: persistent storage
 * is asked for at its first capture (ARCHITECTURE §6), and what the browser answered is said once.
 */
export function recordQueue(): (input: QueueInput) => Promise<Queued> {
  let persistenceAsked = false;
  return async ({ id, kind, summary, request, files, room }) => {
    const [{ enqueue }, storage] = await Promise.all([import('./enqueue'), import('./storage')]);
    const prepared = files ? await prepareAll(files) : [];
    if (files || room !== undefined) {
      const check = await storage.checkRoom((room ?? 0) + prepared.reduce((sum, p) => sum + p.size, 0));
      if (!check.ok) throw new SaveRefusedError(check.message);
    }
    const persistence = persistenceAsked ? undefined : await storage.requestPersistence();
    persistenceAsked = true;
    const item = await enqueue({
      id,
      kind,
      request: request(prepared),
      ...(files ? { blobs: prepared.map((p) => ({ sha256: p.sha256, blob: p.blob, name: p.name })) } : {}),
      summary,
    });
    return { kind: 'queued', itemId: item.id, ...(persistence ? { persistence } : {}) };
  };
}

/** A refused item corrected in the form: same item, same record id, the new request. */
export async function resendRecord(itemId: string, request: OutboxRequest): Promise<void> {
  const { replaceRequest } = await import('./actions');
  await replaceRequest(itemId, request);
}

import type { ApronDb } from './db';
import { backoffDelay, MAX_BACKOFF_MS } from './backoff';
import { releaseBlobs } from './blobs';
import { serverMessage, type SendOutcome } from './response';
import type { OutboxItem } from './types';

export interface Attempt {
  outcome: SendOutcome;
  /** The item's attempts counter after this attempt. */
  attempts: number;
  at: number;
  random: () => number;
}

/**
 * Writes what an attempt taught us. A receipt is always kept (the server has the record); other
 * outcomes only apply to an item still `sending` (the user may not change it meanwhile, but never
 * overwrite what someone else wrote).
 */
export async function applyOutcome(database: ApronDb, id: string, { outcome, attempts, at, random }: Attempt): Promise<void> {
  await database.transaction('rw', [database.outbox, database.blobs], async () => {
    const item = await database.outbox.get(id);
    if (!item) return;
    if (outcome.kind === 'done') {
      const { lastError: _, ...rest } = item;
      await database.outbox.put({ ...rest, status: 'done', attempts, ackAt: at, receipt: { status: outcome.status, body: outcome.body, at, replayed: outcome.replayed } });
      await releaseBlobs(database, item.blobHashes);
      return;
    }
    if (item.status !== 'sending') return;
    await database.outbox.put(next(item, outcome, attempts, at, random));
  });
}

function next(item: OutboxItem, outcome: Exclude<SendOutcome, { kind: 'done' }>, attempts: number, at: number, random: () => number): OutboxItem {
  switch (outcome.kind) {
    case 'auth':
      // Not the item's fault: it waits, unchanged, for new tokens.
      return { ...item, status: 'pending' };
    case 'refused':
      return { ...item, status: 'needs-attention', attempts, lastError: { status: outcome.status, message: outcome.message, body: outcome.body } };
    case 'retry': {
      const floor = Math.min(outcome.retryAfterMs ?? 0, MAX_BACKOFF_MS);
      const { notBefore: _, ...rest } = item;
      return {
        ...rest, status: 'pending', attempts, nextAttemptAt: at + Math.max(backoffDelay(attempts, random), floor),
        ...(floor > 0 ? { notBefore: at + floor } : {}), lastError: { status: outcome.status, message: outcome.message, body: outcome.body },
      };
    }
    case 'missing-blobs':
      // Still missing after the upload rounds: back off like any transient failure.
      return next(item, { kind: 'retry', status: outcome.status, message: serverMessage(outcome.body) ?? 'outbox:errors.blobsNotAccepted', body: outcome.body }, attempts, at, random);
  }
}

import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { OutboxItem } from './types';

/**
 * Records made on this device show in their list before the server has them (ARCHITECTURE §6):
 * a feature turns its unacknowledged outbox items into rows of its own shape, badged with a
 * `PendingMark`, and merges them into the server's page.
 */

/** How a row not yet on the server stands: waiting on the device, or refused and waiting for a correction. */
export interface PendingMark {
  state: 'on-device' | 'needs-attention';
  outboxId: string;
  /** The server's refusal. */
  message?: string;
}

/** An item of `kind` the server has not acknowledged yet (done = acknowledged or discarded). */
export const isUnacknowledged = (item: OutboxItem, kind: string) => item.kind === kind && item.status !== 'done';

export function pendingMark(item: OutboxItem): PendingMark {
  return {
    state: item.status === 'needs-attention' ? 'needs-attention' : 'on-device',
    outboxId: item.id,
    ...(item.lastError?.message ? { message: item.lastError.message } : {}),
  };
}

/** The user's unacknowledged items of `kind` on this device. */
export async function loadUnacknowledged(userId: number, kind: string): Promise<OutboxItem[]> {
  const { listItems } = await import('./actions');
  return (await listItems(userId)).filter((item) => isUnacknowledged(item, kind));
}

/** The server's page; an empty one when the server cannot be reached, so the device's rows still show offline. */
export function serverPageOrEmpty<T>(page: Promise<Envelope<T[]>>, p: { page: number; perpage: number }): Promise<Envelope<T[]>> {
  return page.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 0) return { data: [], meta_data: { permission_signature: '', page: p.page, perpage: p.perpage, total: 0 }, helper_data: {} };
    throw error;
  });
}

/**
 * Pending rows go on top of page 1, newest first; one the server already lists (sent, the outbox
 * not yet told) is shown once, from the server. The total counts them on every page.
 */
export function mergePendingRows<R extends { uuid: string; created_at: string }>(
  envelope: Envelope<R[]>,
  pending: R[],
  page: number,
  matches: (row: R) => boolean,
): Envelope<R[]> {
  const listed = new Set(envelope.data.map((r) => r.uuid));
  const extra = pending.filter((r) => !listed.has(r.uuid) && matches(r)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (!extra.length) return envelope;
  return {
    ...envelope,
    data: page === 1 ? [...extra, ...envelope.data] : envelope.data,
    meta_data: { ...envelope.meta_data, total: (envelope.meta_data.total ?? envelope.data.length) + extra.length },
  };
}

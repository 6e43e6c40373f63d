import { ApiError, data } from '@/lib/api/client';
import { enqueue } from '@/lib/outbox/enqueue';
import { registerKind } from '@/lib/outbox/kinds';
import type { markRead } from '@/contracts/correspondence/correspondence';

/** A reading recorded on the device while offline, sent once by the outbox (the server keeps the first time). */
export const READ_KIND = 'correspondence.read';

export function registerReadKind(): void {
  registerKind(READ_KIND, { label: (item) => item.summary });
}

/**
 * Marks an item read: at once when the server answers, otherwise saved in the outbox (its item id
 * is the Idempotency-Key, and reading twice changes nothing on the server), so it arrives exactly once.
 * Answers whether it went through the outbox.
 */
export async function recordRead(id: number, summary: string): Promise<'sent' | 'queued'> {
  const path = `/correspondence/${id}/read`;
  try {
    await data<typeof markRead>({ method: 'PUT', path }, { quiet: true });
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    await enqueue({ kind: READ_KIND, request: { method: 'PUT', path }, summary });
    return 'queued';
  }
}

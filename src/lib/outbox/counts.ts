import type { ApronDb } from './db';
import type { OutboxStatus, Progress } from './status';

/** The user's items by status, for the header (status.ts) and the channel. */
export async function outboxCounts(database: ApronDb, userId: string | null): Promise<Omit<OutboxStatus, 'online' | 'progress'>> {
  const count = (status: string) => (userId === null ? Promise.resolve(0) : database.outbox.where('[userId+status]').equals([userId, status]).count());
  const [pending, sending, needsAttention, blocked] = await Promise.all([count('pending'), count('sending'), count('needs-attention'), count('blocked')]);
  return { pending, sending, needsAttention, blocked };
}

export async function statusOf(database: ApronDb, userId: string | null, online: boolean, progress: Progress | null): Promise<OutboxStatus> {
  return { online, progress, ...(await outboxCounts(database, userId)) };
}

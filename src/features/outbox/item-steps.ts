import type { OutboxItem } from '@/lib/outbox/types';
import type { OutboxStatus } from '@/lib/outbox/status';

/**
 * An item's way to the server as the Outbox screen shows it:
 * 'Cihazda kaydedildi → Gönderildi → Sunucu onayladı', with the time of each step reached.
 */
export type StepKey = 'saved' | 'sent' | 'acknowledged' | 'refused' | 'discarded';
/** done: reached; current: under way; retry: tried, will be tried again; failed: stopped there; todo: not yet. */
export type StepState = 'done' | 'current' | 'retry' | 'failed' | 'todo';

export interface Step {
  key: StepKey;
  state: StepState;
  at?: number;
}

/** What the screen says of the item as a whole; 'discarded' is a `done` item the user gave up. */
export type ItemPhase = OutboxItem['status'] | 'discarded';

export const phaseOf = (item: OutboxItem): ItemPhase => (item.discardReason !== undefined ? 'discarded' : item.status);

export function stepsOf(item: OutboxItem): Step[] {
  const phase = phaseOf(item);
  const saved: Step = { key: 'saved', state: 'done', at: item.createdAt };

  let sent: Step;
  if (phase === 'sending') sent = { key: 'sent', state: 'current', at: item.sentAt };
  else if (item.sentAt === undefined) sent = { key: 'sent', state: 'todo' };
  else if ((phase === 'pending' || phase === 'blocked') && item.lastError) sent = { key: 'sent', state: 'retry', at: item.sentAt };
  else sent = { key: 'sent', state: 'done', at: item.sentAt };

  let last: Step;
  if (phase === 'discarded') last = { key: 'discarded', state: 'failed', at: item.discardedAt };
  else if (phase === 'needs-attention') last = { key: 'refused', state: 'failed', at: item.sentAt };
  else if (phase === 'done') last = { key: 'acknowledged', state: 'done', at: item.receipt?.at ?? item.ackAt };
  else last = { key: 'acknowledged', state: 'todo' };

  return [saved, sent, last];
}

/** Unfinished items first, in the order they go (device sequence); finished ones after, newest first. */
export function arrange(items: OutboxItem[]): { unfinished: OutboxItem[]; finished: OutboxItem[] } {
  const unfinished = items.filter((i) => i.status !== 'done').sort((a, b) => a.deviceSeq - b.deviceSeq);
  const finished = items.filter((i) => i.status === 'done').sort((a, b) => b.deviceSeq - a.deviceSeq);
  return { unfinished, finished };
}

/** What the user may do with an item in its phase. */
export function actionsOf(item: OutboxItem, editPath: string | undefined) {
  const phase = phaseOf(item);
  const open = phase === 'pending' || phase === 'blocked' || phase === 'needs-attention';
  return {
    retry: open,
    edit: phase === 'needs-attention' && editPath !== undefined,
    discard: open,
  };
}

/**
 * The connection line of the Outbox screen: "sending" only while something is waiting to go, not
 * online with nothing pending (issue 9).
 */
export function connectionState(status: Pick<OutboxStatus, 'online' | 'pending' | 'sending' | 'blocked' | 'needsAttention'>): 'offline' | 'online' | 'attention' | 'idle' {
  if (!status.online) return 'offline';
  if (status.pending + status.sending + status.blocked > 0) return 'online';
  return status.needsAttention > 0 ? 'attention' : 'idle';
}

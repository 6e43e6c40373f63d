import { listen } from './channel';
import { subscribe, type OutboxStatus } from './status';

const counts = (s: OutboxStatus) => `${s.pending}/${s.sending}/${s.needsAttention}/${s.blocked}`;

/**
 * Calls back when the outbox changed anywhere: another tab or the worker (channel), this tab's own
 * enqueue/edit/discard (notifyChanged), or this tab's replayer moving items (its status counts).
 * Screens that list device items refresh on it. Free of Dexie, like status.ts.
 */
export function onOutboxChange(listener: () => void): () => void {
  let last: string | undefined;
  const offStatus = subscribe((status) => {
    const now = counts(status);
    if (last !== undefined && now !== last) listener();
    last = now;
  });
  const offChannel = listen(() => listener());
  return () => {
    offStatus();
    offChannel();
  };
}

import { SYNC_TAG } from '@/lib/outbox/channel';
import { subscribe, type OutboxStatus } from '@/lib/outbox/status';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser for a Background Sync event (tag 'apron-outbox'), so the worker replays the
 * outbox even after the page is closed. Chromium only; elsewhere the page replays while open.
 */
export async function requestBackgroundSync(container: ServiceWorkerContainer | undefined = (globalThis.navigator as Navigator | undefined)?.serviceWorker): Promise<boolean> {
  if (!container) return false;
  try {
    const registration = (await container.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike };
    if (!registration.sync) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false; // permission refused or unsupported: the page's own triggers remain
  }
}

/** Items the network can still move: what Background Sync is for (needs-attention waits for the user). */
const waiting = (s: OutboxStatus) => s.pending + s.blocked + s.sending;

/**
 * Registers the sync tag whenever the outbox status shows waiting items after a change of their
 * number or of connectivity: an item was enqueued (possibly offline, when the page's replay does
 * not even start) or a replay failed for want of a network. Registering the same tag again is
 * harmless: the browser keeps one.
 */
export function watchOutboxForBackgroundSync(register: () => Promise<unknown> = requestBackgroundSync): () => void {
  let last = '';
  return subscribe((status) => {
    const key = `${waiting(status)}:${status.online}`;
    if (key === last) return;
    last = key;
    if (waiting(status) > 0) void register();
  });
}

import type { OutboxStatus } from './status';

/** The names shared by the pages and the service worker. */
export const OUTBOX_CHANNEL = 'apron-outbox';
export const OUTBOX_LOCK = 'apron-outbox';
/** Background Sync tag: the worker replays on its `sync` event. */
export const SYNC_TAG = 'apron-outbox';
/** `postMessage({ type: SYNC_MESSAGE })` from the service worker asks an open page to replay. */
export const SYNC_MESSAGE = 'apron-outbox:sync';

export type OutboxMessage =
  /** The replaying context's status, for the other tabs' headers. */
  | { type: 'status'; status: OutboxStatus }
  /** Something was enqueued, edited, discarded, or the user or tokens changed: worth a replay. */
  | { type: 'changed' };

type Listener = (message: OutboxMessage) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<OutboxMessage>) => listeners.forEach((l) => l(event.data)));
    // Node (tests) would otherwise keep the process alive for an open channel.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** To the other contexts only (a BroadcastChannel does not echo to its sender). */
export function publish(message: OutboxMessage): void {
  open()?.postMessage(message);
}

/** Messages from the other contexts, and this context's own `notifyChanged()`. */
export function listen(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every context, this one included, that the outbox changed. */
export function notifyChanged(): void {
  const message: OutboxMessage = { type: 'changed' };
  publish(message);
  listeners.forEach((l) => l(message));
}

export function closeChannel(): void {
  channel?.close();
  channel = undefined;
}

/**
 * The outbox status the header shows. Deliberately tiny and free of Dexie: the shell imports it
 * at first render, the engine (imported lazily) feeds it.
 */
export interface Progress {
  done: number;
  total: number;
}

export interface OutboxStatus {
  online: boolean;
  pending: number;
  sending: number;
  needsAttention: number;
  blocked: number;
  /** The replay under way, or null when idle. */
  progress: Progress | null;
}

let current: OutboxStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  pending: 0,
  sending: 0,
  needsAttention: 0,
  blocked: 0,
  progress: null,
};
const listeners = new Set<(status: OutboxStatus) => void>();

export function getStatus(): OutboxStatus {
  return current;
}

export function setStatus(change: Partial<OutboxStatus>): void {
  current = { ...current, ...change };
  listeners.forEach((listener) => listener(current));
}

/** For useSyncExternalStore: calls back on every change; answers the unsubscribe. */
export function subscribe(listener: (status: OutboxStatus) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

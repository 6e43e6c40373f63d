import { OUTBOX_LOCK } from './channel';

/** What the replayer needs of the Web Locks API (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export const LOCK_BUSY = Symbol('outbox-lock-busy');

function defaultLocks(): LockManagerLike | undefined {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
}

/**
 * Runs `fn` only if no other tab or the service worker is replaying; answers LOCK_BUSY otherwise.
 * Without Web Locks (old browsers) it runs anyway: two replayers at once are wasteful, not
 * harmful, because every request carries its idempotency key.
 */
export async function withReplayLock<T>(fn: () => Promise<T>, locks: LockManagerLike | undefined = defaultLocks()): Promise<T | typeof LOCK_BUSY> {
  if (!locks) return fn();
  return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => (lock ? fn() : LOCK_BUSY));
}

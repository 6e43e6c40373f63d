/**
 * Whether a new app version waits to take over, and how to apply it. Tiny and free of
 * workbox-window: the banner (first load) reads it, register.ts (loaded later) feeds it.
 */
export interface UpdateState {
  /** Activates the waiting worker and reloads the page once it controls it; null: nothing waits. */
  apply: (() => void) | null;
  /** The user closed the banner: the update then applies when every tab of the app is closed. */
  dismissed: boolean;
}

let state: UpdateState = { apply: null, dismissed: false };
const listeners = new Set<() => void>();

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateState(change: Partial<UpdateState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

import { useSyncExternalStore } from 'react';

/**
 * Whether this device can open the app without the network: 'ready' once a service worker is
 * active, which happens only after its install has put every file of the app in the precache
 * (sw/precache.ts); 'preparing' while it installs; null where there is no worker (development
 * builds, a browser that refuses them). Fed by register.ts, read by the menu.
 */
export type OfflineReadiness = 'preparing' | 'ready' | null;

let state: OfflineReadiness = null;
const listeners = new Set<() => void>();

export function setOfflineReadiness(next: OfflineReadiness): void {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useOfflineReadiness = (): OfflineReadiness => useSyncExternalStore(subscribe, () => state, () => null);

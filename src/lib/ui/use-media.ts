import { useSyncExternalStore } from 'react';

/**
 * Layout breakpoints of the kit, in CSS px of the viewport (docs/ui.md):
 * phone < 768 (one column, cards, sheets), tablet 768–1279 (two-row header, folded filters),
 * desktop ≥ 1280 (one-row header, filters open).
 */
export const PHONE_QUERY = '(max-width: 767px)';
export const COMPACT_QUERY = '(max-width: 1279px)';
/** The system's 'reduce motion' setting: Ionic's transitions are off for it (src/main.tsx). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// One subscribe function per query, so React does not resubscribe on every render.
const subscribers = new Map<string, (notify: () => void) => () => void>();
const subscribe = (query: string) => {
  let fn = subscribers.get(query);
  if (!fn) {
    fn = (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    };
    subscribers.set(query, fn);
  }
  return fn;
};

/** Whether a media query matches now; re-renders when it changes (rotation, resize). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

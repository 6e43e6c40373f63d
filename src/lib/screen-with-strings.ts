import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { i18n } from '@/lib/i18n/i18n';

export type ScreenModule = { default: ComponentType };

/** A route's screen that can be asked for before it renders (src/app/routes.ts does at start). */
export type PreloadableScreen = FunctionComponent & { preload: () => Promise<void> };

type State =
  | { status: 'idle' }
  | { status: 'pending'; promise: Promise<void> }
  | { status: 'done'; Screen: ComponentType }
  | { status: 'failed'; error: unknown };

/**
 * React.lazy with the screen's i18next namespaces asked in the same breath as its chunk. With
 * lazy, the strings were asked only once the chunk had arrived and the screen rendered and
 * suspended (a second wait, and a second Suspense reveal); here one Promise.all covers both. Once
 * loaded the screen renders at once, without suspending, so a preload that finished before the
 * first render leaves React no fallback to show. Like lazy, a failed load is thrown to the
 * nearest error boundary, not retried.
 */
export function screenWithStrings(load: () => Promise<ScreenModule>, namespaces: readonly string[]): PreloadableScreen {
  let state: State = { status: 'idle' };
  const preload = (): Promise<void> => {
    if (state.status === 'pending') return state.promise;
    if (state.status !== 'idle') return Promise.resolve();
    const promise = Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(
      ([module]) => {
        state = { status: 'done', Screen: module.default };
      },
      (error: unknown) => {
        state = { status: 'failed', error };
      },
    );
    state = { status: 'pending', promise };
    return promise;
  };
  function ScreenWithStrings() {
    // use() suspends until the promise settles; preload's own handlers have set the state by then.
    if (state.status === 'idle' || state.status === 'pending') use(preload());
    const settled = state as Extract<State, { status: 'done' | 'failed' }>;
    if (settled.status === 'failed') throw settled.error;
    return createElement(settled.Screen);
  }
  return Object.assign(ScreenWithStrings, { preload });
}

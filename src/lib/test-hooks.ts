/**
 * A way into the app's own functions for suites that must do a thing hundreds of times, where the
 * screen is proven once and then only slows them down (tests/chaos: 200 offline saves, docs/offline.md §5).
 * Off unless localStorage holds `apron.testHooks` = '1' (set by the test before the app loads), so
 * a user's browser never gets `window.__apronTest`; what ships is this check and the hooks' names.
 * A hook must be the function the screen itself calls, never a stand-in for it.
 */
export const TEST_HOOKS_FLAG = 'apron.testHooks';

type Hooks = Record<string, (...args: never[]) => unknown>;

function hooksOn(): boolean {
  try {
    return localStorage.getItem(TEST_HOOKS_FLAG) === '1';
  } catch {
    return false; // storage refused (private mode, a sandboxed frame): no hooks
  }
}

/** Puts `fn` at `window.__apronTest[name]` when the flag is on; answers the undo (for an effect's cleanup). */
export function exposeForTests(name: string, fn: (...args: never[]) => unknown): () => void {
  if (!hooksOn()) return () => undefined;
  const w = globalThis as unknown as { __apronTest?: Hooks };
  const hooks = (w.__apronTest ??= {});
  hooks[name] = fn;
  return () => {
    if (hooks[name] === fn) delete hooks[name];
  };
}

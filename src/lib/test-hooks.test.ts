import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeForTests, TEST_HOOKS_FLAG } from './test-hooks';

const hooks = () => (globalThis as { __apronTest?: Record<string, unknown> }).__apronTest;
const storage = (flag: string | null) => ({ getItem: (key: string) => (key === TEST_HOOKS_FLAG ? flag : null) });

describe('exposeForTests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as { __apronTest?: unknown }).__apronTest;
  });

  it('puts nothing on the page without the flag: a user never gets the hooks', () => {
    vi.stubGlobal('localStorage', storage(null));
    exposeForTests('save', () => 1);
    vi.stubGlobal('localStorage', storage('true'));
    exposeForTests('save', () => 1);
    expect(hooks()).toBeUndefined();
  });

  it('puts nothing when storage refuses to be read', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('SecurityError'); } });
    exposeForTests('save', () => 1);
    expect(hooks()).toBeUndefined();
  });

  it("with the flag, sets the function and takes away only its own on undo", () => {
    vi.stubGlobal('localStorage', storage('1'));
    const first = () => 1;
    const second = () => 2;
    const undoFirst = exposeForTests('save', first);
    expect(hooks()?.save).toBe(first);
    const undoSecond = exposeForTests('save', second); // a remounted page replaces it
    undoFirst(); // the old page's cleanup comes after: it must not take the new one away
    expect(hooks()?.save).toBe(second);
    undoSecond();
    expect(hooks()?.save).toBeUndefined();
  });
});

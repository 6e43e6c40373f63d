import { describe, expect, it, vi } from 'vitest';
import { getUpdateState, setUpdateState, subscribeUpdate } from './update-state';

describe('update state', () => {
  it('tells subscribers when a version waits, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const off = subscribeUpdate(listener);
    const apply = () => undefined;
    setUpdateState({ apply });
    expect(getUpdateState()).toEqual({ apply, dismissed: false });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    setUpdateState({ dismissed: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getUpdateState().dismissed).toBe(true);
  });
});

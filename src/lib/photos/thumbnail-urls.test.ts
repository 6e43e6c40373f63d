import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claim, release, REVOKE_DELAY_MS, thumbnailUrl } from './thumbnail-urls';

beforeEach(() => {
  vi.useFakeTimers();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('thumbnail URLs', () => {
  it('shares one URL per blob and revokes it after the last user leaves', () => {
    const blob = new Blob(['x']);
    const url = thumbnailUrl(blob);
    claim(blob);
    expect(thumbnailUrl(blob)).toBe(url);
    claim(blob);
    release(blob);
    vi.advanceTimersByTime(REVOKE_DELAY_MS * 2);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    release(blob);
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
    expect(thumbnailUrl(blob)).not.toBe(url);
  });

  it('survives an unmount-remount (StrictMode) without handing out a revoked URL', () => {
    const blob = new Blob(['y']);
    const url = thumbnailUrl(blob);
    claim(blob);
    release(blob);
    claim(blob);
    vi.advanceTimersByTime(REVOKE_DELAY_MS * 2);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    expect(thumbnailUrl(blob)).toBe(url);
  });

  it('revokes a URL made during a render that never mounted', () => {
    const blob = new Blob(['z']);
    const url = thumbnailUrl(blob);
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  });
});

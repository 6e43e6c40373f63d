import { describe, expect, it } from 'vitest';
import { formatCachedAt } from './cached-notice-format';

describe('formatCachedAt', () => {
  it('shows the time today and the date with the time on another day, 24-hour, dd/mm/yyyy', () => {
    const now = new Date(2026, 10, 24, 18, 0).getTime();
    expect(formatCachedAt(new Date(2026, 10, 24, 14, 32).getTime(), now)).toBe('14:32');
    expect(formatCachedAt(new Date(2026, 10, 23, 9, 5).getTime(), now)).toBe('23/11/2026 09:05');
  });
});

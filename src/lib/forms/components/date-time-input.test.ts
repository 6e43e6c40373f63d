import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from './date-time-input';

describe('date-time parts', () => {
  it('joins and splits yyyy-mm-ddTHH:mm', () => {
    expect(joinDateTime('2026-03-02', '14:30')).toBe('2026-03-02T14:30');
    expect(joinDateTime('2026-03-02', '')).toBe('2026-03-02');
    expect(joinDateTime('', '')).toBe('');
    expect(splitDateTime('2026-03-02T14:30')).toEqual(['2026-03-02', '14:30']);
    expect(splitDateTime('2026-03-02 14:30:00')).toEqual(['2026-03-02', '14:30']);
    expect(splitDateTime(null)).toEqual(['', '']);
  });
});

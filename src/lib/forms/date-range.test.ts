import { describe, expect, it } from 'vitest';
import { addDays, addMonths, endOfMonth, startOfWeek, toIsoDate } from './date-math';
import { DATE_RANGE_PRESETS, dateRangePresets } from './date-range';

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-20', -15)).toBe('2026-03-05');
  });

  it('adds months, clamping the day to the month end', () => {
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -6)).toBe('2025-09-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-03-16')).toBe('2026-03-16'); // a Monday
    expect(startOfWeek('2026-03-18')).toBe('2026-03-16');
    expect(startOfWeek('2026-03-22')).toBe('2026-03-16'); // Sunday ends the week
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23');
  });

  it('knows month ends', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-04-01')).toBe('2026-04-30');
  });

  it('reads a Date in local time', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('dateRangePresets', () => {
  it('gives the four presets of the spec for a given today', () => {
    expect(dateRangePresets('2026-08-31')).toEqual({
      thisYear: { from: '2026-01-01', to: '2026-12-31' },
      thisMonth: { from: '2026-08-01', to: '2026-08-31' },
      lastSixMonths: { from: '2026-02-28', to: '2026-08-31' },
      sinceLastYear: { from: '2025-01-01', to: '2026-08-31' },
    });
    expect(Object.keys(dateRangePresets('2026-01-01'))).toEqual([...DATE_RANGE_PRESETS]);
  });

  it('crosses the year boundary for the last six months', () => {
    const presets = dateRangePresets(new Date(2026, 1, 10));
    expect(presets.lastSixMonths).toEqual({ from: '2025-08-10', to: '2026-02-10' });
    expect(presets.thisMonth).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays, dayOfWeek, isCalendarDate, isoWeekOf, isoWeekStart, isoWeeksInYear, turkeyDate,
} from '../../../src/contracts/dashboard';

describe('calendar days of the dashboard', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });

  it('counts weeks from Monday (ISO 8601)', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(dayOfWeek('2026-11-22')).toBe(7);
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
    // 1 January 2027 is a Friday: it belongs to the last week of 2026, which has 53 weeks.
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ year: 2027, week: 1 });
    // 29 December 2025 (a Monday) already starts 2026's first week.
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekStart(2026, 1)).toBe('2025-12-29');
    expect(isoWeekStart(2026, 53)).toBe('2026-12-28');
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2027)).toBe(52);
    expect(isoWeeksInYear(2020)).toBe(53);
  });

  it('takes today from Turkish time, not the server\'s', () => {
    expect(turkeyDate(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(turkeyDate(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

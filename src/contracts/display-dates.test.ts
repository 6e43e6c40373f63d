import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime, displayTime } from './display-dates';

describe('the one date display (dd/mm/yyyy, 24-hour, Türkiye time)', () => {
  it('shows an instant in Türkiye time whatever the zone it was written in', () => {
    // 21:30 UTC is 00:30 the next day in Istanbul (UTC+3 all year).
    expect(displayDateTime('2026-03-01T21:30:00Z')).toBe('02/03/2026 00:30');
    expect(displayDate('2026-03-01T21:30:00.000Z')).toBe('02/03/2026');
    expect(displayTime(new Date('2026-11-24T10:05:00+03:00'))).toBe('10:05');
    expect(displayDateTime(Date.UTC(2026, 0, 5, 12, 0))).toBe('05/01/2026 15:00');
  });

  it('keeps a calendar day as written, never shifted by a zone', () => {
    expect(displayDate('2026-12-31')).toBe('31/12/2026');
    expect(displayDateTime('2026-12-31')).toBe('31/12/2026');
    expect(displayDateTime('2026-03-05 08:30')).toBe('05/03/2026 08:30');
    expect(displayDateTime('2026-03-05T23:59:00')).toBe('05/03/2026 23:59');
  });

  it('never writes AM/PM, dots or the US order', () => {
    expect(displayDateTime('2026-07-04T12:00:00+03:00')).toBe('04/07/2026 12:00');
    expect(displayDateTime('2026-07-04T00:00:00+03:00')).toBe('04/07/2026 00:00');
    expect(displayTime('13:45:00')).toBe('13:45');
  });

  it('shows nothing for no date or an unreadable one', () => {
    for (const value of [null, undefined, '', 'yarın']) {
      expect(displayDate(value)).toBe('');
      expect(displayDateTime(value)).toBe('');
      expect(displayTime(value)).toBe('');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { leaveDayBody, leaveUsedDays, normaliseLeaveTime } from '../../../src/contracts/hr-provider';
import { fullHolidayDates, holidaysOf } from './holidays';

describe('official holidays of Turkey', () => {
  it('computes the fixed-date holidays and the religious ones of the table for 2026', () => {
    const { holidays, religiousKnown } = holidaysOf(2026);
    expect(religiousKnown).toBe(true);
    const byName = Object.fromEntries(holidays.map((h) => [h.name, h]));
    expect(byName['Ramazan Bayramı']).toEqual({ name: 'Ramazan Bayramı', kind: 'religious', starts_on: '2026-03-20', ends_on: '2026-03-22', days: 3, half_day_on: '2026-03-19' });
    expect(byName['Kurban Bayramı']).toMatchObject({ starts_on: '2026-05-27', ends_on: '2026-05-30', days: 4, half_day_on: '2026-05-26' });
    expect(byName['Cumhuriyet Bayramı']).toMatchObject({ starts_on: '2026-10-29', half_day_on: '2026-10-28' });
    expect(byName['Demokrasi ve Millî Birlik Günü']!.starts_on).toBe('2026-07-15');
    expect(holidays.map((h) => h.starts_on)).toEqual([...holidays.map((h) => h.starts_on)].sort());
    expect(holidays).toHaveLength(9);
  });

  it('has no 15 July before 2017 and no religious dates outside 2024–2030', () => {
    expect(holidaysOf(2016).holidays.map((h) => h.name)).not.toContain('Demokrasi ve Millî Birlik Günü');
    const later = holidaysOf(2031);
    expect(later.religiousKnown).toBe(false);
    expect(later.holidays.every((h) => h.kind === 'national')).toBe(true);
  });

  it('drops an eve that is itself a holiday (23 April 2029 before Kurban Bayramı)', () => {
    const kurban = holidaysOf(2029).holidays.find((h) => h.name === 'Kurban Bayramı')!;
    expect(kurban.starts_on).toBe('2029-04-24');
    expect(kurban.half_day_on).toBeNull();
    expect(fullHolidayDates(2026).has('2026-05-30')).toBe(true);
    expect(fullHolidayDates(2026).has('2026-05-26')).toBe(false);
  });
});

describe('leave used days (spec 1 §5: whole days, rounded up)', () => {
  it('rounds partial days up', () => {
    expect(leaveUsedDays('2026-03-02T00:00', '2026-03-04T00:00')).toBe(2);
    expect(leaveUsedDays('2026-03-02T09:00', '2026-03-02T13:00')).toBe(1);
    expect(leaveUsedDays('2026-03-02T00:00', '2026-03-04T12:00')).toBe(3);
    // Turkey keeps +03:00 all year, and the count ignores any server time zone.
    expect(leaveUsedDays('2026-03-28T00:00', '2026-04-01T00:00')).toBe(4);
  });

  it('reads days and times, refusing impossible ones', () => {
    expect(normaliseLeaveTime('2026-03-02')).toBe('2026-03-02T00:00');
    expect(normaliseLeaveTime('2026-03-02 13:30')).toBe('2026-03-02T13:30');
    expect(normaliseLeaveTime('2026-02-30')).toBeNull();
    expect(normaliseLeaveTime('2026-03-02T24:00')).toBeNull();
  });

  it('refuses an end before the start and a used-day count that does not match', () => {
    const ok = leaveDayBody.safeParse({ leaveTypeId: 1, startDate: '2026-03-02', endDate: '2026-03-03T12:00', usedDays: 2 });
    expect(ok.success).toBe(true);
    const backwards = leaveDayBody.safeParse({ leaveTypeId: 1, startDate: '2026-03-05', endDate: '2026-03-03' });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['endDate']);
    const wrong = leaveDayBody.safeParse({ leaveTypeId: 1, startDate: '2026-03-02', endDate: '2026-03-04', usedDays: 3 });
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['usedDays']);
  });
});

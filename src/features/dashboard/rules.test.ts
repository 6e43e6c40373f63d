import { describe, expect, it } from 'vitest';
import { isoWeekStart } from '@/contracts/calendar';
import { defaultPair, greetingKey, requestDays, stepWeek, unsentCount } from './rules';

describe('dashboard rules', () => {
  it('steps ISO weeks across years (weeks start on Monday) and stays within 2014–2049', () => {
    expect(stepWeek({ year: 2026, week: 53 }, 1)).toEqual({ year: 2027, week: 1 });
    expect(stepWeek({ year: 2027, week: 1 }, -1)).toEqual({ year: 2026, week: 53 });
    expect(stepWeek({ year: 2027, week: 52 }, 1)).toEqual({ year: 2028, week: 1 });
    expect(stepWeek({ year: 2014, week: 1 }, -1)).toEqual({ year: 2014, week: 1 });
    expect(stepWeek({ year: 2049, week: 52 }, 1)).toEqual({ year: 2049, week: 52 });
    expect(new Date(`${isoWeekStart(2027, 1)}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('takes the default exchange-rate pair from the fourth and first entries', () => {
    const rates = ['USD', 'AUD', 'DKK', 'EUR', 'GBP'].map((code) => ({ code }));
    expect(defaultPair(rates)).toEqual({ from: 'EUR', to: 'USD' });
    expect(defaultPair([{ code: 'USD' }])).toEqual({ from: 'USD', to: 'USD' });
    expect(defaultPair([])).toEqual({ from: undefined, to: undefined });
  });

  it('counts every unsent record of the device, whatever its state', () => {
    expect(unsentCount({ pending: 2, sending: 1, needsAttention: 1, blocked: 3 })).toBe(7);
    expect(unsentCount({ pending: 0, sending: 0, needsAttention: 0, blocked: 0 })).toBe(0);
  });

  it('greets by the time of day', () => {
    expect([4, 5, 11, 12, 17, 18].map(greetingKey)).toEqual(['evening', 'morning', 'morning', 'day', 'day', 'evening']);
  });
});

describe('the leave request form', () => {
  it('counts used days as whole days between start and end, rounded up, as the server does', () => {
    expect(requestDays({ startDay: '2026-12-07', startTime: '08:30', endDay: '2026-12-07', endTime: '17:30' })).toBe(1);
    expect(requestDays({ startDay: '2026-12-07', startTime: '08:30', endDay: '2026-12-09', endTime: '08:30' })).toBe(2);
    expect(requestDays({ startDay: '2026-12-07', startTime: '08:30', endDay: '2026-12-09', endTime: '12:00' })).toBe(3);
    expect(requestDays({ startDay: '2026-12-09', startTime: '08:30', endDay: '2026-12-07', endTime: '08:30' })).toBeNull();
    expect(requestDays({ startDay: '2026-12', startTime: '08:30', endDay: '2026-12-07', endTime: '08:30' })).toBeNull();
  });

});

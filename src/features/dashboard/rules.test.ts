import { describe, expect, it } from 'vitest';
import { isoWeekStart } from '@/contracts/dashboard';
import { defaultPair, greetingKey, stepWeek, unsentCount } from './rules';

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

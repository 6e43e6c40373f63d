import { describe, expect, it } from 'vitest';
import { daysLeft, expiryHorizon, expiryWindow } from './expiry';

describe('expiry windows', () => {
  it('puts a date within 7 days (today included) in the 7-day window, up to 30 days in the 30-day one', () => {
    expect(expiryWindow('2026-11-25', '2026-11-25')).toBe(7);
    expect(expiryWindow('2026-12-02', '2026-11-25')).toBe(7);
    expect(expiryWindow('2026-12-03', '2026-11-25')).toBe(30);
    expect(expiryWindow('2026-12-25', '2026-11-25')).toBe(30);
  });
  it('leaves out dates already past and dates beyond 30 days', () => {
    expect(expiryWindow('2026-11-24', '2026-11-25')).toBeNull();
    expect(expiryWindow('2026-12-26', '2026-11-25')).toBeNull();
  });
  it('counts calendar days across months and years', () => {
    expect(expiryHorizon('2026-12-15')).toBe('2027-01-14');
    expect(daysLeft('2027-01-14', '2026-12-15')).toBe(30);
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2);
  });
});

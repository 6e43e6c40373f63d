import { describe, expect, it } from 'vitest';
import { formatDemandNumber, sequenceYear, turkishYear, uuidv7 } from './demand-numbers';

describe('demand request numbers', () => {
  it('counts the year in Türkiye: 31 December 21:30 UTC is already the new year there', () => {
    expect(turkishYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(turkishYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
  });

  it('uses the year only for types that restart yearly', () => {
    const at = new Date('2026-06-01T10:00:00Z');
    expect(sequenceYear(true, at)).toBe(2026);
    expect(sequenceYear(false, at)).toBe(0);
  });

  it('pads to four digits and grows past them', () => {
    expect(formatDemandNumber(2026, 1)).toBe('2026-0001');
    expect(formatDemandNumber(0, 42)).toBe('0042');
    expect(formatDemandNumber(2027, 12345)).toBe('2027-12345');
  });
});

describe('uuidv7', () => {
  it('is a version 7 UUID that starts with the time', () => {
    const id = uuidv7(Date.UTC(2026, 0, 2));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.replace(/-/g, '').slice(0, 12)).toBe(Date.UTC(2026, 0, 2).toString(16).padStart(12, '0'));
    expect(uuidv7(1)).not.toBe(uuidv7(1));
  });
});

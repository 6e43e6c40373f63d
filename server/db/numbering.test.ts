import { describe, expect, it } from 'vitest';
import { baseTypeCode, formatNumber, sequenceYear, turkishYear, uuidv7 } from './numbering';

describe('request numbers', () => {
  it('counts the year in Türkiye: 31 December 21:30 UTC is already the new year there', () => {
    expect(turkishYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(turkishYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
  });

  it('uses the year only for types that restart yearly', () => {
    const at = new Date('2026-06-01T10:00:00Z');
    expect(sequenceYear(true, at)).toBe(2026);
    expect(sequenceYear(false, at)).toBe(0);
  });

  it('has one form for every type: code, Türkiye year of the request, at least four digits', () => {
    expect(formatNumber('ET', new Date('2026-06-01T10:00:00Z'), 1)).toBe('ET-2026-0001');
    // A running counter still shows the year the request was made in.
    expect(formatNumber('YK', new Date('2026-12-31T21:30:00Z'), 42)).toBe('YK-2027-0042');
    expect(formatNumber('S1', new Date('2027-03-01T10:00:00Z'), 12345)).toBe('S1-2027-12345');
  });

  it('makes a type code of plain Latin capitals from its name', () => {
    expect(baseTypeCode('Yemek kartı')).toBe('YK');
    expect(baseTypeCode('Vardiya değişikliği dilekçesi')).toBe('VDD');
    expect(baseTypeCode('İzin')).toBe('IZI');
    expect(baseTypeCode('Şu an çok önemli iş talebi')).toBe('SACO');
    expect(baseTypeCode('S1')).toBe('S1');
    expect(baseTypeCode('—')).toBe('T');
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

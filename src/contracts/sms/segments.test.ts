import { describe, expect, it } from 'vitest';
import { additionalPhone, displayPhone, smsDisplayCount, smsSegments, toStoredGsm } from './segments';

describe('SMS counts', () => {
  it('keeps the spec display rule floor((len+160)/160), at least 1', () => {
    expect(smsDisplayCount('')).toBe(1);
    expect(smsDisplayCount('a'.repeat(159))).toBe(1);
    expect(smsDisplayCount('a'.repeat(160))).toBe(2);
    expect(smsDisplayCount('a'.repeat(320))).toBe(3);
  });

  it('counts GSM-7 text: 160 in one part, 153 per part after', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters as two septets', () => {
    expect(smsSegments('{}').units).toBe(4);
    expect(smsSegments('€'.repeat(80)).segments).toBe(1);
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('uses the Turkish single-shift table for ğ ş ı İ Ğ Ş ç (155 / 149 septets)', () => {
    const s = smsSegments('Bordro doğrulama kodunuz: 123456');
    expect(s.encoding).toBe('gsm7-turkish');
    expect(s.units).toBe(33);
    // ü, ö, Ç, Ö, Ü are in the basic table
    expect(smsSegments('Çünkü Ömür').encoding).toBe('gsm7');
    expect(smsSegments('ş'.repeat(77)).segments).toBe(1);
    expect(smsSegments('ş'.repeat(78)).segments).toBe(2);
    expect(smsSegments('a'.repeat(153) + 'ğ').segments).toBe(1);
    expect(smsSegments('a'.repeat(154) + 'ğ').segments).toBe(2);
  });

  it('falls back to UCS-2 for other characters (70 / 67)', () => {
    expect(smsSegments('Merhaba 😀')).toMatchObject({ encoding: 'ucs2', units: 10, segments: 1 });
    expect(smsSegments('â'.repeat(70)).segments).toBe(1);
    expect(smsSegments('â'.repeat(71)).segments).toBe(2);
    expect(smsSegments('â'.repeat(134)).segments).toBe(2);
    expect(smsSegments('â'.repeat(135)).segments).toBe(3);
  });
});

describe('phone rules', () => {
  it('accepts 10 digits whose first is not 0–4, stored with 90', () => {
    expect(additionalPhone('5321234567')).toBe('905321234567');
    expect(additionalPhone('0532123456')).toBeNull();
    expect(additionalPhone('4321234567')).toBeNull();
    expect(additionalPhone('532123456')).toBeNull();
    expect(additionalPhone('53212345678')).toBeNull();
    expect(additionalPhone('53212a4567')).toBeNull();
  });

  it('shows the number with the country code and reads stored forms', () => {
    expect(displayPhone('905321234567')).toBe('+90 532 123 45 67');
    expect(toStoredGsm('05321234567')).toBe('905321234567');
    expect(toStoredGsm('5321234567')).toBe('905321234567');
    expect(toStoredGsm('2121234567')).toBeNull();
  });
});

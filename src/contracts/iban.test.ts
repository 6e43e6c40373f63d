import { describe, expect, it } from 'vitest';
import { formatIban, isMaskedIban, isValidIban, maskIban } from './iban';

describe('IBAN display', () => {
  it('groups by four', () => {
    expect(formatIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('shows the first 4 and last 5 characters only', () => {
    const masked = maskIban('TR330006100519786457841326');
    expect(masked).toBe('TR33 **** **** **** **** *413 26');
    expect(masked.replace(/[\s*]/g, '')).toBe('TR3341326');
    expect(maskIban('TR33 0006 1005 1978 6457 8413 26')).toBe(masked);
  });

  it('leaves a value with no middle to hide and an empty one alone', () => {
    expect(maskIban('TR3312345')).toBe('TR33 1234 5');
    expect(maskIban('TR33123456')).toBe('TR33 *234 56');
    expect(maskIban(null)).toBe('');
  });
});

describe('IBAN validity', () => {
  it('accepts a real Turkish IBAN however it is typed', () => {
    expect(isValidIban('TR330006100519786457841326')).toBe(true);
    expect(isValidIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
  });
  it('refuses a wrong check digit, a short value and a masked one', () => {
    expect(isValidIban('TR340006100519786457841326')).toBe(false);
    expect(isValidIban('TR3300061005197864578413')).toBe(false);
    expect(isValidIban(maskIban('TR330006100519786457841326'))).toBe(false);
    expect(isMaskedIban(maskIban('TR330006100519786457841326'))).toBe(true);
  });
  it('accepts other countries by their own rules', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './message-keys';
import { isMobileNumber, phoneError, phoneFlagged, phoneInput } from './phone';

describe('phoneInput', () => {
  it('blocks a leading 0 as it is typed', () => {
    expect(phoneInput('0')).toBe('');
    expect(phoneInput('05')).toBe('5');
    expect(phoneInput('0532 123 45 67')).toBe('5321234567');
  });

  it('keeps digits only, at most 10', () => {
    expect(phoneInput('(532) 123-45-67 ext')).toBe('5321234567');
    expect(phoneInput('53212345678')).toBe('5321234567');
  });
});

describe('phoneFlagged', () => {
  it('flags a second character of 0, + or 9', () => {
    expect(phoneFlagged('90532')).toBe(true);
    expect(phoneFlagged('5+')).toBe(true);
    expect(phoneFlagged('59')).toBe(true);
    expect(phoneFlagged('5321234567')).toBe(false);
    expect(phoneFlagged('5')).toBe(false);
    expect(phoneFlagged('')).toBe(false);
    expect(phoneFlagged(null)).toBe(false);
  });

  it('flags what a typed +90 prefix leaves behind', () => {
    expect(phoneFlagged(phoneInput('+90 532 123 45 67'))).toBe(true);
  });
});

describe('phone validity', () => {
  it('wants 10 digits starting with 5 for a mobile', () => {
    expect(isMobileNumber('5321234567')).toBe(true);
    expect(isMobileNumber('532123456')).toBe(false);
    expect(isMobileNumber('2121234567')).toBe(false);
    expect(phoneError('5321234567')).toBeNull();
    expect(phoneError('')).toBeNull();
    expect(phoneError('53212')).toBe(FORM_MESSAGES.phoneInvalid);
    expect(phoneError('2121234567')).toBe(FORM_MESSAGES.phoneInvalid);
  });

  it('accepts a landline when asked to', () => {
    expect(phoneError('2121234567', { mobile: false })).toBeNull();
    expect(phoneError('212123', { mobile: false })).toBe(FORM_MESSAGES.phoneInvalid);
  });
});

import { describe, expect, it } from 'vitest';
import { NATIONAL_ID_MESSAGES, nationalIdCheckDigits } from '@/contracts/national-id';
import { credentialsBody } from '@/contracts/session';
import { CHILDREN_CHOICES, SCHEDULE_YEARS, TERM_HOURS_CHOICES } from './constants';
import { digitsOnly } from './digits';
import { nationalIdFieldError, nationalIdInput } from './national-id-input';
import { PASSWORD_MISMATCH_MESSAGE, passwordConfirmationError } from './password-confirmation';

describe('digitsOnly', () => {
  it('strips non-digits and cuts to a length', () => {
    expect(digitsOnly('a1 2-3.4')).toBe('1234');
    expect(digitsOnly('١٢3')).toBe('3');
    expect(digitsOnly('123456', 4)).toBe('1234');
  });
});

describe('national id input', () => {
  const valid = `100000001${nationalIdCheckDigits('100000001')}`;

  it('keeps digits only, at most 11', () => {
    expect(nationalIdInput('123 456 789 0123')).toBe('12345678901');
  });

  it('uses the contract messages', () => {
    expect(nationalIdFieldError('')).toBe('National identity number is required.');
    expect(nationalIdFieldError('12345')).toBe('National identity number is too short.');
    expect(nationalIdFieldError('12345678901')).toBe(NATIONAL_ID_MESSAGES.invalid);
    expect(nationalIdFieldError(valid)).toBeNull();
  });

  it('accepts an empty optional field', () => {
    expect(nationalIdFieldError('', { required: false })).toBeNull();
    expect(nationalIdFieldError('123', { required: false })).toBe(NATIONAL_ID_MESSAGES.tooShort);
  });
});

describe('password confirmation', () => {
  it('must match the password', () => {
    expect(passwordConfirmationError('gizli123', 'gizli123')).toBeNull();
    expect(passwordConfirmationError('gizli123', 'gizli124')).toBe('Şifre tekrarı şifre ile eşleşmiyor.');
    expect(passwordConfirmationError('gizli123', '')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(passwordConfirmationError(undefined, '')).toBeNull();
  });

  it('says what the credentials contract says', () => {
    const result = credentialsBody.safeParse({ current_password: 'x', password: 'gizli1234', password_confirmation: 'gizli12345' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MISMATCH_MESSAGE]);
  });
});

describe('choice lists of spec 1 §9', () => {
  it('span the spec ranges', () => {
    expect([CHILDREN_CHOICES[0], CHILDREN_CHOICES.at(-1), CHILDREN_CHOICES.length]).toEqual([0, 9, 10]);
    expect([TERM_HOURS_CHOICES[0], TERM_HOURS_CHOICES.at(-1), TERM_HOURS_CHOICES.length]).toEqual([1, 30, 30]);
    expect([SCHEDULE_YEARS[0], SCHEDULE_YEARS.at(-1), SCHEDULE_YEARS.length]).toEqual([2014, 2049, 36]);
  });
});

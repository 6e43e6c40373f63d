import { PHONE_LENGTH } from './constants';
import { FORM_MESSAGES } from './message-keys';

/** What a phone field keeps of what was typed: digits, no leading 0 (it is blocked), at most 10. */
export function phoneInput(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, PHONE_LENGTH);
}

/**
 * Spec 1 §5 flags a value whose second character is 0, + or 9: the mark of a country code or a
 * trunk 0 typed in ('+90…', '90…'). It is a warning, not an error: 50x numbers are real mobiles.
 */
export function phoneFlagged(value: string | null | undefined): boolean {
  return value != null && value.length >= 2 && '0+9'.includes(value[1]!);
}

/** A Turkish mobile number as stored: 10 digits starting with 5 (no leading 0). */
export function isMobileNumber(value: string): boolean {
  return /^5\d{9}$/.test(value);
}

/** Null for an empty or well-formed number; `mobile: false` accepts any 10 digits (landlines). */
export function phoneError(value: string | null | undefined, { mobile = true } = {}): string | null {
  if (!value) return null;
  const ok = mobile ? isMobileNumber(value) : new RegExp(`^[1-9]\\d{${PHONE_LENGTH - 1}}$`).test(value);
  return ok ? null : FORM_MESSAGES.phoneInvalid;
}

import { nationalIdError } from '@/contracts/national-id';
import { NATIONAL_ID_LENGTH } from './constants';
import { digitsOnly } from './digits';

/** What a national id field keeps of what was typed: digits only, at most 11. */
export function nationalIdInput(typed: string): string {
  return digitsOnly(typed, NATIONAL_ID_LENGTH);
}

/**
 * The field's message (the contract's words: required, too short, invalid), or null.
 * An optional field passes `required: false` so that an empty value is accepted.
 */
export function nationalIdFieldError(value: string | null | undefined, { required = true } = {}): string | null {
  if (!value && !required) return null;
  return nationalIdError(value);
}

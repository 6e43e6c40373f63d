import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * IBAN rules shared by the employee form and the server (spec 1 §2, §9): validated by ibantools
 * (country length and mod-97 check), Turkish accounts must be 26 characters 'TR…' with the
 * reserved digit 0, and shown masked (first 4 and last 5 characters) until the user changes it.
 */
export const IBAN_VISIBLE_START = 4;
export const IBAN_VISIBLE_END = 5;

export const IBAN_MESSAGES = { invalid: 'IBAN geçersizdir.' } as const;

/** An IBAN without spaces, upper-cased. */
export function normaliseIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Groups of four, as IBANs are printed: 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * For display (spec 1 §9): the first 4 and last 5 characters stay, every other one becomes '*',
 * in the printed grouping: 'TR33 **** **** **** **** *413 26'. A value too short to have a hidden
 * middle is shown grouped as it is.
 */
export function maskIban(value: string | null | undefined): string {
  const iban = normaliseIban(value ?? '');
  const hidden = iban.length - IBAN_VISIBLE_START - IBAN_VISIBLE_END;
  if (hidden <= 0) return formatIban(iban);
  return formatIban(iban.slice(0, IBAN_VISIBLE_START) + '*'.repeat(hidden) + iban.slice(-IBAN_VISIBLE_END));
}

/** A masked value as the form shows it: the server keeps the stored IBAN when it comes back unchanged. */
export const isMaskedIban = (value: string) => normaliseIban(value).includes('*');

/** Valid by ibantools; a Turkish IBAN also has the reserved digit (5th after the check digits) 0. */
export function isValidIban(value: string): boolean {
  const iban = electronicFormatIBAN(value) ?? '';
  if (!isValidIBAN(iban)) return false;
  return !iban.startsWith('TR') || (iban.length === 26 && iban[9] === '0');
}

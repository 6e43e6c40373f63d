import { IBAN_VISIBLE_END, IBAN_VISIBLE_START } from './constants';

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

/**
 * Turkish national identity number (T.C. Kimlik No): 11 digits, the first not 0,
 * digit 10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10, digit 11 = (d1+…+d10) mod 10.
 */
export const NATIONAL_ID_MESSAGES = {
  required: 'National identity number is required.',
  tooShort: 'National identity number is too short.',
  invalid: 'T.C. Kimlik numarası geçersiz.',
} as const;

export function nationalIdCheckDigits(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${d10}${d11}`;
}

export function isValidNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  return value.slice(9) === nationalIdCheckDigits(value.slice(0, 9));
}

/** The message for a typed value, or null when it is valid. */
export function nationalIdError(value: string | null | undefined): string | null {
  if (!value) return NATIONAL_ID_MESSAGES.required;
  if (value.length < 11) return NATIONAL_ID_MESSAGES.tooShort;
  return isValidNationalId(value) ? null : NATIONAL_ID_MESSAGES.invalid;
}

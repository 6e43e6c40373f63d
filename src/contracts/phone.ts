import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Turkish mobile numbers (spec 1 §5): typed without the leading 0 (10 digits, '5XX…'), checked by
 * libphonenumber-js's mobile metadata, stored as those 10 digits.
 */
export const MOBILE_MESSAGES = {
  available: 'Telefon numarası kullanıma uygundur.',
  invalid: 'Telefon numarası geçersizdir.',
  usedBy: (name: string) => `Telefon numarası ${name} tarafından kullanılmaktadır.`,
} as const;

/** '0532 123 45 67', '+90 532 123 4567' and '5321234567' -> '5321234567'; null when it is no Turkish mobile number. */
export function normaliseMobile(value: string): string | null {
  const phone = parsePhoneNumberFromString(value.trim(), 'TR');
  if (!phone || phone.country !== 'TR' || !phone.isValid()) return null;
  return phone.nationalNumber;
}

export const isValidMobile = (value: string) => normaliseMobile(value) !== null;

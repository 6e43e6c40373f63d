/**
 * Business constants of spec 1 §9 that the form kit and forms need. Page sizes and the default
 * ordering live in src/contracts/http.ts (the server checks them too); SEARCH_MIN_CHARS lives in
 * src/contracts/people.ts.
 */

/** Upload limit per file: 8 MB, counted as 8 × 1024 × 1024 bytes. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Image attachments are recognised by these file extensions. */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

/** A typed date: dd/mm/yyyy. */
export const DATE_MASK_LENGTH = 10;
/** Decimal inputs: 3 integer digits, 2 decimals. */
export const DECIMAL_INTEGER_DIGITS = 3;
export const DECIMAL_FRACTION_DIGITS = 2;

/** Person search waits this long after the last keystroke. */
export const PERSON_SEARCH_DELAY_MS = 300;

/** IBAN display: the first 4 and the last 5 characters stay visible (the rule lives in src/contracts/iban.ts). */
export { IBAN_VISIBLE_END, IBAN_VISIBLE_START } from '@/contracts/iban';

/** Calendars and date-range presets: the week starts on Monday (0 = Sunday, as Date#getDay). */
export const WEEK_STARTS_ON = 1;

/** T.C. Kimlik No and Turkish mobile numbers (without the leading 0). */
export const NATIONAL_ID_LENGTH = 11;
export const PHONE_LENGTH = 10;

/** Overwork petition date: at the earliest this many days before today. */
export const OVERWORK_PETITION_DAYS_BACK = 15;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Dropdown choices: number of children 0–9, term hours 1–30, schedule years 2014–2049. */
export const CHILDREN_CHOICES: readonly number[] = range(0, 9);
export const TERM_HOURS_CHOICES: readonly number[] = range(1, 30);
export const SCHEDULE_YEARS: readonly number[] = range(2014, 2049);

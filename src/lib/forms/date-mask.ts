import { FORM_MESSAGES } from './message-keys';

/**
 * Dates are typed dd/mm/yyyy and stored yyyy-mm-dd (spec 1 §5). The mask works on the whole
 * text each time (typed, pasted or edited), so masking its own output changes nothing.
 */

const SEPARATOR = /[/.\-\s]/;
const DIGIT = /\d/;
const DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
/** Years before this are taken for typing mistakes ('0202' for '2020'). */
export const EARLIEST_YEAR = 1900;

/** The part with `digit` added, or null when the digit would make day > 31 or month > 12. */
function addDigit(part: 0 | 1 | 2, current: string, digit: string): string | null {
  if (part === 2) return current + digit;
  const highestFirst = part === 0 ? '3' : '1';
  const highestSecondAfterHighest = part === 0 ? '1' : '2';
  if (current === '') return digit > highestFirst ? `0${digit}` : digit; // '4' -> '04'
  if (current === '0') return digit === '0' ? null : current + digit;
  if (current === highestFirst && digit > highestSecondAfterHighest) return null;
  return current + digit;
}

/** The typed text as the field shows it: digits only, slashes inserted, day <= 31, month <= 12. */
export function maskDateInput(typed: string): string {
  const iso = ISO_DATE.exec(typed.trim());
  const source = iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : typed;
  const parts: [string, string, string] = ['', '', ''];
  let part: 0 | 1 | 2 = 0;
  for (const ch of source) {
    if (DIGIT.test(ch)) {
      if (part < 2 && parts[part].length === 2) part = (part + 1) as 1 | 2;
      if (part === 2 && parts[2].length === 4) break;
      const next = addDigit(part, parts[part], ch);
      if (next !== null) parts[part] = next;
    } else if (SEPARATOR.test(ch) && part < 2) {
      // '1/' means day 01: pad and move on; a separator after two digits just moves on.
      if (parts[part].length === 1 && parts[part] !== '0') parts[part] = `0${parts[part]}`;
      if (parts[part].length === 2) part = (part + 1) as 1 | 2;
    }
  }
  return parts[0] + (part >= 1 ? `/${parts[1]}` : '') + (part === 2 ? `/${parts[2]}` : '');
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A date that exists in the calendar (no 31/02, no 29/02 outside leap years) from 1900 on. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return year >= EARLIEST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** 'dd/mm/yyyy' -> 'yyyy-mm-dd', or null when the text is not a complete, real date. */
export function dateTextToIso(text: string): string | null {
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  return isRealDate(Number(m[3]), Number(m[2]), Number(m[1])) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** 'yyyy-mm-dd' (a timestamp's date part too) -> 'dd/mm/yyyy', or '' when it is not a real date. */
export function isoToDateText(iso: string | null | undefined): string {
  const m = ISO_DATE.exec(iso ?? '');
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return '';
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * What a date field stores for the shown text: '' when empty, yyyy-mm-dd when complete and real,
 * otherwise the text itself, so that validation reports a bad date instead of a missing one.
 */
export function dateTextToValue(text: string): string {
  if (text === '') return '';
  return dateTextToIso(text) ?? text;
}

/** What a date field shows for a stored value (yyyy-mm-dd, or text kept by dateTextToValue). */
export function dateValueToText(value: string | null | undefined): string {
  if (!value) return '';
  return isoToDateText(value) || maskDateInput(value);
}

/** Null for an empty or storable value; otherwise the kit's message key. */
export function dateValueError(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isoToDateText(value) ? null : FORM_MESSAGES.dateImpossible;
  if (dateTextToIso(value)) return null;
  return DATE_TEXT.test(value) ? FORM_MESSAGES.dateImpossible : FORM_MESSAGES.dateIncomplete;
}

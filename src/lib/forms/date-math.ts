import { WEEK_STARTS_ON } from './constants';
import { daysInMonth } from './date-mask';

/**
 * Calendar arithmetic on yyyy-mm-dd strings: no time of day, so no time-zone surprises.
 * A `Date` given as "today" is read in the device's local time.
 */
export type IsoDate = string;

export function toIsoDate(date: Date): IsoDate {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parts(iso: IsoDate): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`not a yyyy-mm-dd date: ${iso}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(iso);
  return fromUtc(Date.UTC(y, m - 1, d + days));
}

/** Months later (or earlier when negative); the day is clamped to the month's end (31/08 − 6 months = 28/02 or 29/02). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromUtc(Date.UTC(year, month - 1, Math.min(d, daysInMonth(year, month))));
}

/** The first day of the week holding `iso`; weeks start on Monday. */
export function startOfWeek(iso: IsoDate): IsoDate {
  const [y, m, d] = parts(iso);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(iso, -((weekday - WEEK_STARTS_ON + 7) % 7));
}

export function startOfMonth(iso: IsoDate): IsoDate {
  return `${iso.slice(0, 7)}-01`;
}

export function endOfMonth(iso: IsoDate): IsoDate {
  const [y, m] = parts(iso);
  return `${iso.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

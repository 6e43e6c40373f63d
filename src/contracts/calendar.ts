/**
 * Calendar days of the Turkish calendar, free of zod: the dashboard screen (part of the signed-in
 * shell's first load) imports these without the schema library.
 */
// ---- Calendar days shared by the dashboard's cards -------------------------------------
// Days are 'yyyy-MM-dd' strings of the Turkish calendar; arithmetic runs on UTC midnights so
// no device or server time zone can shift a day.

export const TURKEY_TIME_ZONE = 'Europe/Istanbul';
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const utc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE_PATTERN.test(value) && fromUtc(utc(value)) === value;
}

/** Today in Turkey for a given instant (the company's airports and offices are all in Turkey). */
export function turkeyDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TURKEY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const addDays = (date: string, days: number) => fromUtc(utc(date) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);
/** 1 = Monday … 7 = Sunday: the week starts on Monday (spec 1 §9). */
export const dayOfWeek = (date: string) => ((new Date(utc(date)).getUTCDay() + 6) % 7) + 1;

/** ISO 8601 week of a day: the week belongs to the year holding its Thursday. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const thursday = addDays(date, 4 - dayOfWeek(date));
  const year = +thursday.slice(0, 4);
  return { year, week: Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1 };
}

/** Monday of ISO week `week` of `year`. */
export function isoWeekStart(year: number, week: number): string {
  const jan4 = `${year}-01-04`;
  return addDays(addDays(jan4, 1 - dayOfWeek(jan4)), (week - 1) * 7);
}

/** 52 or 53: a year has 53 ISO weeks when 28 December falls in week 53. */
export const isoWeeksInYear = (year: number) => isoWeekOf(`${year}-12-28`).week;

/** Years offered by the schedule screens (spec 1 §9: 2014 to 2049). */
export const SCHEDULE_YEAR_MIN = 2014;
export const SCHEDULE_YEAR_MAX = 2049;

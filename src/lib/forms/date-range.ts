import { addMonths, endOfMonth, startOfMonth, toIsoDate, type IsoDate } from './date-math';

/** Date range presets of spec 1 §9, in the order the picker lists them. Labels: forms:dateRange.<preset>. */
export const DATE_RANGE_PRESETS = ['thisYear', 'thisMonth', 'lastSixMonths', 'sinceLastYear'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The presets' ranges for a given today (both ends inclusive): this year and this month are the
 * whole calendar year and month; last 6 months runs from the same day six months ago to today;
 * since last year runs from 1 January of last year to today.
 */
export function dateRangePresets(today: IsoDate | Date): Record<DateRangePreset, DateRange> {
  const day = typeof today === 'string' ? today.slice(0, 10) : toIsoDate(today);
  const year = Number(day.slice(0, 4));
  return {
    thisYear: { from: `${year}-01-01`, to: `${year}-12-31` },
    thisMonth: { from: startOfMonth(day), to: endOfMonth(day) },
    lastSixMonths: { from: addMonths(day, -6), to: day },
    sinceLastYear: { from: `${year - 1}-01-01`, to: day },
  };
}

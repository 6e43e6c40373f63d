import { HALF_DAY_FROM } from '../../../src/contracts/leave-years';
import { holidaysOf } from '../hr-provider/holidays';
import type { HolidayValues } from './leave-years.repository';

/**
 * Turkey's official holidays of a year as bank-holiday rows: the fixed days, Ramazan (3 days) and
 * Kurban Bayramı (4 days) from the table of official dates, each eve and 28 October off from 13:00.
 * `official_key` names which official holiday a row is, so generating again never duplicates it.
 */
export function officialHolidays(year: number): { rows: HolidayValues[]; religiousKnown: boolean } {
  const { holidays, religiousKnown } = holidaysOf(year);
  const rows = holidays.map((h): HolidayValues => ({
    year,
    name: h.name,
    kind: h.kind,
    starts_on: h.starts_on,
    ends_on: h.ends_on,
    half_day_on: h.half_day_on,
    half_day_from: h.half_day_on ? HALF_DAY_FROM : null,
    source: 'generated',
    official_key: h.kind === 'religious' ? (h.name.startsWith('Ramazan') ? 'ramazan' : 'kurban') : `fixed-${h.starts_on.slice(5)}`,
  }));
  return { rows, religiousKnown };
}

import { addDays } from '../../../src/contracts/dashboard';
import type { Holiday } from '../../../src/contracts/hr-provider';

/** Turkey's fixed-date official holidays (Law 2429). 28 October afternoon is a half day. */
const FIXED: { month: number; day: number; name: string; since?: number; halfDayBefore?: boolean }[] = [
  { month: 1, day: 1, name: 'Yılbaşı' },
  { month: 4, day: 23, name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { month: 5, day: 1, name: 'Emek ve Dayanışma Günü' },
  { month: 5, day: 19, name: 'Atatürk\'ü Anma, Gençlik ve Spor Bayramı' },
  { month: 7, day: 15, name: 'Demokrasi ve Millî Birlik Günü', since: 2017 },
  { month: 8, day: 30, name: 'Zafer Bayramı' },
  { month: 10, day: 29, name: 'Cumhuriyet Bayramı', halfDayBefore: true },
];

/**
 * First days of the religious holidays, which follow the lunar (Hijri) calendar as the Presidency
 * of Religious Affairs (Diyanet) publishes it. Kept as a table for 2024–2030; extend it when
 * Diyanet publishes later years. Ramazan Bayramı lasts 3 days, Kurban Bayramı 4; each eve (arife)
 * is a half day.
 */
export const RELIGIOUS_HOLIDAYS: Record<number, { ramazan: string; kurban: string }> = {
  2024: { ramazan: '2024-04-10', kurban: '2024-06-16' },
  2025: { ramazan: '2025-03-30', kurban: '2025-06-06' },
  2026: { ramazan: '2026-03-20', kurban: '2026-05-27' },
  2027: { ramazan: '2027-03-09', kurban: '2027-05-16' },
  2028: { ramazan: '2028-02-26', kurban: '2028-05-05' },
  2029: { ramazan: '2029-02-14', kurban: '2029-04-24' },
  2030: { ramazan: '2030-02-04', kurban: '2030-04-13' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The year's official holidays, soonest first; `religiousKnown` is false outside the table's years. */
export function holidaysOf(year: number): { holidays: Holiday[]; religiousKnown: boolean } {
  const holidays: Holiday[] = FIXED.filter((f) => !f.since || year >= f.since).map((f) => {
    const date = `${year}-${pad(f.month)}-${pad(f.day)}`;
    return { name: f.name, kind: 'national', starts_on: date, ends_on: date, days: 1, half_day_on: f.halfDayBefore ? addDays(date, -1) : null };
  });
  const religious = RELIGIOUS_HOLIDAYS[year];
  if (religious) {
    for (const [name, first, days] of [['Ramazan Bayramı', religious.ramazan, 3], ['Kurban Bayramı', religious.kurban, 4]] as const) {
      holidays.push({ name, kind: 'religious', starts_on: first, ends_on: addDays(first, days - 1), days, half_day_on: addDays(first, -1) });
    }
  }
  // An eve that is itself a full holiday (23 April before Kurban Bayramı 2029) is no half day.
  const fullDays = new Set(holidays.flatMap((h) => Array.from({ length: h.days }, (_, i) => addDays(h.starts_on, i))));
  for (const h of holidays) if (h.half_day_on && fullDays.has(h.half_day_on)) h.half_day_on = null;
  holidays.sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return { holidays, religiousKnown: !!religious };
}

/** Every full day off of a year (businesses such as the Central Bank are closed). */
export function fullHolidayDates(year: number): Set<string> {
  return new Set(holidaysOf(year).holidays.flatMap((h) => Array.from({ length: h.days }, (_, i) => addDays(h.starts_on, i))));
}

import { leaveUsedDays, normaliseLeaveTime } from '@/contracts/leave-days';
import { isoWeeksInYear } from '@/contracts/calendar';
import type { ExchangeRate } from '@/contracts/exchange-rates';
import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from '@/contracts/calendar';

/** The next or previous ISO week (weeks start on Monday), kept within 2014–2049 (spec 1 §9). */
export function stepWeek(at: { year: number; week: number }, step: 1 | -1): { year: number; week: number } {
  const week = at.week + step;
  if (week < 1) return at.year - 1 < SCHEDULE_YEAR_MIN ? at : { year: at.year - 1, week: isoWeeksInYear(at.year - 1) };
  if (week > isoWeeksInYear(at.year)) return at.year + 1 > SCHEDULE_YEAR_MAX ? at : { year: at.year + 1, week: 1 };
  return { year: at.year, week };
}

/** Spec 1 §7: the default pair is taken from the fourth and first rate entries (TCMB order: EUR → USD). */
export function defaultPair(rates: readonly Pick<ExchangeRate, 'code'>[]): { from?: string; to?: string } {
  return { from: rates[3]?.code ?? rates[0]?.code, to: rates[0]?.code };
}

/** Records saved on this device and not yet acknowledged by the server, whatever their state. */
export const unsentCount = (s: { pending: number; sending: number; needsAttention: number; blocked: number }) =>
  s.pending + s.sending + s.needsAttention + s.blocked;

/** Greeting by time of day, in the user's own clock. */
export function greetingKey(hour: number): 'morning' | 'day' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'day';
  return 'evening';
}

/** Used days of the request being typed (whole days, rounded up: spec 1 §5), or null while incomplete or backwards. */
export function requestDays(v: { startDay: string; startTime: string; endDay: string; endTime: string }): number | null {
  const start = normaliseLeaveTime(`${v.startDay} ${v.startTime}`);
  const end = normaliseLeaveTime(`${v.endDay} ${v.endTime}`);
  return start && end && end > start ? leaveUsedDays(start, end) : null;
}

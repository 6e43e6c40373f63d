import type { ScheduleDay } from '@/contracts/schedule';

/** What a day's cell says: the hours of a shift ('22:00–06:00'), or the kind of day as a text key. */
export function shiftCell(day: ScheduleDay): { hours: string | null; key: string } {
  if (day.kind === 'work') return { hours: day.starts_at && day.ends_at ? `${day.starts_at}–${day.ends_at}` : null, key: day.overnight ? 'kinds.night' : 'kinds.work' };
  if (day.kind === 'off') return { hours: null, key: 'kinds.off' };
  if (day.kind === 'leave') return { hours: null, key: 'kinds.leave' };
  return { hours: null, key: 'kinds.none' };
}

/** How many people of the page work on each of the 7 days. */
export function workingPerDay(rows: readonly { days: readonly ScheduleDay[] }[]): number[] {
  return Array.from({ length: 7 }, (_, i) => rows.filter((r) => r.days[i]?.kind === 'work').length);
}

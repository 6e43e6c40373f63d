import { addDays, dayOfWeek, isoWeekStart } from '../../../src/contracts/dashboard';
import { countWeek, shiftMinutes, type ScheduleDay, type WeeklySchedule } from '../../../src/contracts/schedule';
import type { Executor } from '../../db/client';
import type { ScheduleAdapter } from './schedule.adapter';
import { scheduleRepository } from './schedule.repository';

type EntryRow = Awaited<ReturnType<typeof scheduleRepository.entries>>[number];

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

function toDay(date: string, row: EntryRow | undefined): ScheduleDay {
  const working = row?.kind === 'work' && row.starts_at && row.ends_at;
  return {
    date,
    day_of_week: dayOfWeek(date),
    kind: row?.kind ?? null,
    starts_at: hhmm(row?.starts_at ?? null),
    ends_at: hhmm(row?.ends_at ?? null),
    overnight: working ? row.ends_at! <= row.starts_at! : false,
    minutes: working ? shiftMinutes(row.starts_at!, row.ends_at!) : 0,
    security_project: row?.project_id ? { id: row.project_id, name: row.project_name!, short_code: row.project_short_code! } : null,
  };
}

/** Apron's own schedule service: the schedule_entries table. */
export function builtinSchedule(db: Executor): ScheduleAdapter {
  async function weekly(userId: number, year: number, week: number): Promise<WeeklySchedule> {
    const monday = isoWeekStart(year, week);
    const sunday = addDays(monday, 6);
    const rows = await scheduleRepository.entries(db, userId, monday, sunday);
    const byDate = new Map(rows.map((r) => [r.date, r]));
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => toDay(d, byDate.get(d)));
    return { year, week, starts_on: monday, ends_on: sunday, days };
  }
  return {
    weekly,
    count: async (userId, year, week) => countWeek(await weekly(userId, year, week)),
  };
}

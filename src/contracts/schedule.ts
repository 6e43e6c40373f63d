import { z } from 'zod';
import { endpoint } from './http';

import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from './calendar';

export { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN };

export const SHIFT_KINDS = ['work', 'off', 'leave'] as const;
export type ShiftKind = (typeof SHIFT_KINDS)[number];

export const SCHEDULE_MESSAGES = {
  year: `Yıl ${SCHEDULE_YEAR_MIN} ile ${SCHEDULE_YEAR_MAX} arasında olmalıdır.`,
  week: 'Hafta 1 ile 53 arasında olmalıdır.',
  weekOfYear: (year: number, weeks: number) => `${year} yılında ${weeks} hafta vardır.`,
} as const;

/** ISO week and year; either omitted = the current Turkish week. */
export const weekQuery = z.object({
  year: z.coerce.number({ message: SCHEDULE_MESSAGES.year }).int(SCHEDULE_MESSAGES.year)
    .min(SCHEDULE_YEAR_MIN, SCHEDULE_MESSAGES.year).max(SCHEDULE_YEAR_MAX, SCHEDULE_MESSAGES.year).optional(),
  week: z.coerce.number({ message: SCHEDULE_MESSAGES.week }).int(SCHEDULE_MESSAGES.week)
    .min(1, SCHEDULE_MESSAGES.week).max(53, SCHEDULE_MESSAGES.week).optional(),
});
export type WeekQuery = z.infer<typeof weekQuery>;

const projectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string() });

export const scheduleDay = z.object({
  date: z.string(),
  /** 1 = Monday … 7 = Sunday. */
  day_of_week: z.number().int().min(1).max(7),
  /** null = nothing planned for the day. */
  kind: z.enum(SHIFT_KINDS).nullable(),
  /** 'HH:mm' Turkish time; a shift whose end is not after its start ends the next morning. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  overnight: z.boolean(),
  minutes: z.number().int().min(0),
  security_project: projectRef.nullable(),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

export const weeklySchedule = z.object({
  year: z.number(),
  week: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  days: z.array(scheduleDay).length(7),
});
export type WeeklySchedule = z.infer<typeof weeklySchedule>;

export const weeklyCount = z.object({
  year: z.number(),
  week: z.number(),
  work_days: z.number().int(),
  off_days: z.number().int(),
  leave_days: z.number().int(),
  unplanned_days: z.number().int(),
  night_shifts: z.number().int(),
  planned_minutes: z.number().int(),
});
export type WeeklyCount = z.infer<typeof weeklyCount>;

export const getWeeklySchedule = endpoint({
  method: 'GET',
  path: '/schedule/weekly',
  access: 'signed-in',
  summary: 'The caller\'s own shifts for one ISO week (Monday to Sunday).',
  query: weekQuery,
  data: weeklySchedule,
});

export const getWeeklyCount = endpoint({
  method: 'GET',
  path: '/count/weekly',
  access: 'signed-in',
  summary: 'Counts of the caller\'s week: work, off, leave and unplanned days, night shifts, planned minutes.',
  query: weekQuery,
  data: weeklyCount,
});

/** Minutes of a shift from 'HH:mm[:ss]' times; an end not after the start is the next morning. */
export function shiftMinutes(startsAt: string, endsAt: string): number {
  const minutes = (t: string) => +t.slice(0, 2) * 60 + +t.slice(3, 5);
  const diff = minutes(endsAt) - minutes(startsAt);
  return diff > 0 ? diff : diff + 24 * 60;
}

/** The counts card, computed from the week's days (both adapters answer days; one rule). */
export function countWeek(schedule: WeeklySchedule): WeeklyCount {
  const days = schedule.days;
  return {
    year: schedule.year,
    week: schedule.week,
    work_days: days.filter((d) => d.kind === 'work').length,
    off_days: days.filter((d) => d.kind === 'off').length,
    leave_days: days.filter((d) => d.kind === 'leave').length,
    unplanned_days: days.filter((d) => d.kind === null).length,
    night_shifts: days.filter((d) => d.kind === 'work' && d.overnight).length,
    planned_minutes: days.reduce((sum, d) => sum + (d.kind === 'work' ? d.minutes : 0), 0),
  };
}

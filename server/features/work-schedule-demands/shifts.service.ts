import type { FastifyInstance } from 'fastify';
import { addDays, isoWeekOf } from '../../../src/contracts/dashboard';
import type { ScheduleDay } from '../../../src/contracts/schedule';
import { minuteText } from '../../../src/contracts/work-schedule-demand-options';
import type { WsdPeriodShifts, WsdShiftDay } from '../../../src/contracts/work-schedule-demands';
import { integrations } from '../dashboard/integrations';
import { wsdWorkSchedulesRepository as schedules } from './options.repository';
import { wsdPeriodsRepository as periods, type PeriodRow } from './periods.repository';

/** Spec 2 §3 shift_short_code: the matching work schedule's code, else what the day is. */
export function shortCodeOf(day: ScheduleDay, codes: ReadonlyMap<string, string>): string | null {
  if (day.kind === 'work' && day.starts_at && day.ends_at) return codes.get(`${day.starts_at}-${day.ends_at}`) ?? `${day.starts_at}-${day.ends_at}`;
  if (day.kind === 'off') return 'OFF';
  if (day.kind === 'leave') return 'İZİN';
  return null;
}

/**
 * The requester's shifts on a period's shift days, from the schedule service (server/features/
 * schedule: built-in or HTTP) week by week, cached per period and person in
 * work_schedule_demand_shift_cache until the period's cache is cleaned or its days change.
 */
export function wsdShiftsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function lookUp(period: PeriodRow, userId: number): Promise<WsdShiftDay[]> {
    const schedule = integrations(app.deps).schedule;
    const weeks = new Map<string, { year: number; week: number }>();
    for (let day = period.shift_start_date; day <= period.shift_end_date; day = addDays(day, 7)) {
      const w = isoWeekOf(day);
      weeks.set(`${w.year}-${w.week}`, w);
    }
    const last = isoWeekOf(period.shift_end_date);
    weeks.set(`${last.year}-${last.week}`, last);
    const codes = new Map((await schedules.all(db)).map((s) => [`${minuteText(s.begin_minute)}-${minuteText(s.end_minute)}`, s.shift_code]));
    const days: WsdShiftDay[] = [];
    for (const w of weeks.values()) {
      const week = await schedule.weekly(userId, w.year, w.week);
      for (const d of week.days) {
        if (d.date < period.shift_start_date || d.date > period.shift_end_date) continue;
        days.push({ id: d.date, date: d.date, kind: d.kind, starts_at: d.starts_at, ends_at: d.ends_at, short_code: shortCodeOf(d, codes) });
      }
    }
    return days.sort((a, b) => a.date.localeCompare(b.date));
  }

  return {
    /** From the cache, or asked now and remembered. */
    async shifts(period: PeriodRow, userId: number): Promise<WsdPeriodShifts> {
      const hit = await periods.cached(db, period.id, userId);
      if (hit && hit.from_date === period.shift_start_date && hit.to_date === period.shift_end_date) {
        return { period_id: period.id, from: hit.from_date, to: hit.to_date, fetched_at: hit.fetched_at.toISOString(), days: hit.days };
      }
      const days = await lookUp(period, userId);
      const fetchedAt = clock();
      await periods.remember(db, { period_id: period.id, user_id: userId, from_date: period.shift_start_date, to_date: period.shift_end_date, days, fetched_at: fetchedAt });
      return { period_id: period.id, from: period.shift_start_date, to: period.shift_end_date, fetched_at: fetchedAt.toISOString(), days };
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { isoWeekOf, isoWeeksInYear, turkeyDate } from '../../../src/contracts/dashboard';
import { SCHEDULE_MESSAGES as M, SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN, type WeekQuery } from '../../../src/contracts/schedule';
import { invalidField } from '../../plugins/http-errors';
import { integrations } from '../dashboard/integrations';

export function scheduleService(app: FastifyInstance) {
  /** Each part left out is the current Turkish ISO week's; week 53 only in years that have one. */
  function weekOf(q: WeekQuery): { year: number; week: number } {
    const current = isoWeekOf(turkeyDate(app.deps.clock()));
    const year = q.year ?? current.year;
    const week = q.week ?? current.week;
    if (year < SCHEDULE_YEAR_MIN || year > SCHEDULE_YEAR_MAX) throw invalidField('year', M.year);
    const weeks = isoWeeksInYear(year);
    if (week > weeks) throw invalidField('week', M.weekOfYear(year, weeks));
    return { year, week };
  }
  const adapter = () => integrations(app.deps).schedule;
  return {
    weekly(userId: number, q: WeekQuery) {
      const { year, week } = weekOf(q);
      return adapter().weekly(userId, year, week);
    },
    count(userId: number, q: WeekQuery) {
      const { year, week } = weekOf(q);
      return adapter().count(userId, year, week);
    },
  };
}

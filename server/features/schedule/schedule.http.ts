import type { ExternalService } from '../../config';
import { weeklyCount, weeklySchedule } from '../../../src/contracts/schedule';
import type { Executor } from '../../db/client';
import { badAnswer, callExternal, identityHeaders, parseJson } from '../dashboard/external-http';
import type { ScheduleAdapter } from './schedule.adapter';

const label = 'Vardiya servisi';

/**
 * The company's schedule service: GET {base}/schedule/weekly and {base}/count/weekly with week and
 * year, the service token and the caller's identity; answers in Apron's shapes (optionally in
 * `{ data }`). An answer for another week than asked is refused.
 */
export function httpSchedule(service: ExternalService, db: Executor): ScheduleAdapter {
  const call = async (path: string, userId: number, year: number, week: number) =>
    callExternal(service, { path, query: { week, year }, headers: await identityHeaders(db, userId), label });
  const sameWeek = <T extends { year: number; week: number }>(data: T, year: number, week: number): T => {
    if (data.year !== year || data.week !== week) throw badAnswer(label);
    return data;
  };
  return {
    weekly: async (userId, year, week) =>
      sameWeek(parseJson(await call('/schedule/weekly', userId, year, week), weeklySchedule, label).data, year, week),
    count: async (userId, year, week) =>
      sameWeek(parseJson(await call('/count/weekly', userId, year, week), weeklyCount, label).data, year, week),
  };
}

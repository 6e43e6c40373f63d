import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullHolidayDates } from '../hr-provider/holidays';
import { createTestApp, type TestApp } from '../../test/harness';
import type { ScheduleDay, WeeklyCount, WeeklySchedule } from '../../../src/contracts/schedule';

let t: TestApp;
let field: string;
let office: string;
/** Moves the clock and signs in again (tokens expire on the clock). */
async function at(time: string) {
  t.now.value = new Date(time);
  [field, office] = await Promise.all([t.login('personel'), t.login('ik.uzmani')]);
}
beforeAll(async () => {
  t = await createTestApp();
  await at('2026-11-25T10:00:00+03:00');
});
afterAll(() => t.close());

const weekly = async (token: string | null, query = '') => t.call(token, { method: 'GET', url: `/api/schedule/weekly${query}` });
const count = async (token: string | null, query = '') => t.call(token, { method: 'GET', url: `/api/count/weekly${query}` });
const week = async (token: string, year: number, w: number) => (await weekly(token, `?year=${year}&week=${w}`)).json().data as WeeklySchedule;

const SHIFTS: Record<string, string> = { '06:00': '14:00', '14:00': '22:00', '22:00': '06:00' };

describe('weekly schedule (built-in schedule service)', () => {
  it('answers the current Turkish ISO week when none is named, Monday first', async () => {
    const res = await weekly(field);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as WeeklySchedule;
    expect(data).toMatchObject({ year: 2026, week: 48, starts_on: '2026-11-23', ends_on: '2026-11-29' });
    expect(data.days.map((d) => d.day_of_week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Sunday 22:30 UTC is already Monday in Turkey: the next week.
    await at('2026-11-29T22:30:00Z');
    expect((await weekly(field)).json().data).toMatchObject({ week: 49, starts_on: '2026-11-30' });
    await at('2026-11-25T10:00:00+03:00');
  });

  it('gives field staff a 4-on 2-off rota of 8-hour shifts at their project', async () => {
    const days: ScheduleDay[] = [];
    for (const w of [46, 47, 48, 49]) days.push(...(await week(field, 2026, w)).days);
    const free = days.filter((d) => d.kind !== 'leave');
    expect(free.length).toBe(28);
    for (let i = 0; i + 6 <= days.length; i++) {
      expect(days.slice(i, i + 6).filter((d) => d.kind === 'work').length).toBe(4);
    }
    for (const d of days.filter((x) => x.kind === 'work')) {
      expect(SHIFTS[d.starts_at!]).toBe(d.ends_at);
      expect(d.minutes).toBe(480);
      expect(d.overnight).toBe(d.starts_at === '22:00');
      expect(d.security_project?.short_code).toBe('IST');
    }
    for (const d of days.filter((x) => x.kind === 'off')) expect([d.starts_at, d.ends_at, d.minutes]).toEqual([null, null, 0]);
    expect(new Set(days.filter((d) => d.kind === 'work').map((d) => d.starts_at)).size).toBe(3);
  });

  it('counts the week from its days', async () => {
    const days = (await week(field, 2026, 48)).days;
    const res = await count(field, '?year=2026&week=48');
    expect(res.statusCode).toBe(200);
    const c = res.json().data as WeeklyCount;
    const work = days.filter((d) => d.kind === 'work');
    expect(c).toEqual({
      year: 2026, week: 48, work_days: work.length, off_days: days.filter((d) => d.kind === 'off').length,
      leave_days: 0, unplanned_days: 0, night_shifts: work.filter((d) => d.overnight).length, planned_minutes: work.length * 480,
    });
  });

  it('shows approved leave as leave days', async () => {
    // The demo field employee's approved summer leave: 3 August 00:00 to 8 August 00:00.
    const days = (await week(field, 2026, 32)).days;
    expect(days.filter((d) => d.kind === 'leave').map((d) => d.date)).toEqual(['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07']);
    expect((await count(field, '?year=2026&week=32')).json().data.leave_days).toBe(5);
  });

  it('gives office staff weekdays 08:30–17:30 and official holidays off', async () => {
    const holidays = fullHolidayDates(2026);
    for (const w of [22, 44]) {
      const days = (await week(office, 2026, w)).days;
      expect(days.some((d) => d.kind === 'work')).toBe(true);
      for (const d of days.filter((x) => x.kind !== 'leave')) {
        const free = d.day_of_week > 5 || holidays.has(d.date);
        expect(d.kind).toBe(free ? 'off' : 'work');
        if (!free) expect([d.starts_at, d.ends_at, d.minutes, d.overnight]).toEqual(['08:30', '17:30', 540, false]);
      }
    }
    const cumhuriyet = (await week(office, 2026, 44)).days.find((d) => d.date === '2026-10-29')!;
    expect(cumhuriyet.kind).not.toBe('work');
  });

  it('knows 53-week years and refuses weeks and years out of range', async () => {
    expect(await week(field, 2026, 53)).toMatchObject({ starts_on: '2026-12-28', ends_on: '2027-01-03' });
    const w53 = await weekly(field, '?year=2027&week=53');
    expect(w53.statusCode).toBe(422);
    expect(w53.json().errors).toEqual({ week: ['2027 yılında 52 hafta vardır.'] });
    const early = await count(field, '?year=2013&week=5');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.year).toEqual(['Yıl 2014 ile 2049 arasında olmalıdır.']);
    expect((await weekly(field, '?year=2026&week=0')).statusCode).toBe(422);
    expect((await weekly(field, '?year=2026&week=abc')).json().errors.week).toEqual(['Hafta 1 ile 53 arasında olmalıdır.']);
  });

  it('answers a valid week with nothing planned as unplanned days', async () => {
    const data = await week(field, 2049, 1);
    expect(data.days.every((d) => d.kind === null && d.security_project === null)).toBe(true);
    expect((await count(field, '?year=2049&week=1')).json().data).toMatchObject({ unplanned_days: 7, work_days: 0, planned_minutes: 0 });
  });

  it('needs a signed-in user', async () => {
    expect((await weekly(null)).statusCode).toBe(401);
    expect((await count(null)).statusCode).toBe(401);
  });
});

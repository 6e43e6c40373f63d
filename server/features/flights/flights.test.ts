import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { Flight } from '../../../src/contracts/flights';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
let projects: { id: number; short_code: string }[];
beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-11-22T10:00:00+03:00');
  token = await t.login('personel');
  const res = await t.database.db.execute('select id, short_code from security_projects' as never);
  projects = (res as unknown as { rows: { id: number; short_code: string }[] }).rows;
});
afterAll(() => t.close());

const list = async (query = '', who: string | null = token) => t.call(who, { method: 'GET', url: `/api/flights/list${query}` });
const projectId = (code: string) => projects.find((p) => p.short_code === code)!.id;

describe('flights (built-in flights service)', () => {
  it('lists today\'s departures and arrivals at the company\'s airports by time, paged', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta_data).toMatchObject({ page: 1, perpage: 30, total: 38, last_page: 2 });
    expect(body.helper_data.date).toBe('2026-11-22');
    expect(body.helper_data.airports.map((a: { short_code: string }) => a.short_code).sort()).toEqual(['ADB', 'ESB', 'IST', 'SAW']);
    const second = (await list('?page=2')).json();
    const all = [...body.data, ...second.data] as Flight[];
    expect(all).toHaveLength(38);
    const times = all.map((f) => f.scheduled_at);
    expect(times).toEqual([...times].sort());
    expect(all.every((f) => turkeyDate(new Date(f.scheduled_at)) === '2026-11-22')).toBe(true);
  });

  it('filters by airport (security project) and direction', async () => {
    const ist = (await list(`?security_project=${projectId('IST')}`)).json().data as Flight[];
    expect(ist).toHaveLength(12);
    expect(ist.every((f) => f.security_project.short_code === 'IST')).toBe(true);
    const departures = (await list(`?security_project=${projectId('IST')}&direction=departure`)).json().data as Flight[];
    expect(departures.map((f) => f.flight_code)).toEqual(['TK2120', 'TK2310', 'TK1979', 'TK1587', 'TK0001', 'TK2134']);
    expect(departures.every((f) => f.origin === 'IST' && f.direction === 'departure')).toBe(true);
    const arrivals = (await list(`?security_project=${projectId('ESB')}&direction=arrival`)).json().data as Flight[];
    expect(arrivals.every((f) => f.destination === 'ESB' && f.gate === null)).toBe(true);
  });

  it('moves flights on with the clock: departed, landed, boarding', async () => {
    const flights = (await list('?perpage=50')).json().data as Flight[];
    const now = t.now.value.getTime();
    for (const f of flights) {
      const at = new Date(f.estimated_at ?? f.scheduled_at).getTime();
      if (f.status === 'cancelled') continue;
      if (at <= now) expect(f.status).toBe(f.direction === 'departure' ? 'departed' : 'landed');
      else if (f.direction === 'departure' && at - now <= 40 * 60_000) expect(f.status).toBe('boarding');
      else expect(['scheduled', 'delayed']).toContain(f.status);
      if (f.status === 'delayed') expect(at).toBeGreaterThan(new Date(f.scheduled_at).getTime());
    }
    expect(flights.some((f) => f.status === 'departed')).toBe(true);
    expect(flights.some((f) => f.status === 'landed')).toBe(true);
    expect(flights.some((f) => ['scheduled', 'delayed'].includes(f.status))).toBe(true);
  });

  it('shows another day, and an empty day outside the timetable', async () => {
    const tomorrow = (await list('?date=2026-11-23&perpage=50')).json().data as Flight[];
    expect(tomorrow).toHaveLength(38);
    expect(tomorrow.every((f) => turkeyDate(new Date(f.scheduled_at)) === '2026-11-23' && ['scheduled', 'delayed', 'cancelled'].includes(f.status))).toBe(true);
    const empty = (await list('?date=2029-01-01')).json();
    expect(empty.data).toEqual([]);
    expect(empty.meta_data.total).toBe(0);
  });

  it('refuses projects that are not the company\'s airports and malformed filters', async () => {
    for (const id of [projectId('PMT'), projectId('AYT'), 999999]) {
      const res = await list(`?security_project=${id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.security_project).toEqual(['Bu güvenlik projesi şirketin havalimanlarından biri değil.']);
    }
    expect((await list('?date=2026-11-31')).statusCode).toBe(422);
    expect((await list('?direction=sideways')).statusCode).toBe(422);
    expect((await list('?perpage=25')).statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await list('', null)).statusCode).toBe(401);
  });
});

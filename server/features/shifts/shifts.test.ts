import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftRow } from '../../../src/contracts/shifts';
import { createTestApp, type TestApp } from '../../test/harness';
import { positions } from '../auth/auth.table';
import { scheduleEntries } from '../schedule/schedule.table';
import { api, person, projectId } from '../drills/drill-test-kit';

let t: TestApp;
let sef: string;
let ist: number;
let esb: number;
let nightWorker: number;

beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-03-18T08:00:00Z');
  [ist, esb] = [await projectId(t, 'IST'), await projectId(t, 'ESB')];
  const position = await person(t, { username: 'vardiya.gece', first: 'Yıldız', last: 'Gecegörmez', role: 'Airsider', projects: [ist] });
  nightWorker = position;
  const [{ user_id }] = (await t.database.db.select({ user_id: positions.user_id }).from(positions).where(eq(positions.id, position))) as { user_id: number }[];
  await t.database.db.insert(scheduleEntries).values([
    { user_id, date: '2026-03-02', kind: 'work', starts_at: '22:00', ends_at: '06:00', security_project_id: ist },
    { user_id, date: '2026-03-03', kind: 'off' },
    { user_id, date: '2026-03-04', kind: 'leave' },
  ]);
  sef = await t.login('sef');
}, 120_000);
afterAll(() => t.close());

const rowOf = (rows: ShiftRow[], name: string) => rows.find((r) => r.full_name === name)!;

describe('the shift list', () => {
  it("shows who works which shift on each day of the week, for the user's project", async () => {
    const res = await api(t, sef, 'GET', '/gss/shift?date=2026-03-04&perpage=300');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({ year: 2026, week: 10, starts_on: '2026-03-02', ends_on: '2026-03-08', security_project_id: ist });
    expect(list.security_projects.map((p: { short_code: string }) => p.short_code)).toEqual(['IST']);
    // The supervisor himself works office hours Monday to Friday (the built-in schedule's demo rota).
    const own = rowOf(list.rows, 'İsmail Güneş');
    expect(own.role_name).toBe('Vardiya Şefi');
    expect(own.days.map((d) => d.kind)).toEqual(['work', 'work', 'work', 'work', 'work', 'off', 'off']);
    expect(own.days[0]).toMatchObject({ date: '2026-03-02', starts_at: '08:30', ends_at: '17:30', overnight: false });
    const night = rowOf(list.rows, 'Yıldız Gecegörmez');
    expect(night.position_id).toBe(nightWorker);
    expect(night.days.slice(0, 4).map((d) => [d.kind, d.starts_at, d.overnight])).toEqual([['work', '22:00', true], ['off', null, false], ['leave', null, false], [null, null, false]]);
    expect(res.json().meta_data.total).toBe(list.rows.length);
  });

  it('pages by person, filters by name, and defaults to the current week', async () => {
    // "Today" is 18 March 2026: week 12.
    const page = await api(t, sef, 'GET', '/gss/shift?perpage=30&keyword=GECEGÖRMEZ');
    expect(page.json().data.rows.map((r: ShiftRow) => r.full_name)).toEqual(['Yıldız Gecegörmez']);
    expect(page.json().data).toMatchObject({ year: 2026, week: 12 });
    const week = await api(t, sef, 'GET', '/gss/shift?year=2026&week=53');
    expect(week.json().data.starts_on).toBe('2026-12-28');
    const bad = await api(t, sef, 'GET', '/gss/shift?year=2027&week=53');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.week).toEqual(['2027 yılında 52 hafta vardır.']);
  });

  it("refuses another project's list, which a super role may open", async () => {
    const refused = await api(t, sef, 'GET', `/gss/shift?security_project_id=${esb}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bu projenin vardiya listesini görme yetkiniz bulunmamaktadır.');
    const admin = await t.login('admin');
    const other = await api(t, admin, 'GET', `/gss/shift?security_project_id=${esb}&date=2026-03-18`);
    expect(other.statusCode).toBe(200);
    expect(other.json().data.security_project_id).toBe(esb);
    expect(other.json().data.security_projects.length).toBe(6);
  });

  it('is closed to users without view-shift', async () => {
    for (const user of ['denetci', 'personel']) {
      const res = await api(t, await t.login(user), 'GET', '/gss/shift');
      expect(res.statusCode, user).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_USERS } from '../../db/seed/demo';

let t: TestApp;
let personel: string;
let hr: string;
/** Moves the clock and signs in again (tokens expire on the clock). */
async function at(time: string) {
  t.now.value = new Date(time);
  [personel, hr] = await Promise.all([t.login('personel'), t.login('ik.uzmani')]);
}
const sql = (text: string) => t.database.db.execute(text as never);
beforeAll(async () => {
  t = await createTestApp();
  // Birthdays the widget tests name: today, in 3 days, and 29 February.
  await sql(`update employees set birth_date = '1985-11-22' where user_id = (select id from users where name = 'gozlemci')`);
  await sql(`update employees set birth_date = '1990-11-25' where user_id = (select id from users where name = 'personel')`);
  await sql(`update employees set birth_date = '1992-02-29' where user_id = (select id from users where name = 'denetci')`);
  await at('2026-11-22T10:00:00+03:00');
});
afterAll(() => t.close());

const get = async (token: string | null, path: string) => t.call(token, { method: 'GET', url: `/api/hr-provider${path}` });
type Named = { name: string };

describe('HR provider (built-in): session, departments, persons, leave types', () => {
  it('init names the caller\'s person and what they may do', async () => {
    const own = (await get(personel, '/init')).json().data;
    expect(own.person).toMatchObject({ full_name: 'Ayşe Doğan', department: { name: 'Güvenlik Operasyonları' }, role: { name: 'Personel' } });
    expect(own.company.name).toBe('Apron Havacılık ve Güvenlik Hizmetleri A.Ş.');
    expect(own.permissions).toEqual({ view_persons: false, request_for_others: false });
    expect(own.leave_statuses).toContain('Approved by Manager');
    expect((await get(hr, '/init')).json().data.permissions).toEqual({ view_persons: true, request_for_others: true });
  });

  it('lists departments with their people for leave managers only', async () => {
    const res = await get(hr, '/department/all');
    expect(res.statusCode).toBe(200);
    const departments = res.json().data as (Named & { person_count: number })[];
    expect(departments).toHaveLength(7);
    expect(departments.reduce((sum, d) => sum + d.person_count, 0)).toBe(DEMO_USERS.length + 20);
    expect(departments.find((d) => d.name === 'İnsan Kaynakları')!.person_count).toBe(1);
    expect((await get(personel, '/department/all')).statusCode).toBe(403);
  });

  it('lists persons page by page, by name however typed, and by department', async () => {
    const all = (await get(hr, '/person/list/1?perpage=30')).json();
    expect(all.meta_data).toMatchObject({ page: 1, perpage: 30, total: DEMO_USERS.length + 20 });
    const named = (await get(hr, `/person/list/1?q=${encodeURIComponent('AYSE DOGAN')}`)).json().data as { full_name: string }[];
    expect(named.map((p) => p.full_name)).toContain('Ayşe Doğan');
    const departments = (await get(hr, '/department/all')).json().data as (Named & { id: number })[];
    const ik = departments.find((d) => d.name === 'İnsan Kaynakları')!;
    const inIk = (await get(hr, `/person/list/1?department_id=${ik.id}`)).json().data as { full_name: string }[];
    expect(inIk.map((p) => p.full_name)).toEqual(['Elif Şahin']);
    expect((await get(hr, '/person/list/2?perpage=30')).json().data).toHaveLength(0);
    const short = await get(hr, '/person/list/1?q=ay');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.q).toEqual(['Arama için en az 3 karakter giriniz.']);
    expect((await get(personel, '/person/list/1')).statusCode).toBe(403);
  });

  it('lists leave types', async () => {
    const types = (await get(personel, '/leave-types')).json().data as (Named & { id: number; code: string })[];
    expect(types).toHaveLength(8);
    expect(types[0]).toEqual({ id: types[0]!.id, code: 'annual', name: 'Yıllık İzin', is_paid: true, yearly_limit_days: 14 });
  });
});

describe('HR provider (built-in): dashboard widgets', () => {
  it('NationalHolidays: the year\'s holidays, this year by default', async () => {
    const res = await get(personel, '/widgets/NationalHolidays');
    expect(res.statusCode).toBe(200);
    expect(res.json().helper_data).toEqual({ year: 2026, religious_holidays_known: true });
    const holidays = res.json().data as (Named & { starts_on: string; days: number })[];
    expect(holidays.find((h) => h.name === 'Kurban Bayramı')).toMatchObject({ starts_on: '2026-05-27', days: 4 });
    const later = (await get(personel, '/widgets/NationalHolidays?year=2031')).json();
    expect(later.helper_data.religious_holidays_known).toBe(false);
    expect(later.data).toHaveLength(7);
    expect((await get(personel, '/widgets/NationalHolidays?year=2050')).statusCode).toBe(422);
  });

  it('CompanyEvents: coming company-wide events and the caller\'s department\'s, soonest first', async () => {
    const mine = (await get(personel, '/widgets/CompanyEvents')).json();
    expect(mine.data.map((e: { title: string }) => e.title)).toEqual([
      'Kan Bağışı Kampanyası', 'Yıl Sonu Buluşması', 'Kış Operasyonu Hazırlık Toplantısı', 'Bilgi Güvenliği Farkındalık Haftası', 'Bahar Şenliği',
    ]);
    expect(mine.data[2].department.name).toBe('Güvenlik Operasyonları');
    const theirs = (await get(hr, '/widgets/CompanyEvents')).json().data.map((e: { title: string }) => e.title);
    expect(theirs[0]).toBe('Performans Dönemi Bilgilendirmesi');
    expect(theirs).not.toContain('Kış Operasyonu Hazırlık Toplantısı');
    // An event under way is still shown until it ends.
    await at('2027-02-16T12:00:00+03:00');
    expect((await get(personel, '/widgets/CompanyEvents')).json().data[0].title).toBe('Bilgi Güvenliği Farkındalık Haftası');
  });

  it('UpcomingBirthday: birthdays from today within the window, soonest first', async () => {
    await at('2026-11-22T10:00:00+03:00');
    const res = (await get(personel, '/widgets/UpcomingBirthday?days=14')).json();
    const list = res.data as { full_name: string; birthday: string; days_until: number }[];
    expect(list[0]).toMatchObject({ full_name: 'Zeynep Yıldırım', birthday: '2026-11-22', days_until: 0 });
    expect(list.find((p) => p.full_name === 'Ayşe Doğan')).toMatchObject({ birthday: '2026-11-25', days_until: 3 });
    expect(list.every((p, i) => p.days_until < 14 && (i === 0 || list[i - 1]!.days_until <= p.days_until))).toBe(true);
    expect(res.meta_data.total).toBe(list.length);
    const short = (await get(personel, '/widgets/UpcomingBirthday?days=3')).json().data as { full_name: string }[];
    expect(short.map((p) => p.full_name)).not.toContain('Ayşe Doğan');
    expect((await get(personel, '/widgets/UpcomingBirthday?days=61')).statusCode).toBe(422);
  });

  it('UpcomingBirthday: 29 February falls on 28 February in a common year, and across the new year', async () => {
    await at('2027-02-20T10:00:00+03:00');
    const feb = (await get(personel, '/widgets/UpcomingBirthday?days=14')).json().data as { full_name: string; birthday: string; days_until: number }[];
    expect(feb.find((p) => p.full_name === 'Oğuz Çelik')).toMatchObject({ birthday: '2027-02-28', days_until: 8 });
    await at('2027-12-25T10:00:00+03:00');
    await sql(`update employees set birth_date = '1988-01-02' where user_id = (select id from users where name = 'sef')`);
    const newYear = (await get(personel, '/widgets/UpcomingBirthday?days=14')).json().data as { full_name: string; birthday: string }[];
    expect(newYear.find((p) => p.full_name === 'İsmail Güneş')?.birthday).toBe('2028-01-02');
  });

  it('needs a signed-in user for every widget', async () => {
    for (const w of ['NationalHolidays', 'CompanyEvents', 'UpcomingBirthday', 'WaitingLeaveDays']) {
      expect((await get(null, `/widgets/${w}`)).statusCode).toBe(401);
    }
  });
});

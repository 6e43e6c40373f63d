import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let auditor: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({}, 5);
  [hr, auditor, staff] = await Promise.all([t.login('ik.uzmani'), t.login('denetci'), t.login('personel')]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, payload: payload as never });

describe('leave years', () => {
  it('lists last, this and next year plus every year with data, newest first, with counts', async () => {
    const res = await get(hr, '/gss/leave-year');
    expect(res.statusCode).toBe(200);
    const years = res.json().data as { year: number; bank_holidays_count: number; season_series_count: number; is_current: boolean }[];
    const now = new Date().getFullYear();
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => b - a));
    for (const y of [now - 1, now, now + 1, 2025, 2026, 2027]) expect(years.some((x) => x.year === y)).toBe(true);
    expect(years.find((y) => y.year === 2026)).toMatchObject({ bank_holidays_count: 9, holiday_days: 14, season_series_count: 1 });
    // 19 May 2027 is both Atatürk'ü Anma and a day of Kurban Bayramı: one day off.
    expect(years.find((y) => y.year === 2027)).toMatchObject({ bank_holidays_count: 9, holiday_days: 13 });
    expect(years.filter((y) => y.is_current).map((y) => y.year)).toEqual([now]);
  });

  it('needs a leave-management permission; writes need create-leave-types', async () => {
    expect((await get(null, '/gss/leave-year')).statusCode).toBe(401);
    expect((await get(auditor, '/gss/leave-year')).statusCode).toBe(403);
    expect((await get(staff, '/gss/leave-year/2026/bank-holiday')).statusCode).toBe(403);
    expect((await get(staff, '/gss/leave-year/2026/season-definition-series')).statusCode).toBe(403);
    expect((await get(staff, '/gss/season-definition-series/SEZON-2026/definitions')).statusCode).toBe(403);
    const writes: [('POST' | 'PUT' | 'DELETE'), string][] = [
      ['POST', '/gss/leave-year/2026/bank-holiday'], ['PUT', '/gss/leave-year/2026/bank-holiday/1'], ['DELETE', '/gss/leave-year/2026/bank-holiday/1'],
      ['POST', '/gss/leave-year/2026/bank-holiday/generate'], ['POST', '/gss/leave-year/2026/season-definition-series'],
      ['PUT', '/gss/leave-year/2026/season-definition-series/1'], ['DELETE', '/gss/leave-year/2026/season-definition-series/1'],
      ['POST', '/gss/season-definition-series/SEZON-2026/definitions'], ['PUT', '/gss/season-definition-series/SEZON-2026/definitions/1'],
      ['DELETE', '/gss/season-definition-series/SEZON-2026/definitions/1'],
    ];
    for (const [method, url] of writes) expect((await send(staff, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
    for (const url of ['/gss/leave-year/2026/bank-holiday/create', '/gss/leave-year/2026/season-definition-series/create', '/gss/season-definition-series/SEZON-2026/definitions/create']) {
      expect((await get(auditor, url)).statusCode, url).toBe(403);
    }
  });

  it('refuses years outside 2014–2049', async () => {
    const res = await get(hr, '/gss/leave-year/2013/bank-holiday');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Yıl 2014 ile 2049 arasında olmalıdır.');
    expect((await get(hr, '/gss/leave-year/2050/season-definition-series')).statusCode).toBe(422);
  });
});

describe('bank holidays', () => {
  it('lists the seeded official holidays of 2026 by date, eves from 13:00', async () => {
    const res = await get(hr, '/gss/leave-year/2026/bank-holiday?perpage=30');
    expect(res.statusCode).toBe(200);
    const { data, helper_data } = res.json();
    expect(helper_data.generated).toBe(true);
    const ramazan = data.find((h: { name: string }) => h.name === 'Ramazan Bayramı');
    expect(ramazan).toMatchObject({ kind: 'religious', starts_on: '2026-03-20', ends_on: '2026-03-22', days: 3, half_day_on: '2026-03-19', half_day_from: '13:00', source: 'generated' });
    const republic = data.find((h: { name: string }) => h.name === 'Cumhuriyet Bayramı');
    expect(republic).toMatchObject({ starts_on: '2026-10-29', half_day_on: '2026-10-28', half_day_from: '13:00' });
    expect(data.map((h: { starts_on: string }) => h.starts_on)).toEqual([...data.map((h: { starts_on: string }) => h.starts_on)].sort());
  });

  it('generates a new year, then again adds nothing; an edit is kept as an override and a deleted one stays deleted', async () => {
    const first = await send(hr, 'POST', '/gss/leave-year/2028/bank-holiday/generate', {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ added: 9, religious_holidays_known: true });
    expect(first.json().helper_data.message).toBe('Resmî tatiller oluşturuldu.');
    const list = (await get(hr, '/gss/leave-year/2028/bank-holiday')).json().data as { id: number; name: string; source: string }[];
    expect(list).toHaveLength(9);

    const may = list.find((h) => h.name === 'Emek ve Dayanışma Günü')!;
    const edit = (await get(hr, `/gss/leave-year/2028/bank-holiday/${may.id}/edit`)).json().data;
    expect(edit.holiday.starts_on).toBe('2028-05-01');
    const changed = await send(hr, 'PUT', `/gss/leave-year/2028/bank-holiday/${may.id}`, { ...edit.holiday, name: 'Emek ve Dayanışma Günü (idari)', ends_on: '2028-05-02' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ source: 'overridden', days: 2 });

    const july = list.find((h) => h.name === 'Demokrasi ve Millî Birlik Günü')!;
    expect((await send(hr, 'DELETE', `/gss/leave-year/2028/bank-holiday/${july.id}`)).statusCode).toBe(200);
    expect((await get(hr, `/gss/leave-year/2028/bank-holiday/${july.id}/edit`)).statusCode).toBe(404);

    const again = await send(hr, 'POST', '/gss/leave-year/2028/bank-holiday/generate', {});
    expect(again.json().data.added).toBe(0);
    const after = (await get(hr, '/gss/leave-year/2028/bank-holiday')).json().data as { name: string; ends_on: string }[];
    expect(after).toHaveLength(8);
    expect(after.find((h) => h.name.startsWith('Emek'))!.ends_on).toBe('2028-05-02');

    const restored = await send(hr, 'POST', '/gss/leave-year/2028/bank-holiday/generate', { restore_deleted: true });
    expect(restored.json().data.added).toBe(1);
    expect((await get(hr, '/gss/leave-year/2028/bank-holiday')).json().data).toHaveLength(9);
  });

  it('the dashboard holiday widget follows the administrator override', async () => {
    const widget = (await get(staff, '/hr-provider/widgets/NationalHolidays?year=2028')).json().data as { name: string; ends_on: string }[];
    expect(widget.find((h) => h.name.startsWith('Emek'))).toMatchObject({ name: 'Emek ve Dayanışma Günü (idari)', ends_on: '2028-05-02' });
  });

  it('generates only the fixed days where the religious dates are not in the table', async () => {
    const res = await send(hr, 'POST', '/gss/leave-year/2035/bank-holiday/generate', {});
    expect(res.json().data).toEqual({ added: 7, religious_holidays_known: false });
  });

  it('adds a holiday by hand with validation: dates in the year, end after start, no overlap', async () => {
    const form = (await get(hr, '/gss/leave-year/2026/bank-holiday/create')).json().data;
    expect(form).toMatchObject({ holiday: null, half_day_from: '13:00' });
    expect(form.kinds).toContain('administrative');
    const body = { name: 'İdari İzin', kind: 'administrative', starts_on: '2026-03-23', ends_on: '2026-03-23', half_day_on: null };
    const created = await send(hr, 'POST', '/gss/leave-year/2026/bank-holiday', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ source: 'manual', days: 1, half_day_from: null });
    expect(created.json().helper_data.message).toBe('Resmî tatil kaydedildi.');

    const overlap = await send(hr, 'POST', '/gss/leave-year/2026/bank-holiday', { ...body, starts_on: '2026-03-22' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.starts_on[0]).toBe('Bu tarihlerde başka bir resmî tatil kayıtlı.');
    const outside = await send(hr, 'POST', '/gss/leave-year/2026/bank-holiday', { ...body, starts_on: '2027-01-05', ends_on: '2027-01-05' });
    expect(outside.json().errors.starts_on[0]).toBe('Tarih seçilen izin yılı içinde olmalıdır.');
    const backwards = await send(hr, 'POST', '/gss/leave-year/2026/bank-holiday', { ...body, starts_on: '2026-12-10', ends_on: '2026-12-09' });
    expect(backwards.json().errors.ends_on[0]).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    const badTime = await send(hr, 'POST', '/gss/leave-year/2026/bank-holiday', { ...body, starts_on: '2026-12-10', ends_on: '2026-12-10', half_day_on: '2026-12-09', half_day_from: '25:00' });
    expect(Object.keys(badTime.json().errors)).toEqual(['half_day_from']);
    expect((await get(hr, '/gss/leave-year/2027/bank-holiday/1/edit')).statusCode).toBe(404);
  });
});

describe('season-definition series and definitions', () => {
  it('creates, edits and deletes a series; codes are unique and Latin upper case', async () => {
    const created = await send(hr, 'POST', '/gss/leave-year/2026/season-definition-series', { code: 'KIS-2026', name: 'Kış Planı', description: null });
    expect(created.statusCode).toBe(201);
    const series = created.json().data;
    expect(series).toMatchObject({ year: 2026, code: 'KIS-2026', definitions_count: 0 });
    const dup = await send(hr, 'POST', '/gss/leave-year/2027/season-definition-series', { code: 'KIS-2026', name: 'Başka' });
    expect(dup.json().errors.code[0]).toBe('Bu kod başka bir sezon serisinde kullanılıyor.');
    expect((await send(hr, 'POST', '/gss/leave-year/2026/season-definition-series', { code: 'kış', name: 'Kış' })).json().errors.code).toBeDefined();

    const edit = (await get(hr, `/gss/leave-year/2026/season-definition-series/${series.id}/edit`)).json().data;
    expect(edit.series.code).toBe('KIS-2026');
    expect((await get(hr, `/gss/leave-year/2027/season-definition-series/${series.id}/edit`)).statusCode).toBe(404);
    const updated = await send(hr, 'PUT', `/gss/leave-year/2026/season-definition-series/${series.id}`, { code: 'KIS-26', name: 'Kış Planı 2026' });
    expect(updated.json().data).toMatchObject({ code: 'KIS-26', name: 'Kış Planı 2026' });

    const list = (await get(hr, '/gss/leave-year/2026/season-definition-series?keyword=kis')).json();
    expect(list.data.map((s: { code: string }) => s.code)).toEqual(['KIS-26']);
    expect((await send(hr, 'DELETE', `/gss/leave-year/2026/season-definition-series/${series.id}`)).statusCode).toBe(200);
    expect((await get(hr, '/gss/leave-year/2026/season-definition-series')).json().data.map((s: { code: string }) => s.code)).toEqual(['SEZON-2026']);
  });

  it('keeps definitions of a series in its year without overlaps, and a series with definitions cannot be deleted', async () => {
    const series = (await send(hr, 'POST', '/gss/leave-year/2027/season-definition-series', { code: 'BAYRAM-27', name: 'Bayram dönemleri' })).json().data;
    const form = (await get(hr, '/gss/season-definition-series/BAYRAM-27/definitions/create')).json().data;
    expect(form).toMatchObject({ series: { code: 'BAYRAM-27' }, definition: null });
    const body = { name: 'Kurban Bayramı yoğunluğu', starts_on: '2027-05-10', ends_on: '2027-05-25', leave_restricted: true };
    const created = await send(hr, 'POST', '/gss/season-definition-series/BAYRAM-27/definitions', body);
    expect(created.statusCode).toBe(201);
    const def = created.json().data;
    expect(def).toMatchObject({ series_code: 'BAYRAM-27', year: 2027, leave_restricted: true });

    const overlap = await send(hr, 'POST', '/gss/season-definition-series/BAYRAM-27/definitions', { ...body, starts_on: '2027-05-20', ends_on: '2027-06-01' });
    expect(overlap.json().errors.starts_on[0]).toBe('Bu tarihler serideki başka bir sezon tanımıyla çakışıyor.');
    const otherYear = await send(hr, 'POST', '/gss/season-definition-series/BAYRAM-27/definitions', { ...body, starts_on: '2028-01-01', ends_on: '2028-01-02' });
    expect(otherYear.json().errors.starts_on[0]).toBe('Tarih seçilen izin yılı içinde olmalıdır.');
    const backwards = await send(hr, 'POST', '/gss/season-definition-series/BAYRAM-27/definitions', { ...body, starts_on: '2027-08-10', ends_on: '2027-08-01' });
    expect(backwards.json().errors.ends_on[0]).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');

    const refused = await send(hr, 'DELETE', `/gss/leave-year/2027/season-definition-series/${series.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().info).toBe('Sezon tanımları olan bir seri silinemez; önce tanımları siliniz.');

    const edit = (await get(hr, `/gss/season-definition-series/BAYRAM-27/definitions/${def.id}/edit`)).json().data;
    expect(edit.definition.name).toBe(body.name);
    const updated = await send(hr, 'PUT', `/gss/season-definition-series/BAYRAM-27/definitions/${def.id}`, { ...body, ends_on: '2027-05-30', leave_restricted: 0 });
    expect(updated.json().data).toMatchObject({ ends_on: '2027-05-30', leave_restricted: false });
    expect((await get(hr, `/gss/season-definition-series/SEZON-2027/definitions/${def.id}/edit`)).statusCode).toBe(404);

    const list = (await get(staff === hr ? hr : hr, '/gss/season-definition-series/BAYRAM-27/definitions')).json();
    expect(list.meta_data.total).toBe(1);
    expect(list.helper_data.series.definitions_count).toBe(1);
    expect((await send(hr, 'DELETE', `/gss/season-definition-series/BAYRAM-27/definitions/${def.id}`)).statusCode).toBe(200);
    expect((await send(hr, 'DELETE', `/gss/leave-year/2027/season-definition-series/${series.id}`)).statusCode).toBe(200);
    expect((await get(hr, '/gss/season-definition-series/BAYRAM-27/definitions')).statusCode).toBe(404);
  });

  it('lists the seeded definitions, a winter season running into the next year', async () => {
    const list = (await get(hr, '/gss/season-definition-series/SEZON-2026/definitions')).json().data;
    expect(list.map((d: { name: string; ends_on: string }) => [d.name, d.ends_on])).toEqual([['Yaz Yoğun Sezonu', '2026-09-15'], ['Kış Sezonu', '2027-03-31']]);
  });
});

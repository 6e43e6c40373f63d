import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { callExternal } from './external-http';
import { startFakeServices, type FakeServices } from './fake-services';

/** Every HTTP adapter against a local fake of its external system, chosen from the configuration. */
let fake: FakeServices;
let t: TestApp;
let personel: string;
let hr: string;
beforeAll(async () => {
  fake = await startFakeServices();
  const service = (path: string, token?: string) => ({ baseUrl: `${fake.url}${path}`, token, timeoutMs: 400 });
  t = await createTestApp({
    scheduleService: service('/schedule', 'schedule-token'),
    ratesService: service('/kurlar'),
    flightsService: service('/fids', 'fids-token'),
    hrProvider: service('/hr', 'hr-token'),
  });
  t.now.value = new Date('2026-11-22T10:00:00+03:00');
  [personel, hr] = await Promise.all([t.login('personel'), t.login('ik.uzmani')]);
});
afterAll(async () => {
  await t.close();
  await fake.app.close();
});

const get = async (token: string, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const callsTo = (prefix: string) => fake.calls.filter((c) => c.path.startsWith(prefix));

describe('schedule service over HTTP', () => {
  it('asks for the caller\'s week with the service token and the caller\'s name', async () => {
    const res = await get(personel, '/schedule/weekly?year=2026&week=48');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ year: 2026, week: 48, starts_on: '2026-11-23' });
    expect(res.json().data.days[0]).toMatchObject({ kind: 'work', starts_at: '09:00', security_project: { short_code: 'EXT' } });
    expect(callsTo('/schedule/schedule/weekly').at(-1)).toMatchObject({
      query: { week: '48', year: '2026' }, headers: { authorization: 'Bearer schedule-token', user: 'personel' },
    });
    const count = await get(personel, '/count/weekly');
    expect(count.json().data).toMatchObject({ year: 2026, week: 47, planned_minutes: 2700 });
  });

  it('answers 504 when the service is too slow, 502 when it answers nonsense or another week', async () => {
    const slow = await get(personel, '/schedule/weekly?year=2026&week=13');
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe('Vardiya servisi zamanında yanıt vermedi. Lütfen daha sonra tekrar deneyin.');
    const nonsense = await get(personel, '/schedule/weekly?year=2026&week=14');
    expect(nonsense.statusCode).toBe(502);
    expect(nonsense.json().message).toBe('Vardiya servisi beklenmeyen bir yanıt verdi.');
    expect((await get(personel, '/schedule/weekly?year=2026&week=15')).statusCode).toBe(502);
    // Apron's own checks still come first.
    expect((await get(personel, '/schedule/weekly?year=2027&week=53')).statusCode).toBe(422);
  });
});

describe('Central Bank files over HTTP', () => {
  it('steps back through the archive to the latest bulletin', async () => {
    fake.calls.length = 0;
    const res = await get(personel, '/exchange-rate/cbot?date=2026-03-08');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ date: '2026-03-06', requested_date: '2026-03-08' });
    expect(res.json().data.rates.map((r: { code: string }) => r.code).slice(0, 4)).toEqual(['USD', 'AUD', 'DKK', 'EUR']);
    expect(callsTo('/kurlar').map((c) => c.path)).toEqual(['/kurlar/202603/08032026.xml', '/kurlar/202603/07032026.xml', '/kurlar/202603/06032026.xml']);
  });

  it('reads today.xml for today, and crosses pairs from it', async () => {
    const today = (await get(personel, '/exchange-rate/cbot')).json().data;
    expect(today).toMatchObject({ date: '2026-11-20', requested_date: '2026-11-22' });
    expect(today.rates[0]).toMatchObject({ code: 'USD', forex_buying: 64.65 });
    const pair = (await get(personel, '/exchange-rate/cbot/EUR/USD?date=2026-03-06')).json().data;
    expect(pair).toMatchObject({ date: '2026-03-06', from: 'EUR', to: 'USD', buying: Math.round((50.5 / 43.1) * 1e6) / 1e6 });
  });

  it('answers 502 when the bank fails, 404 when there is no bulletin in reach', async () => {
    expect((await get(personel, '/exchange-rate/cbot?date=2026-04-10')).statusCode).toBe(502);
    const none = await get(personel, '/exchange-rate/cbot?date=2026-02-10');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Bu tarih için kur bilgisi bulunamadı.');
  });
});

describe('flights service over HTTP', () => {
  it('asks for the company\'s airports and keeps only their rows', async () => {
    const res = await get(personel, '/flights/list?date=2026-11-22');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((f: { id: string }) => f.id)).toEqual(['fids-1', '2']);
    expect(body.data[0]).toMatchObject({ security_project: { short_code: 'IST' }, gate: 'A4', scheduled_at: '2026-11-22T04:00:00.000Z' });
    expect(body.data[1]).toMatchObject({ status: 'delayed', estimated_at: '2026-11-22T05:05:00.000Z', gate: null });
    expect(body.meta_data.total).toBe(3);
    const asked = callsTo('/fids/list').at(-1)!;
    expect(asked.headers.authorization).toBe('Bearer fids-token');
    expect(asked.query.airports!.split(',').sort()).toEqual(['ADB', 'ESB', 'IST', 'SAW']);
    expect(asked.query).toMatchObject({ date: '2026-11-22', page: '1', perpage: '30' });
  });
});

describe('HR provider over HTTP', () => {
  it('passes the provider\'s answers through in Apron\'s shapes', async () => {
    expect((await get(personel, '/hr-provider/init')).json().data.person.full_name).toBe('Deniz Aksoy');
    expect((await get(hr, '/hr-provider/department/all')).json().data[0].person_count).toBe(140);
    const holidays = (await get(personel, '/hr-provider/widgets/NationalHolidays?year=2027')).json();
    expect(holidays.helper_data).toEqual({ year: 2027, religious_holidays_known: true });
    expect(callsTo('/hr/widgets/NationalHolidays').at(-1)!.query).toEqual({ year: '2027' });
    expect((await get(personel, '/hr-provider/widgets/CompanyEvents')).json().meta_data.total).toBe(41);
    expect((await get(personel, '/hr-provider/widgets/UpcomingBirthday')).json().data[0].days_until).toBe(2);
    expect((await get(personel, '/hr-provider/widgets/WaitingLeaveDays')).json().data.own.total_days).toBe(0);
    expect((await get(personel, '/hr-provider/leave-types')).json().data[0].code).toBe('annual');
    const persons = await get(hr, '/hr-provider/person/list/3?perpage=30&q=deniz');
    expect(persons.json().meta_data).toMatchObject({ page: 3, total: 140 });
    expect(callsTo('/hr/person/list/3').at(-1)).toMatchObject({ query: { perpage: '30', q: 'deniz' }, headers: { authorization: 'Bearer hr-token', user: 'ik.uzmani' } });
  });

  it('sends a checked leave request with the counted days, and relays the provider\'s refusal', async () => {
    const res = await t.call(personel, { method: 'POST', url: '/api/hr-provider/leave/request', payload: { leaveDay: { leaveTypeId: 1, startDate: '2027-03-01', endDate: '2027-03-03T12:00' } } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: 9001, used_days: 3, status: 'Waiting' });
    expect(callsTo('/hr/leave/request').at(-1)!.body).toEqual({ leaveDay: { leaveTypeId: 1, startDate: '2027-03-01T00:00', endDate: '2027-03-03T12:00', usedDays: 3, description: null } });
    const refused = await t.call(personel, { method: 'POST', url: '/api/hr-provider/leave/request', payload: { leaveDay: { leaveTypeId: 1, startDate: '2027-12-01', endDate: '2027-12-02' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'leaveDay.startDate': ['Aralık ayında izin verilmez.'] });
  });

  it('lets the caller name only their own provider person without the permission', async () => {
    const before = callsTo('/hr/leave/request').length;
    const other = await t.call(personel, { method: 'POST', url: '/api/hr-provider/leave/request', payload: { leaveDay: { personId: 777, leaveTypeId: 1, startDate: '2027-03-01', endDate: '2027-03-02' } } });
    expect(other.statusCode).toBe(403);
    expect(callsTo('/hr/leave/request').length).toBe(before);
    const own = await t.call(personel, { method: 'POST', url: '/api/hr-provider/leave/request', payload: { leaveDay: { personId: 501, leaveTypeId: 1, startDate: '2027-03-01', endDate: '2027-03-02' } } });
    expect(own.statusCode).toBe(201);
  });
});

describe('calling an external system', () => {
  it('answers 502 with a Turkish message when nothing listens', async () => {
    const closed = await startFakeServices();
    const url = closed.url;
    await closed.app.close();
    await expect(callExternal({ baseUrl: url, timeoutMs: 1000 }, { path: '/x', label: 'Deneme servisi' }))
      .rejects.toMatchObject({ status: 502, body: { message: 'Deneme servisi şu anda yanıt vermiyor. Lütfen daha sonra tekrar deneyin.' } });
  });
});

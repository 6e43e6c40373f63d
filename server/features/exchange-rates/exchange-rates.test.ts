import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { RateBulletin } from '../../../src/contracts/exchange-rates';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-11-22T12:00:00+03:00');
  token = await t.login('personel');
});
afterAll(() => t.close());

const rates = async (query = '', who: string | null = token) => t.call(who, { method: 'GET', url: `/api/exchange-rate/cbot${query}` });
const pair = async (from: string, to: string, query = '') => t.call(token, { method: 'GET', url: `/api/exchange-rate/cbot/${from}/${to}${query}` });

describe('exchange rates (built-in TCMB bulletins)', () => {
  it('lists a business day\'s rates in the bank\'s order: USD first, EUR fourth', async () => {
    const res = await rates('?date=2026-03-02');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as RateBulletin;
    expect(data).toMatchObject({ date: '2026-03-02', requested_date: '2026-03-02' });
    expect(data.rates.map((r) => r.code)).toEqual(['USD', 'AUD', 'DKK', 'EUR', 'GBP', 'CHF', 'SEK', 'CAD', 'KWD', 'NOK', 'SAR', 'JPY']);
    expect(data.rates[3]!.name).toBe('EURO');
    for (const r of data.rates) expect(r.forex_selling!).toBeGreaterThan(r.forex_buying);
    expect(data.rates.find((r) => r.code === 'JPY')!.unit).toBe(100);
    expect(data.rates[0]!.forex_buying).toBeGreaterThan(40);
  });

  it('falls back to the latest earlier business day (weekends, holidays, today)', async () => {
    expect((await rates('?date=2026-03-07')).json().data).toMatchObject({ date: '2026-03-06', requested_date: '2026-03-07' });
    // Kurban Bayramı 27–30 May 2026 and the Sunday after: the bank's last bulletin is the eve, 26 May.
    expect((await rates('?date=2026-05-31')).json().data.date).toBe('2026-05-26');
    // No date: today in Turkey, a Sunday.
    expect((await rates()).json().data).toMatchObject({ date: '2026-11-20', requested_date: '2026-11-22' });
  });

  it('refuses future days and impossible dates, and says when there is no bulletin', async () => {
    const future = await rates('?date=2026-11-23');
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.date).toEqual(['Gelecek bir tarih için kur bilgisi sorgulanamaz.']);
    expect((await rates('?date=2026-02-30')).statusCode).toBe(422);
    expect((await rates('?date=02.03.2026')).statusCode).toBe(422);
    const none = await rates('?date=2025-06-02');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Bu tarih için kur bilgisi bulunamadı.');
  });

  it('crosses a pair through the lira, per unit, on the same bulletin', async () => {
    const list = (await rates('?date=2026-03-07')).json().data as RateBulletin;
    const of = (code: string) => list.rates.find((r) => r.code === code)!;
    const eurUsd = await pair('EUR', 'USD', '?date=2026-03-07');
    expect(eurUsd.statusCode).toBe(200);
    expect(eurUsd.json().data).toEqual({
      date: '2026-03-06', requested_date: '2026-03-07', from: 'EUR', to: 'USD',
      buying: Math.round((of('EUR').forex_buying / of('USD').forex_buying) * 1e6) / 1e6,
      selling: Math.round((of('EUR').forex_selling! / of('USD').forex_selling!) * 1e6) / 1e6,
    });
    expect((await pair('usd', 'try', '?date=2026-03-07')).json().data).toMatchObject({ from: 'USD', to: 'TRY', buying: of('USD').forex_buying });
    expect((await pair('JPY', 'TRY', '?date=2026-03-07')).json().data.buying).toBeCloseTo(of('JPY').forex_buying / 100, 6);
    expect((await pair('TRY', 'TRY')).json().data.buying).toBe(1);
  });

  it('names an unknown currency and refuses a malformed code', async () => {
    const unknown = await pair('XYZ', 'USD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('XYZ için kur bilgisi bulunamadı.');
    const bad = await pair('EU1', 'USD');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
  });

  it('needs a signed-in user', async () => {
    expect((await rates('', null)).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: '/api/exchange-rate/cbot/EUR/USD' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { crossRate } from '../../../src/contracts/exchange-rates';
import { archivePath } from './exchange-rates.http';
import { parseTcmbBulletin } from './tcmb-xml';
import { tcmbFixture } from './tcmb-fixture';

describe('TCMB bulletin', () => {
  it('reads the date, the bank\'s order, units and empty selling rates', () => {
    const bulletin = parseTcmbBulletin(tcmbFixture('2026-03-06', 1))!;
    expect(bulletin.date).toBe('2026-03-06');
    expect(bulletin.rates.map((r) => r.code)).toEqual(['USD', 'AUD', 'DKK', 'EUR', 'GBP', 'JPY', 'XDR']);
    expect(bulletin.rates[0]).toEqual({ code: 'USD', name: 'ABD DOLARI', unit: 1, forex_buying: 43.1, forex_selling: 43.1776 });
    expect(bulletin.rates.find((r) => r.code === 'JPY')!.unit).toBe(100);
    expect(bulletin.rates.find((r) => r.code === 'XDR')!.forex_selling).toBeNull();
    expect(bulletin.rates.find((r) => r.code === 'GBP')!.name).toBe('İNGİLİZ STERLİNİ & CO');
  });

  it('refuses what is not a bulletin', () => {
    expect(parseTcmbBulletin('<html>Bakım çalışması</html>')).toBeNull();
    expect(parseTcmbBulletin('<Tarih_Date Tarih="x" Date="y"></Tarih_Date>')).toBeNull();
  });

  it('names archive files as the bank does', () => {
    expect(archivePath('2026-03-02')).toBe('/202603/02032026.xml');
  });

  it('crosses two currencies through the lira, per unit', () => {
    const bulletin = { date: '2026-03-06', requested_date: '2026-03-06', rates: parseTcmbBulletin(tcmbFixture('2026-03-06', 1))!.rates };
    expect(crossRate(bulletin, 'EUR', 'USD')).toMatchObject({ buying: Math.round((50.5 / 43.1) * 1e6) / 1e6 });
    expect(crossRate(bulletin, 'USD', 'TRY')).toMatchObject({ buying: 43.1, selling: 43.1776 });
    expect(crossRate(bulletin, 'JPY', 'TRY')).toMatchObject({ buying: 0.275 });
    expect(crossRate(bulletin, 'XDR', 'USD')).toMatchObject({ selling: null });
    expect(crossRate(bulletin, 'ABC', 'USD')).toEqual({ unknown: 'ABC' });
  });
});

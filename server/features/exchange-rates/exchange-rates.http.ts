import type { ExternalService } from '../../config';
import { addDays } from '../../../src/contracts/dashboard';
import { badAnswer, callExternal, unreachable } from '../dashboard/external-http';
import { BULLETIN_LOOKBACK_DAYS, type RatesAdapter } from './exchange-rates.adapter';
import { parseTcmbBulletin } from './tcmb-xml';

const label = 'Kur servisi (TCMB)';

/** TCMB archive path of a day: 2026-03-02 -> /202603/02032026.xml */
export const archivePath = (date: string) => `/${date.slice(0, 4)}${date.slice(5, 7)}/${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}.xml`;

/**
 * The Central Bank's own files (RATES_SERVICE_URL, e.g. https://www.tcmb.gov.tr/kurlar): today.xml
 * for today, the day's archive file otherwise; no file (404) on weekends and holidays, so it
 * steps back a day at a time.
 */
export function httpRates(service: ExternalService): RatesAdapter {
  async function fetchDay(path: string) {
    const res = await callExternal(service, { path, label });
    if (res.status === 404) return null;
    if (res.status < 200 || res.status >= 300) throw unreachable(label);
    const bulletin = parseTcmbBulletin(res.text);
    if (!bulletin) throw badAnswer(label);
    return bulletin;
  }
  return {
    async bulletin(date, today) {
      for (let back = 0; back <= BULLETIN_LOOKBACK_DAYS; back++) {
        const day = addDays(date, -back);
        const found = await fetchDay(day === today ? '/today.xml' : archivePath(day));
        // today.xml holds the latest bulletin, which may be of an earlier day; never a later one.
        if (found && found.date <= date) return { date: found.date, requested_date: date, rates: found.rates };
      }
      return null;
    },
  };
}

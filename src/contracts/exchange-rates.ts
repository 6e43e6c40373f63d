import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint } from './http';

/**
 * Indicative exchange rates of the Central Bank of the Republic of Turkey (TCMB / CBRT).
 * `rates` keep the bank's own order (CrossOrder): USD first, EUR fourth, so the client's
 * default pair "from the fourth and first rate entries" is EUR → USD.
 */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
/** The lira itself: allowed in a pair, never in the list. */
export const LIRA = 'TRY';

export const EXCHANGE_RATE_MESSAGES = {
  futureDate: 'Gelecek bir tarih için kur bilgisi sorgulanamaz.',
  noBulletin: 'Bu tarih için kur bilgisi bulunamadı.',
  unknownCurrency: (code: string) => `${code} için kur bilgisi bulunamadı.`,
  currencyCode: 'Para birimi üç büyük harfli kod olmalıdır (ör. USD).',
} as const;

export const exchangeRate = z.object({
  code: z.string(),
  name: z.string(),
  /** Lira amounts are per `unit` of the currency (JPY: 100). */
  unit: z.number().int().positive(),
  forex_buying: z.number(),
  forex_selling: z.number().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

export const rateBulletin = z.object({
  /** The bulletin's day: the requested day, or the latest earlier business day. */
  date: z.string(),
  requested_date: z.string(),
  rates: z.array(exchangeRate).max(64),
});
export type RateBulletin = z.infer<typeof rateBulletin>;

export const ratePair = z.object({
  date: z.string(),
  requested_date: z.string(),
  from: z.string(),
  to: z.string(),
  /** Units of `to` for one unit of `from`, from forex buying rates. */
  buying: z.number(),
  /** The same from forex selling rates; null when the bank publishes no selling rate (XDR). */
  selling: z.number().nullable(),
});
export type RatePair = z.infer<typeof ratePair>;

const dateQuery = z.object({ date: calendarDate.optional() });
const currency = z.string().trim().toUpperCase().regex(CURRENCY_CODE_PATTERN, EXCHANGE_RATE_MESSAGES.currencyCode);

export const getExchangeRates = endpoint({
  method: 'GET',
  path: '/exchange-rate/cbot',
  access: 'signed-in',
  summary: 'TCMB indicative rates of a day (default today); falls back to the latest earlier bulletin.',
  query: dateQuery,
  data: rateBulletin,
});

export const getExchangeRatePair = endpoint({
  method: 'GET',
  path: '/exchange-rate/cbot/{from}/{to}',
  access: 'signed-in',
  summary: 'One currency in another (TRY allowed) on a day, from the TCMB bulletin.',
  params: z.object({ from: currency, to: currency }),
  query: dateQuery,
  data: ratePair,
});

/** Lira for one unit of a currency; the lira itself is 1. */
function liraPer(rates: ExchangeRate[], code: string, side: 'forex_buying' | 'forex_selling'): number | null | undefined {
  if (code === LIRA) return 1;
  const rate = rates.find((r) => r.code === code);
  if (!rate) return undefined;
  const value = rate[side];
  return value === null ? null : value / rate.unit;
}

/** Cross rate of a pair from one bulletin; undefined names the unknown currency. */
export function crossRate(bulletin: RateBulletin, from: string, to: string): RatePair | { unknown: string } {
  for (const code of [from, to]) {
    if (liraPer(bulletin.rates, code, 'forex_buying') === undefined) return { unknown: code };
  }
  const cross = (side: 'forex_buying' | 'forex_selling') => {
    const a = liraPer(bulletin.rates, from, side);
    const b = liraPer(bulletin.rates, to, side);
    return a == null || b == null ? null : Math.round((a / b) * 1e6) / 1e6;
  };
  return { date: bulletin.date, requested_date: bulletin.requested_date, from, to, buying: cross('forex_buying')!, selling: cross('forex_selling') };
}

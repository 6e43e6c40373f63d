import type { Db } from '../../db/client';
import { random } from '../../db/seed/names';
import { addDays, dayOfWeek } from '../../../src/contracts/dashboard';
import { fullHolidayDates } from '../hr-provider/holidays';
import { exchangeRates } from './exchange-rates.table';

/** The bank's order (CrossOrder): USD first, EUR fourth. `usd` = US dollars per unit at the start. */
const CURRENCIES = [
  { code: 'USD', name: 'ABD DOLARI', unit: 1, usd: 1 },
  { code: 'AUD', name: 'AVUSTRALYA DOLARI', unit: 1, usd: 0.665 },
  { code: 'DKK', name: 'DANİMARKA KRONU', unit: 1, usd: 0.1568 },
  { code: 'EUR', name: 'EURO', unit: 1, usd: 1.172 },
  { code: 'GBP', name: 'İNGİLİZ STERLİNİ', unit: 1, usd: 1.345 },
  { code: 'CHF', name: 'İSVİÇRE FRANGI', unit: 1, usd: 1.257 },
  { code: 'SEK', name: 'İSVEÇ KRONU', unit: 1, usd: 0.1065 },
  { code: 'CAD', name: 'KANADA DOLARI', unit: 1, usd: 0.728 },
  { code: 'KWD', name: 'KUVEYT DİNARI', unit: 1, usd: 3.255 },
  { code: 'NOK', name: 'NORVEÇ KRONU', unit: 1, usd: 0.0985 },
  { code: 'SAR', name: 'SUUDİ ARABİSTAN RİYALİ', unit: 1, usd: 0.2666 },
  { code: 'JPY', name: 'JAPON YENİ', unit: 100, usd: 0.638 },
];

const FIRST_DAY = '2026-01-02';
const LAST_DAY = '2027-12-31';
/** TCMB's forex selling is about 0.18% above buying. */
const SPREAD = 0.0018;

const round4 = (n: number) => (Math.round(n * 10_000) / 10_000).toFixed(4);

/**
 * Bulletins for every business day of 2026–2027 (no weekends, no full-day official holidays):
 * the lira drifts down against the dollar, the other currencies wander around their dollar
 * value. A seeded generator: the same numbers on every machine.
 */
export async function seed(db: Db): Promise<void> {
  const rng = random(19310);
  const holidays = new Set([...fullHolidayDates(2026), ...fullHolidayDates(2027)]);
  const noise = (size: number) => (rng.next() - 0.5) * 2 * size;
  let usdTry = 42.95;
  const cross = CURRENCIES.map((c) => c.usd);
  const rows: (typeof exchangeRates.$inferInsert)[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    if (dayOfWeek(day) > 5 || holidays.has(day)) continue;
    usdTry *= 1 + 0.00075 + noise(0.0008);
    CURRENCIES.forEach((c, i) => {
      if (i > 0) cross[i]! *= 1 + noise(0.003);
      const buying = usdTry * cross[i]!;
      rows.push({ date: day, cross_order: i, code: c.code, name: c.name, unit: c.unit, forex_buying: round4(buying), forex_selling: round4(buying * (1 + SPREAD)) });
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(exchangeRates).values(rows.slice(i, i + 1000));
}

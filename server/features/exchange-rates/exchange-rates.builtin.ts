import { addDays } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { BULLETIN_LOOKBACK_DAYS, type RatesAdapter } from './exchange-rates.adapter';
import { exchangeRatesRepository as repo } from './exchange-rates.repository';

/** Apron's own copy of the TCMB bulletins: the exchange_rates table. */
export function builtinRates(db: Executor): RatesAdapter {
  return {
    async bulletin(date) {
      const day = await repo.latestDay(db, date, addDays(date, -BULLETIN_LOOKBACK_DAYS));
      if (!day) return null;
      const rows = await repo.ratesOf(db, day);
      return {
        date: day,
        requested_date: date,
        rates: rows.map((r) => ({
          code: r.code,
          name: r.name,
          unit: r.unit,
          forex_buying: Number(r.forex_buying),
          forex_selling: r.forex_selling === null ? null : Number(r.forex_selling),
        })),
      };
    },
  };
}

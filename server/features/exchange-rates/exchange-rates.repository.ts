import { and, asc, eq, gte, lte, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from './exchange-rates.table';

export const exchangeRatesRepository = {
  /** The latest bulletin day in [earliest, date]. */
  async latestDay(db: Executor, date: string, earliest: string): Promise<string | null> {
    const [row] = await db.select({ day: max(exchangeRates.date) }).from(exchangeRates)
      .where(and(lte(exchangeRates.date, date), gte(exchangeRates.date, earliest)));
    return row?.day ?? null;
  },

  /** One bulletin in the bank's own order. */
  ratesOf(db: Executor, day: string) {
    return db.select().from(exchangeRates).where(eq(exchangeRates.date, day)).orderBy(asc(exchangeRates.cross_order));
  },
};

import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { EXCHANGE_RATE_MESSAGES as M, crossRate } from '../../../src/contracts/exchange-rates';
import { invalidField, notFound } from '../../plugins/http-errors';
import { integrations } from '../dashboard/integrations';

export function exchangeRatesService(app: FastifyInstance) {
  const adapter = () => integrations(app.deps).rates;

  /** The bulletin of a day (default today), or of the latest earlier business day. */
  async function bulletin(date: string | undefined) {
    const today = turkeyDate(app.deps.clock());
    const day = date ?? today;
    if (day > today) throw invalidField('date', M.futureDate);
    const found = await adapter().bulletin(day, today);
    if (!found) throw notFound(M.noBulletin);
    return found;
  }

  return {
    bulletin,
    async pair(from: string, to: string, date: string | undefined) {
      const pair = crossRate(await bulletin(date), from, to);
      if ('unknown' in pair) throw notFound(M.unknownCurrency(pair.unknown));
      return pair;
    },
  };
}

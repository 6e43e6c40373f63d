import type { FastifyInstance } from 'fastify';
import { getExchangeRatePair, getExchangeRates } from '../../../src/contracts/exchange-rates';
import { route } from '../../plugins/endpoints';
import { exchangeRatesService } from './exchange-rates.service';

export default async function exchangeRatesFeature(app: FastifyInstance) {
  const service = exchangeRatesService(app);
  route(app, getExchangeRates, async ({ query }) => ({ data: await service.bulletin(query.date) }));
  route(app, getExchangeRatePair, async ({ params, query }) => ({ data: await service.pair(params.from, params.to, query.date) }));
}

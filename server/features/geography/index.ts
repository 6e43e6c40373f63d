import type { FastifyInstance } from 'fastify';
import { getDestination, listCountries, listCountyDistricts, listDestinations } from '../../../src/contracts/lookups';
import { route } from '../../plugins/endpoints';
import { geographyService } from './geography.service';

/** Countries and the Turkish address hierarchy: reference data for address and birth-place fields. */
export default async function geographyFeature(app: FastifyInstance) {
  const service = geographyService(app);

  route(app, listCountries, async () => ({ data: await service.countries() }));
  route(app, listDestinations, async ({ query }) => ({ data: await service.children(query.parentId, query.type) }));
  route(app, getDestination, async ({ params }) => ({ data: await service.get(params.id) }));
  route(app, listCountyDistricts, async ({ params }) => ({ data: await service.districtsOfCounty(params.id) }));
}

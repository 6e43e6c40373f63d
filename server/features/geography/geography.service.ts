import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY_MESSAGES, TURKEY_COUNTRY_ID, type Destination, type DestinationType } from '../../../src/contracts/lookups';
import { trCompare } from '../../../src/contracts/text';
import { notFound } from '../../plugins/http-errors';
import { geographyRepository as repo } from './geography.repository';

/** The hierarchy has four levels; a longer parent chain means broken data, not a deeper address. */
const MAX_DEPTH = 4;

const byName = (a: { name: string }, b: { name: string }) => trCompare(a.name, b.name);

export function geographyService(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  return {
    /** Türkiye first (the default nationality), then the rest as a Turkish reader sorts them. */
    async countries() {
      const rows = await repo.countries(db());
      return rows.sort((a, b) => Number(b.id === TURKEY_COUNTRY_ID) - Number(a.id === TURKEY_COUNTRY_ID) || byName(a, b));
    },

    /** Without a parent only counties are listed: the lower levels are asked for one parent at a time. */
    async children(parentId: number | undefined, type: DestinationType | undefined): Promise<Destination[]> {
      const rows = parentId === undefined
        ? await repo.children(db(), null, 'county')
        : await repo.children(db(), parentId, type);
      return rows.sort(byName);
    },

    async get(id: number): Promise<Destination & { ancestors: Destination[] }> {
      const found = await repo.destination(db(), id);
      if (!found) throw notFound();
      const ancestors: Destination[] = [];
      let parentId = found.parent_id;
      while (parentId !== null && ancestors.length < MAX_DEPTH) {
        const parent = await repo.destination(db(), parentId);
        if (!parent) break;
        ancestors.unshift(parent);
        parentId = parent.parent_id;
      }
      return { ...found, ancestors };
    },

    async districtsOfCounty(id: number): Promise<Destination[]> {
      const county = await repo.destination(db(), id);
      if (county?.type !== 'county') throw notFound(GEOGRAPHY_MESSAGES.notCounty);
      return (await repo.children(db(), id, 'district')).sort(byName);
    },
  };
}

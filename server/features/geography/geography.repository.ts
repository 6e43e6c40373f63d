import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Country, Destination, DestinationType } from '../../../src/contracts/lookups';
import type { Executor } from '../../db/client';
import { countries, destinations } from './geography.table';

const columns = {
  id: destinations.id,
  parent_id: destinations.parent_id,
  type: destinations.type,
  name: destinations.name,
  code: destinations.code,
};

/** A street list under one neighbourhood is the largest set a form asks for; this bounds it. */
const CHILDREN_LIMIT = 5000;

export const geographyRepository = {
  async countries(db: Executor): Promise<Country[]> {
    return db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries);
  },

  async destination(db: Executor, id: number): Promise<Destination | undefined> {
    const [row] = await db.select(columns).from(destinations).where(eq(destinations.id, id)).limit(1);
    return row;
  },

  /** Children of `parentId` (top level when null), optionally of one type. */
  async children(db: Executor, parentId: number | null, type?: DestinationType): Promise<Destination[]> {
    const conditions: SQL[] = [parentId === null ? isNull(destinations.parent_id) : eq(destinations.parent_id, parentId)];
    if (type) conditions.push(eq(destinations.type, type));
    return db.select(columns).from(destinations).where(and(...conditions)).limit(CHILDREN_LIMIT);
  },
};

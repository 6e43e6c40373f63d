import { index, integer, pgTable, serial, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Countries with their ISO 3166-1 numeric code as id (Turkey 792). Reference data from a migration. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  /** ISO 3166-1 alpha-2; empty where ISO assigns none. */
  code: varchar('code', { length: 2 }),
});

/**
 * The Turkish address hierarchy in one table: county (il) > district (ilçe) > neighborhood
 * (mahalle) > street (sokak). Employee addresses point at it (county_id, district_id, ...).
 */
export const destinations = pgTable('destinations', {
  id: serial('id').primaryKey(),
  parent_id: integer('parent_id').references((): AnyPgColumn => destinations.id),
  type: varchar('type', { length: 16 }).notNull().$type<'county' | 'district' | 'neighborhood' | 'street'>(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Plate code for a county. */
  code: varchar('code', { length: 16 }),
}, (t) => [index('destinations_parent_idx').on(t.parent_id, t.type), index('destinations_type_idx').on(t.type)]);

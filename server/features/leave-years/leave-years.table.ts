import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';

/**
 * Bank holidays of a leave year. Generated rows carry `official_key` (which official holiday they
 * are), so generating again adds only what is missing and never touches an edited (overridden) or
 * deleted (soft-deleted) one.
 */
export const bankHolidays = pgTable('bank_holidays', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  starts_on: date('starts_on', { mode: 'string' }).notNull(),
  ends_on: date('ends_on', { mode: 'string' }).notNull(),
  half_day_on: date('half_day_on', { mode: 'string' }),
  half_day_from: varchar('half_day_from', { length: 5 }),
  source: varchar('source', { length: 16 }).notNull(),
  official_key: varchar('official_key', { length: 32 }),
  ...timestamps,
  ...softDelete,
}, (t) => [index('bank_holidays_year_idx').on(t.year, t.starts_on)]);

/** A season-definition series (code) of a leave year; its code names it in the definitions' paths. */
export const seasonDefinitionSeries = pgTable('season_definition_series', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  code: varchar('code', { length: 32 }).notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  description: varchar('description', { length: 1000 }),
  ...timestamps,
}, (t) => [uniqueIndex('season_definition_series_code_unique').on(t.code), index('season_definition_series_year_idx').on(t.year)]);

export const seasonDefinitions = pgTable('season_definitions', {
  id: serial('id').primaryKey(),
  series_id: integer('series_id').notNull().references(() => seasonDefinitionSeries.id, { onDelete: 'restrict' }),
  name: varchar('name', { length: 120 }).notNull(),
  starts_on: date('starts_on', { mode: 'string' }).notNull(),
  ends_on: date('ends_on', { mode: 'string' }).notNull(),
  leave_restricted: boolean('leave_restricted').notNull().default(false),
  description: varchar('description', { length: 1000 }),
  ...timestamps,
}, (t) => [index('season_definitions_series_idx').on(t.series_id, t.starts_on)]);

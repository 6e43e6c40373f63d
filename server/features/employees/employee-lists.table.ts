import { index, integer, jsonb, pgTable, serial, smallint, varchar, date, primaryKey } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';

/** HR reference lists with more than a name, and the saved filters of the query builder. */

export const employeeSeasons = pgTable('employee_seasons', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  start_date: date('start_date').notNull(),
  end_date: date('end_date').notNull(),
  ...timestamps,
  ...softDelete,
});

export const employeeSeasonProjects = pgTable('employee_season_projects', {
  season_id: integer('season_id').notNull().references(() => employeeSeasons.id, { onDelete: 'cascade' }),
  security_project_id: integer('security_project_id').notNull(),
}, (t) => [primaryKey({ columns: [t.season_id, t.security_project_id] })]);

/** Exit and re-employ reasons, told apart by `kind`. */
export const employeeReasons = pgTable('employee_reasons', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  sequence_yearly_reset: smallint('sequence_yearly_reset').notNull().default(0),
  ...timestamps,
  ...softDelete,
}, (t) => [index('employee_reasons_kind_idx').on(t.kind)]);

/** Saved query-builder filters: public to every HR user, or private to their owner (visibility in SQL). */
export const savedFilters = pgTable('saved_filters', {
  id: serial('id').primaryKey(),
  scope: varchar('scope', { length: 32 }).notNull(),
  report_type: varchar('report_type', { length: 32 }).notNull().default('default'),
  name: varchar('name', { length: 120 }).notNull(),
  type: varchar('type', { length: 8 }).notNull(),
  query: jsonb('query').notNull(),
  owner_user_id: integer('owner_user_id').notNull(),
  ...timestamps,
}, (t) => [index('saved_filters_scope_idx').on(t.scope, t.report_type, t.owner_user_id)]);

import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { securityProjects } from '../security-projects/security-projects.table';
import type { FlightDirection, FlightStatus } from '../../../src/contracts/flights';

/**
 * The built-in flights service: departures and arrivals at the company's airports (an airport is
 * a ggh/uog security project; its short code is the IATA code). flight_date is the Turkish
 * calendar day of scheduled_at. `status` is the planned state (scheduled, delayed, cancelled);
 * departed/landed are derived from the clock on read.
 */
export const flights = pgTable('flights', {
  id: serial('id').primaryKey(),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
  flight_date: date('flight_date', { mode: 'string' }).notNull(),
  direction: varchar('direction', { length: 9 }).notNull().$type<FlightDirection>(),
  flight_code: varchar('flight_code', { length: 10 }).notNull(),
  airline: varchar('airline', { length: 120 }).notNull(),
  origin: varchar('origin', { length: 3 }).notNull(),
  destination: varchar('destination', { length: 3 }).notNull(),
  scheduled_at: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
  estimated_at: timestamp('estimated_at', { withTimezone: true, mode: 'date' }),
  status: varchar('status', { length: 16 }).notNull().$type<FlightStatus>(),
  gate: varchar('gate', { length: 8 }),
  ...timestamps,
}, (t) => [
  uniqueIndex('flights_unique').on(t.security_project_id, t.flight_date, t.direction, t.flight_code),
  index('flights_date_idx').on(t.flight_date, t.scheduled_at),
]);

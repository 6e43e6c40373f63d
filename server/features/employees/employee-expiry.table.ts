import { date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees } from './employees.table';

/**
 * What expires within 30 days (TPSS certification, apron card, mandatory training), as the daily
 * expiry job found it on `computed_on`: the "expiring" report and the card's mark read it.
 */
export const employeeExpiries = pgTable('employee_expiries', {
  id: serial('id').primaryKey(),
  employee_id: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 16 }).notNull(),
  label: varchar('label', { length: 255 }).notNull(),
  expires_on: date('expires_on').notNull(),
  computed_on: date('computed_on').notNull(),
}, (t) => [index('employee_expiries_employee_idx').on(t.employee_id), index('employee_expiries_expires_idx').on(t.expires_on)]);

/** One row per day the job ran: the report says when its list was made. */
export const employeeExpiryRuns = pgTable('employee_expiry_runs', {
  day: date('day').primaryKey(),
  found: integer('found').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

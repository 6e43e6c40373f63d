import { date, index, integer, pgTable, serial, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { securityProjects } from '../security-projects/security-projects.table';
import type { ShiftKind } from '../../../src/contracts/schedule';

/**
 * The built-in schedule service: one entry per person per day. A shift whose end is not after
 * its start ends the next morning (night shift). Times are Turkish wall-clock times.
 */
export const scheduleEntries = pgTable('schedule_entries', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  date: date('date', { mode: 'string' }).notNull(),
  kind: varchar('kind', { length: 8 }).notNull().$type<ShiftKind>(),
  starts_at: time('starts_at'),
  ends_at: time('ends_at'),
  security_project_id: integer('security_project_id').references(() => securityProjects.id),
  ...timestamps,
}, (t) => [
  uniqueIndex('schedule_entries_user_date_unique').on(t.user_id, t.date),
  index('schedule_entries_date_idx').on(t.date),
]);

import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';

/**
 * A large Excel export written off the request path (issue 16, docs/decisions/exports.md): what to
 * write (`kind` + `params`, read back by the job), its progress, and the finished file until it expires.
 * Only its requester reads it (every query filters on requested_by).
 */
export const exportJobs = pgTable('export_jobs', {
  id: serial('id').primaryKey(),
  /** The export source (exports/sources.ts): 'employees', 'audits', … */
  kind: varchar('kind', { length: 40 }).notNull(),
  /** What the source needs to read the same rows the request matched (filters, ids, viewer). */
  params: jsonb('params').notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  status: varchar('status', { length: 16 }).notNull().default('queued').$type<'queued' | 'running' | 'done' | 'failed' | 'expired'>(),
  rows_total: integer('rows_total').notNull(),
  rows_written: integer('rows_written').notNull().default(0),
  /** The Turkish message the requester sees; the technical cause goes to the log. */
  error: text('error'),
  file_id: integer('file_id').references(() => files.id),
  requested_by: integer('requested_by').notNull().references(() => users.id),
  job_id: varchar('job_id', { length: 36 }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  /** When the finished file is deleted (the cleanup job); null until done. */
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('export_jobs_requested_by_idx').on(t.requested_by),
  index('export_jobs_expires_at_idx').on(t.expires_at),
]);

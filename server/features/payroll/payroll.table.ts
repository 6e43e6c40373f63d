import { index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

/** One row (id 1): the day of the following month from which a month's slips are visible. */
export const payrollSettings = pgTable('payroll_settings', {
  id: integer('id').primaryKey(),
  day_of_payroll_viewing: smallint('day_of_payroll_viewing').notNull(),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface SlipLine {
  kind: 'earning' | 'deduction';
  label: string;
  amount: number;
}

/** A month's slip of one employee, from a payroll import. */
export const payrollSlips = pgTable('payroll_slips', {
  id: serial('id').primaryKey(),
  import_id: integer('import_id'),
  user_id: integer('user_id').notNull().references(() => users.id),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
  national_id_number: varchar('national_id_number', { length: 11 }).notNull(),
  full_name: varchar('full_name', { length: 255 }).notNull(),
  lines: jsonb('lines').$type<SlipLine[]>().notNull(),
  gross_pay: numeric('gross_pay', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  total_deductions: numeric('total_deductions', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  net_pay: numeric('net_pay', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  /** The file row it came from (a duplicate employee in one file is refused naming both rows). */
  source_row: integer('source_row'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('payroll_slips_user_month').on(t.user_id, t.year, t.month), index('payroll_slips_month').on(t.year, t.month)]);

/** A monthly payroll Excel upload and its processing (a job). */
export const payrollImports = pgTable('payroll_imports', {
  id: serial('id').primaryKey(),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  file_sha256: varchar('file_sha256', { length: 64 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().$type<'queued' | 'processing' | 'done' | 'failed'>(),
  total_rows: integer('total_rows'),
  processed_rows: integer('processed_rows').notNull().default(0),
  /** Progress while processing: bytes of the stored file read so far, of its size. */
  bytes_read: integer('bytes_read').notNull().default(0),
  total_bytes: integer('total_bytes'),
  error: jsonb('error').$type<{ row: number | null; column: string | null; message: string } | null>(),
  uploaded_by: integer('uploaded_by').notNull().references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
});

/** SMS one-time codes of the payroll step: sha-256 of the code, short expiry, counted attempts. */
export const payrollCodes = pgTable('payroll_codes', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  code_hash: varchar('code_hash', { length: 64 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('payroll_codes_user').on(t.user_id, t.created_at)]);

/** Temporary access tokens ('payroll'), stored hashed, bound to one user. */
export const payrollTokens = pgTable('payroll_tokens', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every view and download of a slip: the employee sees who opened it and when. */
export const payrollAccessLogs = pgTable('payroll_access_logs', {
  id: serial('id').primaryKey(),
  slip_id: integer('slip_id').notNull().references(() => payrollSlips.id, { onDelete: 'cascade' }),
  viewer_user_id: integer('viewer_user_id').notNull().references(() => users.id),
  action: varchar('action', { length: 8 }).notNull().$type<'view' | 'download'>(),
  ip: varchar('ip', { length: 64 }),
  user_agent: text('user_agent'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('payroll_access_logs_slip').on(t.slip_id, t.created_at)]);

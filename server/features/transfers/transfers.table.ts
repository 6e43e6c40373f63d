import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { companies, departments, shuttleStops } from '../organisation/organisation.table';

/** A shuttle driver and the vehicle they drive (plate, seats). Soft-deleted: past shifts keep naming them. */
export const transferDrivers = pgTable('transfer_drivers', {
  id: serial('id').primaryKey(),
  full_name: varchar('full_name', { length: 120 }).notNull(),
  phone: varchar('phone', { length: 10 }),
  plate: varchar('plate', { length: 16 }).notNull(),
  capacity: integer('capacity').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
  ...softDelete,
}, (t) => [index('transfer_drivers_name_idx').on(t.full_name)]);

/**
 * One person carried on a date: their shift, stop, pickup time and driver (spec 3 §3 "Driver
 * shift"). People are keyed by national id within a date, which is what an import matches on.
 */
export const driverShifts = pgTable('driver_shifts', {
  id: serial('id').primaryKey(),
  shift_date: date('shift_date', { mode: 'string' }).notNull(),
  national_id_number: varchar('national_id_number', { length: 11 }).notNull(),
  full_name: varchar('full_name', { length: 120 }).notNull(),
  phone: varchar('phone', { length: 10 }),
  shift_start: varchar('shift_start', { length: 5 }).notNull(),
  shift_end: varchar('shift_end', { length: 5 }).notNull(),
  shuttle_stop_id: integer('shuttle_stop_id').notNull().references(() => shuttleStops.id),
  pickup_time: varchar('pickup_time', { length: 5 }).notNull(),
  driver_id: integer('driver_id').references(() => transferDrivers.id),
  source: varchar('source', { length: 8 }).notNull().$type<'import' | 'manual'>(),
  created_by: integer('created_by').references(() => users.id),
  ...timestamps,
}, (t) => [
  uniqueIndex('driver_shifts_person_unique').on(t.shift_date, t.national_id_number),
  index('driver_shifts_driver_idx').on(t.driver_id, t.shift_date),
  index('driver_shifts_slot_idx').on(t.shift_date, t.shift_start, t.shift_end),
]);

/**
 * A shift file read for a date: its preview (counts, bad rows, samples) and, once applied, who
 * was told by SMS. The file itself stays in the file store under `sha256`, so apply re-reads
 * exactly what was previewed; `fingerprint` is the date's rows at preview time.
 */
export const driverShiftImports = pgTable('driver_shift_imports', {
  id: serial('id').primaryKey(),
  shift_date: date('shift_date', { mode: 'string' }).notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().$type<'previewed' | 'applied' | 'refused'>(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  summary: jsonb('summary').notNull(),
  notified: integer('notified'),
  not_notified: jsonb('not_notified'),
  created_by: integer('created_by').notNull().references(() => users.id),
  applied_at: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (t) => [index('driver_shift_imports_date_idx').on(t.shift_date, t.created_at)]);

/** A transfer request (spec 3 §3 Transfer). `registrar` is who entered it. */
export const transferRequests = pgTable('transfer_requests', {
  id: serial('id').primaryKey(),
  transfer_type: varchar('transfer_type', { length: 12 }).notNull().$type<'arrival' | 'departure'>(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  department_id: integer('department_id').references(() => departments.id),
  driver_id: integer('driver_id').references(() => transferDrivers.id),
  show_note_field: boolean('show_note_field').notNull().default(false),
  note: text('note'),
  transfer_date: date('transfer_date', { mode: 'string' }).notNull(),
  release_date: date('release_date', { mode: 'string' }),
  release_time: varchar('release_time', { length: 5 }),
  passenger_count: integer('passenger_count').notNull(),
  registrar_user_id: integer('registrar_user_id').notNull().references(() => users.id),
  ...timestamps,
}, (t) => [
  index('transfer_requests_date_idx').on(t.transfer_date),
  index('transfer_requests_release_idx').on(t.release_date, t.release_time),
  index('transfer_requests_registrar_idx').on(t.registrar_user_id),
]);

import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import type { WsdShiftDay } from '../../../src/contracts/work-schedule-demands';
import type { WsdKind, WsdStatus } from '../../../src/contracts/work-schedule-demands-rules';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { securityProjects } from '../security-projects/security-projects.table';

/** Request types (spec 2 §3): is_off = a day off; numbering per type, optionally restarting yearly. */
export const wsdTypes = pgTable('work_schedule_demand_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Short code that starts its request numbers ('YK-2026-0001'), unique in the table (server/db/numbering.ts). */
  code: varchar('code', { length: 12 }).notNull(),
  is_off: boolean('is_off').notNull().default(false),
  sequence_yearly_reset: boolean('sequence_yearly_reset').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('work_schedule_demand_types_name_idx').on(t.name), uniqueIndex('work_schedule_demand_types_code_unique').on(t.code)]);

/** Work schedules a person may ask for: a shift code and its Turkish wall-clock minutes. */
export const wsdWorkSchedules = pgTable('work_schedule_demand_work_schedules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  shift_code: varchar('shift_code', { length: 16 }).notNull(),
  /** Code from the shift code that starts its request numbers ('YK-2026-0001'), unique in the table (server/db/numbering.ts). */
  code: varchar('code', { length: 12 }).notNull(),
  begin_minute: smallint('begin_minute').notNull(),
  end_minute: smallint('end_minute').notNull(),
  sequence_yearly_reset: boolean('sequence_yearly_reset').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('work_schedule_demand_work_schedules_name_idx').on(t.name), uniqueIndex('work_schedule_demand_work_schedules_code_unique').on(t.code)]);

/** Demand periods: the request window (instants) and the shift days it is about. */
export const wsdPeriods = pgTable('work_schedule_demand_periods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  request_start_date: timestamp('request_start_date', { withTimezone: true, mode: 'date' }).notNull(),
  request_end_date: timestamp('request_end_date', { withTimezone: true, mode: 'date' }).notNull(),
  shift_start_date: date('shift_start_date', { mode: 'string' }).notNull(),
  shift_end_date: date('shift_end_date', { mode: 'string' }).notNull(),
  is_remote: boolean('is_remote').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('work_schedule_demand_periods_request_end_idx').on(t.request_end_date)]);

/** The security projects a period is for (ggh and uog kinds are told apart by the project's type). */
export const wsdPeriodProjects = pgTable('work_schedule_demand_period_projects', {
  period_id: integer('period_id').notNull().references(() => wsdPeriods.id, { onDelete: 'cascade' }),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
}, (t) => [primaryKey({ columns: [t.period_id, t.security_project_id] }), index('work_schedule_demand_period_projects_project_idx').on(t.security_project_id)]);

/** A work schedule offered in a period, with an optional daily quota of approved short-period requests. */
export const wsdPeriodOptions = pgTable('work_schedule_demand_period_options', {
  id: serial('id').primaryKey(),
  period_id: integer('period_id').notNull().references(() => wsdPeriods.id),
  work_schedule_id: integer('work_schedule_id').notNull().references(() => wsdWorkSchedules.id),
  daily_quota: integer('daily_quota'),
  ...timestamps,
  ...softDelete,
}, (t) => [uniqueIndex('work_schedule_demand_period_options_unique').on(t.period_id, t.work_schedule_id).where(sql`deleted_at is null`)]);

/** Last number given per counter ('type' or 'work-schedule'), owner and year (0 = running counter). */
export const wsdSequences = pgTable('work_schedule_demand_sequences', {
  scope: varchar('scope', { length: 16 }).notNull().$type<'type' | 'work-schedule'>(),
  owner_id: integer('owner_id').notNull(),
  year: integer('year').notNull(),
  last_number: integer('last_number').notNull(),
}, (t) => [primaryKey({ columns: [t.scope, t.owner_id, t.year] })]);

export const wsdDemands = pgTable('work_schedule_demands', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  kind: varchar('kind', { length: 16 }).notNull().$type<WsdKind>(),
  type_id: integer('type_id').notNull().references(() => wsdTypes.id),
  period_id: integer('period_id').notNull().references(() => wsdPeriods.id),
  work_schedule_id: integer('work_schedule_id').references(() => wsdWorkSchedules.id),
  requester_user_id: integer('requester_user_id').notNull().references(() => users.id),
  requester_position_id: integer('requester_position_id').references(() => positions.id),
  sequence_year: integer('sequence_year').notNull(),
  sequence_number: integer('sequence_number').notNull(),
  number: varchar('number', { length: 32 }).notNull(),
  work_schedule_number: varchar('work_schedule_number', { length: 32 }),
  request_start_date: date('request_start_date', { mode: 'string' }).notNull(),
  request_end_date: date('request_end_date', { mode: 'string' }).notNull(),
  shift_id: varchar('shift_id', { length: 32 }),
  shift_begin_time: varchar('shift_begin_time', { length: 5 }),
  shift_end_time: varchar('shift_end_time', { length: 5 }),
  shift_short_code: varchar('shift_short_code', { length: 32 }),
  status: varchar('status', { length: 32 }).notNull().$type<WsdStatus>(),
  long_period_count: integer('long_period_count').notNull().default(0),
  description: text('description').notNull().default(''),
  exit_reason: text('exit_reason'),
  auto_rejected: boolean('auto_rejected').notNull().default(false),
  decided_by_user_id: integer('decided_by_user_id').references(() => users.id),
  decided_by_position_id: integer('decided_by_position_id').references(() => positions.id),
  decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('work_schedule_demands_uuid_unique').on(t.uuid),
  uniqueIndex('work_schedule_demands_sequence_unique').on(t.type_id, t.sequence_year, t.sequence_number),
  index('work_schedule_demands_requester_idx').on(t.requester_user_id),
  index('work_schedule_demands_period_status_idx').on(t.period_id, t.status),
]);

/**
 * The period's cached shift lookups: one schedule-service answer per period and person, so the
 * form and every request of the period ask the (possibly remote) service once. Cleared by
 * GET …/period/{id}/cache-clean and whenever the period's days change.
 */
export const wsdShiftCache = pgTable('work_schedule_demand_shift_cache', {
  period_id: integer('period_id').notNull().references(() => wsdPeriods.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').notNull().references(() => users.id),
  from_date: date('from_date', { mode: 'string' }).notNull(),
  to_date: date('to_date', { mode: 'string' }).notNull(),
  days: jsonb('days').notNull().$type<WsdShiftDay[]>(),
  fetched_at: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.period_id, t.user_id] })]);

import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { employees } from './employees.table';

/** Records under one employee (spec 1 §3): notes, overwork petitions, languages, reward/penalty, trainings, sync runs. */

const employeeRef = () => integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' });

/** Create-only: no updated_at, and the service refuses edits. */
export const employeeNotes = pgTable('employee_notes', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  note: text('note').notNull(),
  created_by: integer('created_by'),
  ...timestamps,
}, (t) => [index('employee_notes_employee_idx').on(t.employee_id)]);

export const employeeOverworks = pgTable('employee_overworks', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  petition_date: date('petition_date').notNull(),
  state: smallint('state').notNull(),
  has_document: boolean('has_document').notNull().default(false),
  file_id: integer('file_id'),
  ...timestamps,
}, (t) => [index('employee_overworks_employee_idx').on(t.employee_id)]);

export const employeeLanguages = pgTable('employee_languages', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  language: varchar('language', { length: 64 }).notNull(),
  level: varchar('level', { length: 4 }).notNull(),
  ...timestamps,
}, (t) => [index('employee_languages_employee_idx').on(t.employee_id)]);

export const rewardPenaltyTypes = pgTable('reward_penalty_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  type: varchar('type', { length: 16 }).notNull(),
  performance_status: boolean('performance_status').notNull().default(false),
  /** 're' report, 'd' absenteeism, null otherwise. */
  performance_type: varchar('performance_type', { length: 4 }),
  ...timestamps,
  ...softDelete,
});

export const rewardPenaltyReasons = pgTable('reward_penalty_reasons', {
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().defaultRandom().unique(),
  type_id: integer('type_id').notNull().references(() => rewardPenaltyTypes.id),
  name: varchar('name', { length: 255 }).notNull(),
  code: varchar('code', { length: 255 }).notNull().default(''),
  is_penalty: boolean('is_penalty').notNull().default(false),
  is_notified: boolean('is_notified').notNull().default(false),
  schedule_id: integer('schedule_id'),
  ...timestamps,
  ...softDelete,
}, (t) => [index('reward_penalty_reasons_type_idx').on(t.type_id)]);

export const employeeRewardPenalties = pgTable('employee_reward_penalties', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  type_id: integer('type_id').notNull().references(() => rewardPenaltyTypes.id),
  reason_id: integer('reason_id').references(() => rewardPenaltyReasons.id),
  reason: text('reason'),
  event_at: date('event_at').notNull(),
  report_finish_date: date('report_finish_date'),
  discipline_at: date('discipline_at'),
  evaluated: boolean('evaluated').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('employee_reward_penalties_employee_idx').on(t.employee_id, t.type_id)]);

export const employeeTrainings = pgTable('employee_trainings', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  training_type_id: integer('training_type_id').notNull(),
  training_name_id: integer('training_name_id').notNull(),
  started_at: date('started_at').notNull(),
  finished_at: date('finished_at'),
  validity_date: date('validity_date'),
  mandatory: boolean('mandatory').notNull().default(false),
  score: smallint('score'),
  evaluation_note: text('evaluation_note'),
  evaluated_at: date('evaluated_at'),
  ...timestamps,
}, (t) => [index('employee_trainings_employee_idx').on(t.employee_id), index('employee_trainings_validity_idx').on(t.validity_date)]);

export const employeeSyncRuns = pgTable('employee_sync_runs', {
  id: serial('id').primaryKey(),
  employee_id: employeeRef(),
  provider: varchar('provider', { length: 16 }).notNull(),
  action: varchar('action', { length: 16 }).notNull(),
  queue: boolean('queue').notNull().default(false),
  status: varchar('status', { length: 16 }).notNull(),
  payload: jsonb('payload'),
  causer_id: integer('causer_id'),
  ...timestamps,
}, (t) => [index('employee_sync_runs_employee_idx').on(t.employee_id)]);

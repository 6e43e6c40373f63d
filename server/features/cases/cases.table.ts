import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { files } from '../files/files.table';

/**
 * Processes of the built-in engine (ProcessMaker's "project"): the BPMN 2.0 source the engine runs
 * and Apron's task table (names, who may start, who is assigned, steps and triggers).
 */
export const pmProcesses = pgTable('pm_processes', {
  prj_uid: varchar('prj_uid', { length: 64 }).primaryKey(),
  prj_name: varchar('prj_name', { length: 200 }).notNull(),
  prj_description: varchar('prj_description', { length: 1000 }),
  prj_status: varchar('prj_status', { length: 16 }).notNull().default('ACTIVE'),
  bpmn: text('bpmn').notNull(),
  /** ProcessTasks (cases/process-definition.ts): tasks, steps, triggers, indexed variables. */
  definition: jsonb('definition').notNull(),
  ...timestamps,
});

export const pmDynaforms = pgTable('pm_dynaforms', {
  dyn_uid: varchar('dyn_uid', { length: 64 }).primaryKey(),
  prj_uid: varchar('prj_uid', { length: 64 }).notNull().references(() => pmProcesses.prj_uid),
  dyn_title: varchar('dyn_title', { length: 200 }).notNull(),
  dyn_description: varchar('dyn_description', { length: 1000 }),
  dyn_content: jsonb('dyn_content').notNull(),
  ...timestamps,
});

/**
 * A case (app_uid). Lists read this table and pm_delegations only — never the engine state, which is
 * serialised beside them. Filterable variables are copied into typed columns (category, amount,
 * needed_on) so list filters use indexes. `routing_token` is set (and committed) before an engine
 * step and cleared in the transaction that commits its result: a token left behind marks an
 * interrupted case for an administrator.
 */
export const pmCases = pgTable('pm_cases', {
  app_uid: uuid('app_uid').primaryKey().defaultRandom(),
  app_number: serial('app_number').notNull(),
  prj_uid: varchar('prj_uid', { length: 64 }).notNull().references(() => pmProcesses.prj_uid),
  app_title: varchar('app_title', { length: 300 }).notNull(),
  app_status: varchar('app_status', { length: 16 }).notNull(),
  init_user_id: integer('init_user_id').notNull(),
  variables: jsonb('variables').notNull().default({}),
  engine_state: jsonb('engine_state'),
  category: varchar('category', { length: 40 }),
  amount: numeric('amount', { precision: 14, scale: 2 }),
  needed_on: date('needed_on', { mode: 'string' }),
  routing_token: varchar('routing_token', { length: 64 }),
  routing_started_at: timestamp('routing_started_at', { withTimezone: true, mode: 'date' }),
  routing_user_id: integer('routing_user_id'),
  ...timestamps,
}, (t) => [
  uniqueIndex('pm_cases_number_unique').on(t.app_number),
  index('pm_cases_init_status_idx').on(t.init_user_id, t.app_status, t.updated_at),
  index('pm_cases_category_idx').on(t.category, t.updated_at),
  index('pm_cases_updated_idx').on(t.updated_at, t.app_number),
  // A delegation's case status by its key without reading the row (inbox, draft, unassigned, counters).
  index('pm_cases_key_status_idx').on(t.app_uid, t.app_status),
  index('pm_cases_routing_idx').on(t.routing_started_at).where(sql`routing_token is not null`),
]);

/**
 * A delegation: one task of a case given to a user (del_index counts them per case). user_id null =
 * self-service: anyone whose position has `candidate_role` (in `candidate_department_id` if set) may take it.
 */
export const pmDelegations = pgTable('pm_delegations', {
  id: serial('id').primaryKey(),
  app_uid: uuid('app_uid').notNull().references(() => pmCases.app_uid),
  del_index: integer('del_index').notNull(),
  tas_uid: varchar('tas_uid', { length: 64 }).notNull(),
  tas_title: varchar('tas_title', { length: 200 }).notNull(),
  user_id: integer('user_id'),
  candidate_role: varchar('candidate_role', { length: 120 }),
  candidate_department_id: integer('candidate_department_id'),
  previous_user_id: integer('previous_user_id'),
  /** OPEN or CLOSED. */
  thread_status: varchar('thread_status', { length: 8 }).notNull(),
  delegated_at: timestamp('delegated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('pm_delegations_case_index_unique').on(t.app_uid, t.del_index),
  index('pm_delegations_user_open_idx').on(t.user_id, t.thread_status, t.delegated_at, t.id),
  index('pm_delegations_user_case_idx').on(t.user_id, t.app_uid),
  // Self-service tasks newest first: the unassigned page stops after its 25 claimable rows.
  index('pm_delegations_unassigned_idx').on(t.thread_status, t.delegated_at, t.id).where(sql`user_id is null`),
]);

/**
 * A file attached to a case through a dynaform's file control (ProcessMaker's "input document"): the
 * bytes are a `files` row; the control's variable holds the documents' app_doc_uids.
 */
export const pmCaseDocuments = pgTable('pm_case_documents', {
  app_doc_uid: uuid('app_doc_uid').primaryKey().defaultRandom(),
  app_uid: uuid('app_uid').notNull().references(() => pmCases.app_uid),
  del_index: integer('del_index').notNull(),
  file_id: integer('file_id').notNull().references(() => files.id),
  /** The file control's variable it was chosen in. */
  var_name: varchar('var_name', { length: 64 }).notNull(),
  created_by: integer('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('pm_case_documents_case_idx').on(t.app_uid, t.created_at)]);

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';

const num = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** A yearly evaluation period (spec 3 §3 Period, §4 statuses). */
export const performancePeriods = pgTable('performance_periods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  start_at: date('start_at', { mode: 'string' }).notNull(),
  end_at: date('end_at', { mode: 'string' }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('active'),
  /** Objections are decided before this day (inclusive); null = no deadline set. */
  objection_deadline: date('objection_deadline', { mode: 'string' }),
  role_group_ids: jsonb('role_group_ids').$type<number[]>().notNull().default([]),
  security_project_ids: jsonb('security_project_ids').$type<number[]>().notNull().default([]),
  ...timestamps,
  ...softDelete,
});

export const performanceBaseScores = pgTable('performance_base_scores', {
  id: serial('id').primaryKey(),
  performance_period_id: integer('performance_period_id').notNull().references(() => performancePeriods.id),
  security_project_id: integer('security_project_id').notNull(),
  role_group_ids: jsonb('role_group_ids').$type<number[]>().notNull().default([]),
  base_score: num('base_score').notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('performance_base_scores_period').on(t.performance_period_id, t.security_project_id)]);

export const performanceExtraPoints = pgTable('performance_extra_points', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  point: num('point').notNull(),
  ...timestamps,
  ...softDelete,
});

export const performanceCriteria = pgTable('performance_criteria', {
  id: serial('id').primaryKey(),
  performance_period_id: integer('performance_period_id').notNull().references(() => performancePeriods.id),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 1 }).notNull(),
  source_type_id: integer('source_type_id'),
  criterion_entry_limit: integer('criterion_entry_limit').notNull(),
  weight: num('weight').notNull(),
  unit_point: num('unit_point').notNull(),
  standard_goal: integer('standard_goal').notNull(),
  substandard_goal: integer('substandard_goal').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** Replaced criteria are kept (votes name them) but no longer count. */
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('performance_criteria_period').on(t.performance_period_id)]);

export const performanceCriterionOptions = pgTable('performance_criterion_options', {
  id: serial('id').primaryKey(),
  criterion_id: integer('criterion_id').notNull().references(() => performanceCriteria.id),
  name: varchar('name', { length: 255 }).notNull(),
  point: num('point').notNull(),
}, (t) => [index('performance_criterion_options_criterion').on(t.criterion_id)]);

export interface CardCriterionResult {
  criterion_id: number; type: 'i' | 'b'; count: number; counted: number; vote_point: number; points: number; goal: string;
}

/**
 * One employee's card in one period. Name, national id, project, role group and assessor are
 * copied onto the card when it is made (a period's snapshot, and the HR list filters them on
 * 100,000 cards without joins).
 */
export const performanceCards = pgTable('performance_cards', {
  id: serial('id').primaryKey(),
  performance_period_id: integer('performance_period_id').notNull().references(() => performancePeriods.id),
  employee_id: integer('employee_id').notNull().references(() => employees.id),
  user_id: integer('user_id').notNull().references(() => users.id),
  position_id: integer('position_id'),
  full_name: varchar('full_name', { length: 255 }).notNull(),
  national_id_number: varchar('national_id_number', { length: 11 }).notNull(),
  security_project_id: integer('security_project_id'),
  role_id: integer('role_id'),
  role_group_id: integer('role_group_id'),
  assessor_user_id: integer('assessor_user_id'),
  assessor_full_name: varchar('assessor_full_name', { length: 255 }),
  base_score: num('base_score').notNull().default(0),
  score: num('score'),
  performance_rating: varchar('performance_rating', { length: 16 }),
  criteria_result: jsonb('criteria_result').$type<CardCriterionResult[]>().notNull().default([]),
  extra_point_ids: jsonb('extra_point_ids').$type<number[]>().notNull().default([]),
  training_ids: jsonb('training_ids').$type<number[]>().notNull().default([]),
  interviewer_feedback: text('interviewer_feedback'),
  /** Who wrote the interviewer feedback last, and when (HR's feedback list). */
  interviewer_feedback_by: integer('interviewer_feedback_by'),
  interviewer_feedback_at: timestamp('interviewer_feedback_at', { withTimezone: true, mode: 'date' }),
  is_active: boolean('is_active').notNull().default(true),
  is_approved: boolean('is_approved').notNull().default(false),
  is_rejected: boolean('is_rejected').notNull().default(false),
  /** Added by hand (manual add), so a recreation of cards never removes it. */
  is_manual: boolean('is_manual').notNull().default(false),
  objection_reason_ids: jsonb('objection_reason_ids').$type<number[]>().notNull().default([]),
  rejection_description: text('rejection_description'),
  objected_at: timestamp('objected_at', { withTimezone: true, mode: 'date' }),
  /** The second reviewer's decision on an objection. */
  objection_decision: varchar('objection_decision', { length: 10 }),
  committee_rejection_description: text('committee_rejection_description'),
  manager_rejection_description: text('manager_rejection_description'),
  decided_by: integer('decided_by'),
  decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  decision_sent_at: timestamp('decision_sent_at', { withTimezone: true, mode: 'date' }),
  calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'date' }),
  /** The calculation run that last wrote the score: a resumed run skips what it already did. */
  calculation_run_id: integer('calculation_run_id'),
  calculation_count: integer('calculation_count').notNull().default(0),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('performance_cards_period_employee').on(t.performance_period_id, t.employee_id),
  index('performance_cards_period_list').on(t.performance_period_id, t.created_at.desc(), t.id.desc()).where(sql`deleted_at is null`),
  // The HR list ordered by score (cards.service ORDER), read in index order instead of sorting a period's 100,000 cards.
  index('performance_cards_period_score').on(t.performance_period_id, t.score.desc(), t.id.desc()).where(sql`deleted_at is null`),
  // The HR list's total (cards.service cardListSql): every column its filters test but full_name, for
  // the period's live cards, so a broad filter counts from this index alone (an index-only scan, ~1,000
  // pages) instead of reading the 27,000-page table. The assessor total groups this index by
  // assessor_full_name; full_name stays out, or the planner filters every name here instead of using its
  // trigram index (docs/decisions/search.md, "Exact totals").
  index('performance_cards_period_count').on(t.performance_period_id, t.performance_rating, t.security_project_id, t.role_group_id, t.role_id,
    t.national_id_number, t.assessor_full_name).where(sql`deleted_at is null`),
  index('performance_cards_period_project').on(t.performance_period_id, t.security_project_id),
  index('performance_cards_period_rating').on(t.performance_period_id, t.performance_rating),
  index('performance_cards_period_role_group').on(t.performance_period_id, t.role_group_id),
  index('performance_cards_national_id').on(t.national_id_number),
  index('performance_cards_user').on(t.user_id),
  index('performance_cards_assessor').on(t.assessor_user_id, t.performance_period_id),
  index('performance_cards_feedback').on(t.interviewer_feedback_at.desc(), t.id.desc()).where(sql`interviewer_feedback is not null and deleted_at is null`),
]);

/** The card's assessors (managers); one may be the interviewer. */
export const performanceCardManagers = pgTable('performance_card_managers', {
  id: serial('id').primaryKey(),
  card_id: integer('card_id').notNull().references(() => performanceCards.id),
  user_id: integer('user_id').notNull().references(() => users.id),
  is_interviewer: boolean('is_interviewer').notNull().default(false),
}, (t) => [uniqueIndex('performance_card_managers_unique').on(t.card_id, t.user_id), index('performance_card_managers_user').on(t.user_id)]);

export const performanceVotes = pgTable('performance_votes', {
  id: serial('id').primaryKey(),
  card_id: integer('card_id').notNull().references(() => performanceCards.id),
  criterion_id: integer('criterion_id').notNull().references(() => performanceCriteria.id),
  option_id: integer('option_id').notNull().references(() => performanceCriterionOptions.id),
  voter_user_id: integer('voter_user_id').notNull().references(() => users.id),
  ...timestamps,
}, (t) => [uniqueIndex('performance_votes_card_criterion').on(t.card_id, t.criterion_id)]);

export const performanceObjectionReasons = pgTable('performance_objection_reasons', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

/** Observation notes: create-only (spec 3 §4 "Notes cannot be edited after creation"). */
export const performanceObservationNotes = pgTable('performance_observation_notes', {
  id: serial('id').primaryKey(),
  position_id: integer('position_id').notNull(),
  card_id: integer('card_id').references(() => performanceCards.id),
  body: text('body').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  author_user_id: integer('author_user_id').notNull().references(() => users.id),
  file_ids: jsonb('file_ids').$type<number[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('performance_observation_notes_author').on(t.author_user_id), index('performance_observation_notes_card').on(t.card_id)]);

/** A calculation run of a period's cards (the job's progress and its resume point). */
export const performanceCalculationRuns = pgTable('performance_calculation_runs', {
  id: serial('id').primaryKey(),
  performance_period_id: integer('performance_period_id').notNull().references(() => performancePeriods.id),
  status: varchar('status', { length: 12 }).notNull().default('queued'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  /** Cards with a greater id are still to do. */
  last_card_id: integer('last_card_id').notNull().default(0),
  started_by: integer('started_by').references(() => users.id),
  error: text('error'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('performance_calculation_runs_status').on(t.status)]);

/** The development mailbox (the default mail port): what would have been sent. */
export const mailDevOutbox = pgTable('mail_dev_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 255 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

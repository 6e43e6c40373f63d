import {
  boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { surveyAnswers, surveyQuestions, surveys } from '../surveys/surveys.table';

/** Correspondence type (spec 3 §3); its viewer and receiver sets are rows of correspondence_type_items. */
export const correspondenceTypes = pgTable('correspondence_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  sequence_yearly_reset: boolean('sequence_yearly_reset').notNull().default(false),
  is_survey: boolean('is_survey').notNull().default(false),
  /** Short code that starts its reference codes ('YK-2026-0001'), unique in the table (server/db/numbering.ts). */
  code: varchar('code', { length: 12 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [uniqueIndex('correspondence_types_code_unique').on(t.code)]);

export const correspondenceTypeItems = pgTable('correspondence_type_items', {
  correspondence_type_id: integer('correspondence_type_id').notNull().references(() => correspondenceTypes.id, { onDelete: 'cascade' }),
  set: varchar('set', { length: 16 }).notNull().$type<'viewer' | 'receiver'>(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'role' | 'group' | 'department' | 'company'>(),
  ref_id: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.correspondence_type_id, t.set, t.kind, t.ref_id] })]);

/** Reference-code counters per type and year (0 = the running counter). */
export const correspondenceSequences = pgTable('correspondence_sequences', {
  correspondence_type_id: integer('correspondence_type_id').notNull().references(() => correspondenceTypes.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  last_number: integer('last_number').notNull(),
}, (t) => [primaryKey({ columns: [t.correspondence_type_id, t.year] })]);

export const correspondences = pgTable('correspondences', {
  id: serial('id').primaryKey(),
  correspondence_type_id: integer('correspondence_type_id').notNull().references(() => correspondenceTypes.id),
  owner_user_id: integer('owner_user_id').notNull().references(() => users.id),
  owner_position_id: integer('owner_position_id').references(() => positions.id),
  send_as: varchar('send_as', { length: 16 }).notNull().$type<'position' | 'user'>(),
  subject: varchar('subject', { length: 255 }).notNull(),
  /** Sanitised on write (sanitize-html allow-list). */
  body: text('body').notNull().default(''),
  is_mandatory: boolean('is_mandatory').notNull().default(false),
  send_to_everyone: boolean('send_to_everyone').notNull().default(false),
  status: varchar('status', { length: 16 }).notNull().$type<'draft' | 'pending' | 'approved' | 'rejected'>(),
  /** The day it goes out (Turkey's calendar); null on drafts. */
  sent_at: date('sent_at', { mode: 'string' }),
  expiration_at: date('expiration_at', { mode: 'string' }),
  reference_code: varchar('reference_code', { length: 32 }),
  sequence_year: integer('sequence_year'),
  sequence_number: integer('sequence_number'),
  decided_by_user_id: integer('decided_by_user_id').references(() => users.id),
  decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  /** When the audience was resolved to people (the fan-out job). */
  delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  /** Raised by a revision: a mandatory item is asked of everyone again. */
  revision: integer('revision').notNull().default(1),
  /** A reminder points at the item it reminds of. */
  reminder_of_id: integer('reminder_of_id'),
  /** Survey correspondences (type is_survey): the survey its receivers answer. */
  survey_id: integer('survey_id').references(() => surveys.id),
  /** A video correspondence (spec 3 §3 video_id or an uploaded video): the stored video file; body and files are empty. */
  video_file_id: integer('video_file_id').references(() => files.id),
  ...timestamps,
  ...softDelete,
}, (t) => [
  index('correspondences_owner_idx').on(t.owner_user_id, t.status),
  index('correspondences_status_idx').on(t.status),
  uniqueIndex('correspondences_sequence_unique').on(t.correspondence_type_id, t.sequence_year, t.sequence_number),
]);

/** The audience as the sender chose it: the rule, resolved at delivery. */
export const correspondenceAudience = pgTable('correspondence_audience', {
  correspondence_id: integer('correspondence_id').notNull().references(() => correspondences.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 16 }).notNull().$type<'receiver' | 'viewer'>(),
  type: varchar('type', { length: 24 }).notNull(),
  ref_id: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.correspondence_id, t.role, t.type, t.ref_id] })]);

/**
 * One row per person an item reached: the inbox, the unread count and the proof of reading. The
 * department and project are recorded at delivery, so the report shows where people were then.
 */
export const correspondenceRecipients = pgTable('correspondence_recipients', {
  correspondence_id: integer('correspondence_id').notNull().references(() => correspondences.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').notNull().references(() => users.id),
  role: varchar('role', { length: 16 }).notNull().$type<'receiver' | 'viewer'>(),
  department_id: integer('department_id'),
  security_project_id: integer('security_project_id'),
  delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull(),
  read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  /** The revision the reading was of. */
  read_revision: integer('read_revision'),
}, (t) => [
  primaryKey({ columns: [t.correspondence_id, t.user_id] }),
  // One index per person serves the inbox and the unread counts (read_at in the key, read from the
  // index): a second per-person index doubled the random index writes of a fan-out to everyone
  // (docs/decisions/correspondence.md, "Fan-out onto a full table").
  index('correspondence_recipients_inbox_idx').on(t.user_id, t.correspondence_id, t.read_at),
]);

export const correspondenceFiles = pgTable('correspondence_files', {
  correspondence_id: integer('correspondence_id').notNull().references(() => correspondences.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.correspondence_id, t.file_id] })]);

/** Personal groups (spec 3 "Correspondence group"): owned by one user. */
export const personalGroups = pgTable('personal_groups', {
  id: serial('id').primaryKey(),
  owner_user_id: integer('owner_user_id').notNull().references(() => users.id),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('personal_groups_owner_idx').on(t.owner_user_id)]);

export const personalGroupMembers = pgTable('personal_group_members', {
  personal_group_id: integer('personal_group_id').notNull().references(() => personalGroups.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 16 }).notNull().$type<'department' | 'group' | 'position' | 'role'>(),
  ref_id: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.personal_group_id, t.kind, t.ref_id] })]);

/**
 * One receiver's answers to a survey correspondence. The respondent is kept only to refuse a
 * second answer; the report reads counts (docs/decisions/correspondence.md).
 */
export const correspondenceSurveyResponses = pgTable('correspondence_survey_responses', {
  id: serial('id').primaryKey(),
  correspondence_id: integer('correspondence_id').notNull().references(() => correspondences.id, { onDelete: 'cascade' }),
  respondent_user_id: integer('respondent_user_id').notNull().references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('correspondence_survey_responses_once').on(t.correspondence_id, t.respondent_user_id)]);

export const correspondenceSurveyAnswers = pgTable('correspondence_survey_answers', {
  response_id: integer('response_id').notNull().references(() => correspondenceSurveyResponses.id, { onDelete: 'cascade' }),
  question_id: integer('question_id').notNull().references(() => surveyQuestions.id),
  answer_id: integer('answer_id').notNull().references(() => surveyAnswers.id),
}, (t) => [primaryKey({ columns: [t.response_id, t.question_id] })]);

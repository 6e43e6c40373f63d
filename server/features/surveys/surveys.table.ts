import { date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';

/** Answers (spec 3 §3 "Answer"): reusable texts a question offers. */
export const surveyAnswers = pgTable('survey_answers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 500 }).notNull(),
  ...timestamps,
  ...softDelete,
});

/** Questions (spec 3 §3 "Question: answers, answer_ids"). */
export const surveyQuestions = pgTable('survey_questions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 500 }).notNull(),
  ...timestamps,
  ...softDelete,
});

/** A question's answers in the order they were added. */
export const surveyQuestionAnswers = pgTable('survey_question_answers', {
  question_id: integer('question_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
  answer_id: integer('answer_id').notNull().references(() => surveyAnswers.id),
  sort: integer('sort').notNull(),
}, (t) => [uniqueIndex('survey_question_answers_pk').on(t.question_id, t.answer_id), index('survey_question_answers_answer_idx').on(t.answer_id)]);

/** Surveys (spec 3 §3 "Survey: start_date, questions, question_ids, questions_count"). */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 500 }).notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  created_by_user_id: integer('created_by_user_id').references(() => users.id),
  ...timestamps,
  ...softDelete,
});

export const surveyQuestionLinks = pgTable('survey_question_links', {
  survey_id: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  question_id: integer('question_id').notNull().references(() => surveyQuestions.id),
  sort: integer('sort').notNull(),
}, (t) => [uniqueIndex('survey_question_links_pk').on(t.survey_id, t.question_id), index('survey_question_links_question_idx').on(t.question_id)]);

/** Manager surveys (spec 3 §3: survey_id, role_id, min_answer_select, receivers). */
export const managerSurveys = pgTable('manager_surveys', {
  id: serial('id').primaryKey(),
  survey_id: integer('survey_id').notNull().references(() => surveys.id),
  /** The role of the managers evaluated. */
  role_id: integer('role_id').notNull().references(() => roles.id),
  min_answer_select: integer('min_answer_select').notNull(),
  /** The receiver rule as chosen (typed entries, resolved to people when they open the survey). */
  receivers: jsonb('receivers').$type<AudienceInput[]>().notNull(),
  created_by_user_id: integer('created_by_user_id').references(() => users.id),
  ...timestamps,
  ...softDelete,
}, (t) => [index('manager_surveys_survey_idx').on(t.survey_id)]);

/**
 * One respondent's answers about one manager. The respondent is kept only to refuse a second
 * answer; the report reads counts, never who answered (docs/decisions/surveys.md).
 */
export const managerSurveyResponses = pgTable('manager_survey_responses', {
  id: serial('id').primaryKey(),
  manager_survey_id: integer('manager_survey_id').notNull().references(() => managerSurveys.id, { onDelete: 'cascade' }),
  respondent_user_id: integer('respondent_user_id').notNull().references(() => users.id),
  /** The respondent's role when answering: the report's role filter. */
  respondent_role_id: integer('respondent_role_id').notNull().references(() => roles.id),
  manager_position_id: integer('manager_position_id').notNull().references(() => positions.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('manager_survey_responses_once').on(t.manager_survey_id, t.respondent_user_id, t.manager_position_id),
  index('manager_survey_responses_manager_idx').on(t.manager_survey_id, t.manager_position_id),
]);

export const managerSurveyResponseAnswers = pgTable('manager_survey_response_answers', {
  response_id: integer('response_id').notNull().references(() => managerSurveyResponses.id, { onDelete: 'cascade' }),
  question_id: integer('question_id').notNull().references(() => surveyQuestions.id),
  answer_id: integer('answer_id').notNull().references(() => surveyAnswers.id),
}, (t) => [uniqueIndex('manager_survey_response_answers_pk').on(t.response_id, t.question_id)]);

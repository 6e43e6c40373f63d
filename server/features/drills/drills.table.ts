import { date, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DrillResult } from '../../../src/contracts/drills';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';

/**
 * A drill (spec 2 §3 "Drill audit"): a covert test of an Airsider or Interviewer in a security
 * project, under a drill code (reference_items, list 'drill-code'). It ends with drill_result, or
 * goes to a retest (retest_*); a recorded drill_result leaves the retest fields empty.
 */
export const drillAudits = pgTable('drill_audits', {
  id: serial('id').primaryKey(),
  /** The UUIDv7 the device gave it offline (kept), or one the server gave it. */
  uuid: uuid('uuid').notNull(),
  drill_code_id: integer('drill_code_id').notNull().references(() => referenceItems.id),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
  drill_date: date('drill_date', { mode: 'string' }).notNull(),
  drill_creator_position_id: integer('drill_creator_position_id').notNull().references(() => positions.id),
  drill_personal_position_id: integer('drill_personal_position_id').notNull().references(() => positions.id),
  /** The tested person's role name when the drill was recorded (spec 2 §3 status). */
  status: varchar('status', { length: 255 }).notNull(),
  drill_result: varchar('drill_result', { length: 16 }).$type<DrillResult>(),
  retest_drill_creator_position_id: integer('retest_drill_creator_position_id').references(() => positions.id),
  retest_drill_date: date('retest_drill_date', { mode: 'string' }),
  retest_drill_result: varchar('retest_drill_result', { length: 16 }).$type<DrillResult>(),
  description: text('description').notNull().default(''),
  created_by_user_id: integer('created_by_user_id').notNull().references(() => users.id),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('drill_audits_uuid_unique').on(t.uuid),
  index('drill_audits_project_date_idx').on(t.security_project_id, t.drill_date),
  index('drill_audits_personal_idx').on(t.drill_personal_position_id, t.security_project_id, t.drill_date),
]);

import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { WarningSubstance, WarningType } from '../../../src/contracts/warnings';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { securityProjects } from '../security-projects/security-projects.table';

/**
 * A warning about a member of a psychoactive-substance project (docs/decisions/warnings.md): what
 * happened in the project's testing (a positive result and its substance class, a refused or missed
 * test, an invalid sample), on which day, and who recorded it.
 */
export const psychoactiveWarnings = pgTable('psychoactive_warnings', {
  id: serial('id').primaryKey(),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
  position_id: integer('position_id').notNull().references(() => positions.id),
  warning_type: varchar('warning_type', { length: 32 }).notNull().$type<WarningType>(),
  substance: varchar('substance', { length: 32 }).$type<WarningSubstance>(),
  occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
  description: text('description').notNull().default(''),
  recorded_by_user_id: integer('recorded_by_user_id').notNull().references(() => users.id),
  recorded_by_position_id: integer('recorded_by_position_id').references(() => positions.id),
  ...timestamps,
  ...softDelete,
}, (t) => [
  index('psychoactive_warnings_project_idx').on(t.security_project_id, t.occurred_on),
  index('psychoactive_warnings_position_idx').on(t.position_id),
]);

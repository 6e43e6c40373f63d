import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';

/** Onbase (document archive) role codes: a name and the archive's code, optionally of a department. */
export const onbaseRoles = pgTable('onbase_roles', {
  id: serial('id').primaryKey(),
  department_id: integer('department_id'),
  name: varchar('name', { length: 255 }).notNull(),
  onbase_code: varchar('onbase_code', { length: 64 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('onbase_roles_department_idx').on(t.department_id)]);

/** A user's onbase roles (spec 1 §3 "Onbase role grant"); one grant per role and user. */
export const onbaseUserRoles = pgTable('onbase_user_roles', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  role_id: integer('role_id').notNull().references(() => onbaseRoles.id),
  security_project_id: integer('security_project_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('onbase_user_roles_user_role_uq').on(t.user_id, t.role_id)]);

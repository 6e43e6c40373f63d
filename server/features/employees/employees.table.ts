import { date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';

/** The employee record; the HR issue grows it to every field of spec 1 §3. */
export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  national_id_number: varchar('national_id_number', { length: 11 }).notNull(),
  first_name: varchar('first_name', { length: 120 }).notNull(),
  middle_name: varchar('middle_name', { length: 120 }),
  last_name: varchar('last_name', { length: 120 }).notNull(),
  full_name: varchar('full_name', { length: 255 }).notNull(),
  nationality: varchar('nationality', { length: 32 }).notNull().default('turkish'),
  nationality_country_id: integer('nationality_country_id').notNull().default(792),
  employee_type: varchar('employee_type', { length: 16 }).notNull().default('normal'),
  role_id: integer('role_id').references(() => roles.id),
  region_id: integer('region_id'),
  shuttle_stop_id: integer('shuttle_stop_id'),
  hired_at: date('hired_at'),
  /** Upcoming-birthday widget of the dashboard (HR provider's built-in default). */
  birth_date: date('birth_date'),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('employees_national_id_unique').on(t.national_id_number),
  index('employees_user_idx').on(t.user_id),
  index('employees_full_name_idx').on(t.full_name),
]);

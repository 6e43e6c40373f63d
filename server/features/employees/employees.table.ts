import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';

/** The employee record: every field of spec 1 §3 "Employee" (the user account holds name, e-mail, mobile, photo). */
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
  disability_degree: varchar('disability_degree', { length: 32 }),
  disability_rate: smallint('disability_rate'),
  role_id: integer('role_id').references(() => roles.id),
  /** The employee's project (also their primary position's membership). */
  security_project_id: integer('security_project_id'),
  region_id: integer('region_id'),
  shuttle_stop_id: integer('shuttle_stop_id'),
  term_type: varchar('term_type', { length: 40 }),
  term_season_id: integer('term_season_id'),
  term_end_date: date('term_end_date'),
  hired_at: date('hired_at'),
  initial_hired_at: date('initial_hired_at'),
  resignation_date: date('resignation_date'),
  exit_date: date('exit_date'),
  exit_reason_id: integer('exit_reason_id'),
  exit_interviewer_position_id: integer('exit_interviewer_position_id'),
  county_id: integer('county_id'),
  district_id: integer('district_id'),
  neighborhood_id: integer('neighborhood_id'),
  street_id: integer('street_id'),
  birth_county_id: integer('birth_county_id'),
  birth_district_id: integer('birth_district_id'),
  iban_no: varchar('iban_no', { length: 34 }),
  overwork_information_state: boolean('overwork_information_state'),
  apron_card_exists: boolean('apron_card_exists').notNull().default(false),
  apron_card_type_id: integer('apron_card_type_id'),
  apron_card_validity_date: date('apron_card_validity_date'),
  children: smallint('children').notNull().default(0),
  arm_info: smallint('arm_info').notNull().default(0),
  term_hours: smallint('term_hours'),
  gps_id: varchar('gps_id', { length: 64 }),
  schedule_id: integer('schedule_id'),
  nickname: varchar('nickname', { length: 32 }),
  is_tpss_exists: boolean('is_tpss_exists').notNull().default(false),
  security_id_exists: boolean('security_id_exists').notNull().default(false),
  is_sync_with_lms: boolean('is_sync_with_lms'),
  is_sync_with_portal: boolean('is_sync_with_portal'),
  is_sync_with_schedule: boolean('is_sync_with_schedule'),
  /** Upcoming-birthday widget of the dashboard (HR provider's built-in default). */
  birth_date: date('birth_date'),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('employees_national_id_unique').on(t.national_id_number),
  index('employees_user_idx').on(t.user_id),
  index('employees_full_name_idx').on(t.full_name),
  // Key first, then the status columns: the search counts a project's, term type's or hire-date
  // range's active rows from the index alone (docs/decisions/employees.md, "Counts of the search").
  index('employees_project_status_idx').on(t.security_project_id, t.deleted_at, t.exit_date),
  index('employees_term_type_status_idx').on(t.term_type, t.deleted_at, t.exit_date),
  index('employees_hired_status_idx').on(t.hired_at, t.deleted_at, t.exit_date),
  index('employees_role_idx').on(t.role_id),
  index('employees_created_idx').on(t.created_at.desc()).where(sql`deleted_at is null`),
]);

/** TPSS (scanner personnel) certifications: one per document type (spec 1 §3, §5). */
export const employeeCertifications = pgTable('employee_certifications', {
  id: serial('id').primaryKey(),
  employee_id: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  tpss_document_type: varchar('tpss_document_type', { length: 64 }).notNull(),
  tpss_validity_date: date('tpss_validity_date').notNull(),
}, (t) => [
  uniqueIndex('employee_certifications_type_unique').on(t.employee_id, t.tpss_document_type),
  index('employee_certifications_validity_idx').on(t.tpss_validity_date),
]);

/** The six single-file slots and the documents (certificate / other) of an employee. */
export const employeeFiles = pgTable('employee_files', {
  id: serial('id').primaryKey(),
  employee_id: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  /** A slot name (health-status …) or a document type (certificate, other). */
  kind: varchar('kind', { length: 40 }).notNull(),
  file_id: integer('file_id').notNull(),
  ...timestamps,
}, (t) => [index('employee_files_employee_idx').on(t.employee_id, t.kind)]);

import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 255 }).notNull(),
  /** A department flagged as project auto-selects the security project with its short code. */
  is_project: boolean('is_project').notNull().default(false),
  logo_url: text('logo_url'),
  ...timestamps,
  ...softDelete,
}, (t) => [index('departments_company_idx').on(t.company_id)]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  department_id: integer('department_id').notNull().references(() => departments.id),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 255 }).notNull(),
  is_blue_collar: boolean('is_blue_collar').notNull().default(false),
  is_super: boolean('is_super').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('roles_department_idx').on(t.department_id), index('roles_name_idx').on(t.name)]);

/** Permission names are the specs' own strings (src/contracts/permissions.ts). */
export const rolePermissions = pgTable('role_permissions', {
  role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  permission: varchar('permission', { length: 120 }).notNull(),
}, (t) => [uniqueIndex('role_permissions_pk').on(t.role_id, t.permission)]);

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  security_project_id: integer('security_project_id'),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
});

export const shuttleStops = pgTable('shuttle_stops', {
  id: serial('id').primaryKey(),
  security_project_id: integer('security_project_id'),
  region_id: integer('region_id').references(() => regions.id),
  stop_no: varchar('stop_no', { length: 32 }).notNull(),
  stop_name: varchar('stop_name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('shuttle_stops_region_idx').on(t.region_id)]);

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
  /** The department's manager (a user). */
  manager_user_id: integer('manager_user_id'),
  /**
   * Live positions (deleted_at is null) in the department, kept by statement triggers on positions
   * (migration 0043): the list shows it on every row, and counting 120,000 positions per page cost
   * more than the rest of the page (docs/decisions/organisation.md).
   */
  positions_count: integer('positions_count').notNull().default(0),
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
  /** A free grouping of roles (spec 1 §3 Role.role_group_id); no catalogue of groups is specified. */
  role_group_id: integer('role_group_id'),
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

/**
 * Abstract roles of a position (spec 1 §3 Position.abstract_role_ids): the position also holds the
 * permissions of these roles (and of their parents).
 */
export const positionAbstractRoles = pgTable('position_abstract_roles', {
  position_id: integer('position_id').notNull(),
  role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('position_abstract_roles_pk').on(t.position_id, t.role_id), index('position_abstract_roles_role_idx').on(t.role_id)]);

/** Permissions granted to one position on top of its role (spec 1 §3 Position.permission_groups). */
export const positionPermissions = pgTable('position_permissions', {
  position_id: integer('position_id').notNull(),
  permission: varchar('permission', { length: 120 }).notNull(),
}, (t) => [uniqueIndex('position_permissions_pk').on(t.position_id, t.permission)]);

/** Position groups (spec 1 §3): member positions, recipient mails, permissions, security projects. */
export const positionGroups = pgTable('position_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  is_system_group: boolean('is_system_group').notNull().default(false),
  ...timestamps,
  ...softDelete,
});

export const positionGroupPositions = pgTable('position_group_positions', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id').notNull().references(() => positionGroups.id, { onDelete: 'cascade' }),
  position_id: integer('position_id').notNull(),
  created_at: timestamps.created_at,
}, (t) => [uniqueIndex('position_group_positions_unique').on(t.group_id, t.position_id), index('position_group_positions_position_idx').on(t.position_id)]);

export const positionGroupMails = pgTable('position_group_mails', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id').notNull().references(() => positionGroups.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 255 }).notNull(),
  created_at: timestamps.created_at,
}, (t) => [index('position_group_mails_group_idx').on(t.group_id)]);

export const positionGroupPermissions = pgTable('position_group_permissions', {
  group_id: integer('group_id').notNull().references(() => positionGroups.id, { onDelete: 'cascade' }),
  permission: varchar('permission', { length: 120 }).notNull(),
}, (t) => [uniqueIndex('position_group_permissions_pk').on(t.group_id, t.permission)]);

export const positionGroupSecurityProjects = pgTable('position_group_security_projects', {
  group_id: integer('group_id').notNull().references(() => positionGroups.id, { onDelete: 'cascade' }),
  security_project_id: integer('security_project_id').notNull(),
}, (t) => [uniqueIndex('position_group_security_projects_pk').on(t.group_id, t.security_project_id)]);

/** Facilities (spec 1 §3 Facility: id, parent_id, name): a tree; a parent cycle is refused. */
export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  parent_id: integer('parent_id'),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('facilities_parent_idx').on(t.parent_id)]);

/** Support (spec 3): a user's e-mail addresses; an alias names its parent address. */
export const userEmails = pgTable('user_emails', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  parent_id: integer('parent_id'),
  ...timestamps,
}, (t) => [uniqueIndex('user_emails_email_unique').on(t.email), index('user_emails_user_idx').on(t.user_id)]);

export const emailDomains = pgTable('email_domains', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
}, (t) => [uniqueIndex('email_domains_name_unique').on(t.name)]);

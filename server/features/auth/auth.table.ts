import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { companies, departments, roles } from '../organisation/organisation.table';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The sign-in name (spec: credentials user `name`). */
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 255 }),
  mobile_number: varchar('mobile_number', { length: 20 }),
  first_name: varchar('first_name', { length: 120 }).notNull(),
  middle_name: varchar('middle_name', { length: 120 }),
  last_name: varchar('last_name', { length: 120 }).notNull(),
  photo_url: text('photo_url'),
  /** argon2id; null = cannot sign in with a password (company account only). */
  password_hash: text('password_hash'),
  password_changed_at: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  enterprise_uuid: varchar('enterprise_uuid', { length: 64 }),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('users_name_unique').on(t.name),
  index('users_email_idx').on(t.email),
  index('users_mobile_idx').on(t.mobile_number),
  // The credentials and admin-user lists (newest first) and the e-mail availability lookup (case-insensitive): issue 11.
  index('users_live_created_idx').on(t.created_at.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
  index('users_email_lower_idx').on(sql`lower(${t.email})`),
]);

/** A position: a user's seat in company → department → role. */
export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  department_id: integer('department_id').notNull().references(() => departments.id),
  role_id: integer('role_id').notNull().references(() => roles.id),
  is_primary: boolean('is_primary').notNull().default(false),
  /** Position duplication (spec 1 §3): the copy starts on starts_at; a terminated original ends then. */
  starts_at: date('starts_at', { mode: 'string' }),
  ends_at: date('ends_at', { mode: 'string' }),
  ...timestamps,
  ...softDelete,
}, (t) => [index('positions_user_idx').on(t.user_id), index('positions_role_idx').on(t.role_id),
  // The organisation lists' first pages (newest first) and their counts (issue 11, docs/decisions/organisation.md "Performance").
  index('positions_company_live_idx').on(t.company_id, t.created_at.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
  index('positions_department_live_idx').on(t.department_id, t.created_at.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
  index('positions_role_live_idx').on(t.role_id, t.created_at.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
  index('positions_primary_live_idx').on(t.created_at.desc().nullsFirst(), t.id).where(sql`deleted_at is null and is_primary`),
]);

/** Opaque bearer tokens: only their SHA-256 is stored, so a leaked table signs nobody in. */
export const accessTokens = pgTable('access_tokens', {
  id: serial('id').primaryKey(),
  token_hash: varchar('token_hash', { length: 64 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'access' | 'refresh' | 'payroll'>(),
  user_id: integer('user_id').notNull().references(() => users.id),
  position_id: integer('position_id').references(() => positions.id),
  /** The refresh token pairs with one access token; revoking one revokes both. */
  family: varchar('family', { length: 36 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_family_idx').on(t.family)]);

/** Failed sign-ins per username + address, kept in the database so every API process sees them. */
export const signInFailures = pgTable('sign_in_failures', {
  key: varchar('key', { length: 255 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

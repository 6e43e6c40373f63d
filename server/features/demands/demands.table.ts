import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { roles } from '../organisation/organisation.table';

/** Generic demand type (spec 2 §3): a name and the roles that receive its requests. */
export const demandTypes = pgTable('demand_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Short code that starts its request numbers ('YK-2026-0001'), unique in the table (server/db/numbering.ts). */
  code: varchar('code', { length: 12 }).notNull(),
  /** Request numbers restart each year (spec 2 §9 sequence_yearly_reset). */
  sequence_yearly_reset: boolean('sequence_yearly_reset').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('demand_types_name_idx').on(t.name), uniqueIndex('demand_types_code_unique').on(t.code)]);

export const demandTypeRoles = pgTable('demand_type_roles', {
  demand_type_id: integer('demand_type_id').notNull().references(() => demandTypes.id, { onDelete: 'cascade' }),
  role_id: integer('role_id').notNull().references(() => roles.id),
}, (t) => [primaryKey({ columns: [t.demand_type_id, t.role_id] }), index('demand_type_roles_role_idx').on(t.role_id)]);

/** The last number given per type and year; year 0 is the running counter of types that never reset. */
export const demandTypeSequences = pgTable('demand_type_sequences', {
  demand_type_id: integer('demand_type_id').notNull().references(() => demandTypes.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  last_number: integer('last_number').notNull(),
}, (t) => [primaryKey({ columns: [t.demand_type_id, t.year] })]);

export const demandRequests = pgTable('demand_requests', {
  id: serial('id').primaryKey(),
  /** The UUIDv7 the device gave it offline (kept), or one the server gave it. */
  uuid: uuid('uuid').notNull(),
  demand_type_id: integer('demand_type_id').notNull().references(() => demandTypes.id),
  requester_user_id: integer('requester_user_id').notNull().references(() => users.id),
  requester_position_id: integer('requester_position_id').references(() => positions.id),
  sequence_year: integer('sequence_year').notNull(),
  sequence_number: integer('sequence_number').notNull(),
  /** '2026-0001' or '0001': shown to people, unique per type. */
  number: varchar('number', { length: 32 }).notNull(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull().default(''),
  status: varchar('status', { length: 16 }).notNull().$type<'waiting' | 'answered'>(),
  answered_at: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('demand_requests_uuid_unique').on(t.uuid),
  uniqueIndex('demand_requests_sequence_unique').on(t.demand_type_id, t.sequence_year, t.sequence_number),
  index('demand_requests_requester_idx').on(t.requester_user_id),
]);

/** Files attached to a request; the row in `files` is owned by the requester. */
export const demandRequestFiles = pgTable('demand_request_files', {
  demand_request_id: integer('demand_request_id').notNull().references(() => demandRequests.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  added_by_user_id: integer('added_by_user_id').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.demand_request_id, t.file_id] })]);

/**
 * A routing step (spec 2 "Demand response"): the roles a request went to and what they did. A
 * redirect closes the step as 'redirected' and opens the next one, so the history stays; at most
 * one step per request is not 'redirected' (the current one).
 */
export const demandResponses = pgTable('demand_responses', {
  id: serial('id').primaryKey(),
  demand_request_id: integer('demand_request_id').notNull().references(() => demandRequests.id, { onDelete: 'cascade' }),
  /** Copied when the step opens: later edits of the type do not move demands already routed. */
  role_ids: integer('role_ids').array().notNull(),
  status: varchar('status', { length: 16 }).notNull().$type<'waiting' | 'answered' | 'redirected'>(),
  response: text('response'),
  redirect_role_id: integer('redirect_role_id').references(() => roles.id),
  responder_user_id: integer('responder_user_id').references(() => users.id),
  responder_position_id: integer('responder_position_id').references(() => positions.id),
  responded_at: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (t) => [
  index('demand_responses_request_idx').on(t.demand_request_id),
  index('demand_responses_roles_idx').using('gin', t.role_ids),
  uniqueIndex('demand_responses_current_unique').on(t.demand_request_id).where(sql`status <> 'redirected'`),
]);

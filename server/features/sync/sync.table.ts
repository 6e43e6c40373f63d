import {
  bigint, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

/** Raw bytes: the pg driver answers a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One row per Idempotency-Key and user (server/plugins/idempotency.ts). A key is claimed as
 * 'in-progress' before the handler runs and becomes 'done' with the stored answer after it.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 255 }).notNull(),
  /** Null for an anonymous request; the same key of two users is two different keys. */
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  method: varchar('method', { length: 8 }).notNull(),
  /** The request URL under /api, query included. */
  path: text('path').notNull(),
  /** SHA-256 of the request's fingerprint (canonical JSON, raw bytes or multipart length). */
  body_hash: varchar('body_hash', { length: 64 }).notNull(),
  state: varchar('state', { length: 16 }).notNull().$type<'in-progress' | 'done'>(),
  /**
   * The server process that claimed the key (its random id, held as a PostgreSQL advisory lock
   * while it lives): a claim whose owner died is taken over at once, not after a wait (issue 17).
   */
  owner: bigint('owner', { mode: 'number' }),
  response_status: integer('response_status'),
  /** Only content-type and location. */
  response_headers: jsonb('response_headers').$type<Record<string, string>>(),
  response_body: bytea('response_body'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  // NULLS NOT DISTINCT (PostgreSQL 15+): anonymous requests share one scope.
  unique('idempotency_keys_key_user_unique').on(t.key, t.user_id).nullsNotDistinct(),
  index('idempotency_keys_created_idx').on(t.created_at),
]);

/**
 * Bytes a user sent to PUT /blobs/{sha256}, before a record names them. The bytes live once in the
 * file store; a row per uploader, because knowing a hash (ETags carry it) must not grant the bytes.
 */
export const blobs = pgTable('blobs', {
  sha256: varchar('sha256', { length: 64 }).notNull(),
  uploaded_by: integer('uploaded_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  size: integer('size').notNull(),
  /** Sniffed from the bytes, never the declared type. */
  mime_type: varchar('mime_type', { length: 127 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.sha256, t.uploaded_by] })]);

/** Every 2xx request that carried X-Device-Id and X-Device-Seq, once per (device, seq). */
export const deviceSequences = pgTable('device_sequences', {
  device_id: uuid('device_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  idempotency_key: varchar('idempotency_key', { length: 255 }),
  method: varchar('method', { length: 8 }).notNull(),
  path: varchar('path', { length: 2048 }).notNull(),
  received_at: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.device_id, t.seq] }),
  index('device_sequences_user_idx').on(t.user_id),
]);

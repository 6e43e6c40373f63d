import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import type { SmsReceiver, SmsStatus } from '../../../src/contracts/sms/sms';

/** Who sends SMS through Apron (the report's client filter): bulk SMS, payroll codes. */
export const smsClients = pgTable('sms_clients', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull(),
  name: varchar('name', { length: 120 }).notNull(),
}, (t) => [uniqueIndex('sms_clients_code_unique').on(t.code)]);

/** A bulk SMS as sent from /sms-store: the receiver rule as typed, the extra numbers, the counts. */
export const shortMessages = pgTable('short_messages', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  sender_user_id: integer('sender_user_id').notNull().references(() => users.id),
  sender_position_id: integer('sender_position_id').references(() => positions.id),
  receivers: jsonb('receivers').$type<SmsReceiver[]>().notNull(),
  additional_receivers: jsonb('additional_receivers').$type<{ full_name: string; mobile_number: string }[]>().notNull(),
  receiver_count: integer('receiver_count').notNull(),
  segment_count: integer('segment_count').notNull(),
  display_count: integer('display_count').notNull(),
  /**
   * Its log rows per status, kept by statement-level triggers on sms_transaction_logs (migration
   * sms-message-counts; also rows other features log under a message): the list and the detail
   * read these instead of counting up to 100,000 rows per message on every call.
   */
  queued_count: integer('queued_count').notNull().default(0),
  pending_count: integer('pending_count').notNull().default(0),
  delivered_count: integer('delivered_count').notNull().default(0),
  failed_count: integer('failed_count').notNull().default(0),
  ...timestamps,
}, (t) => [index('short_messages_created_idx').on(t.created_at), index('short_messages_sender_idx').on(t.sender_position_id)]);

/**
 * One SMS to one number: the transaction log of the report. Status moves queued → pending (the
 * gateway took it) → delivered | failed (the gateway's final report). `body` is what the report
 * shows: a payroll code's body is stored masked.
 */
export const smsTransactionLogs = pgTable('sms_transaction_logs', {
  id: serial('id').primaryKey(),
  reference_code: varchar('reference_code', { length: 64 }).notNull(),
  short_message_id: integer('short_message_id').references(() => shortMessages.id),
  // No foreign keys on client, user, position and sender: a bulk send writes up to 100,000 rows in
  // one INSERT … SELECT, and each foreign key is a trigger query per row (a third of the insert's
  // time on PGlite). The values come from those tables in that same statement (or from the code's
  // constants), users and positions are only soft-deleted, and a log row must outlive what it names.
  client_id: integer('client_id').notNull(),
  user_id: integer('user_id'),
  position_id: integer('position_id'),
  sender_user_id: integer('sender_user_id'),
  full_name: varchar('full_name', { length: 255 }).notNull(),
  national_id_number: varchar('national_id_number', { length: 11 }),
  gsm: varchar('gsm', { length: 12 }).notNull(),
  body: text('body').notNull(),
  segments: integer('segments').notNull(),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  gateway_job_id: varchar('gateway_job_id', { length: 64 }),
  status: varchar('status', { length: 12 }).notNull().$type<SmsStatus>(),
  status_code: integer('status_code'),
  status_reason: text('status_reason'),
  sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  checked_at: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (t) => [
  uniqueIndex('sms_logs_reference_unique').on(t.reference_code),
  index('sms_logs_created_idx').on(t.created_at),
  index('sms_logs_message_idx').on(t.short_message_id, t.status),
  // Only the status refresh looks rows up by job id, and only pending ones: partial, so the 100,000
  // queued rows of a bulk send (and the final states) are not written into it (migration 0041).
  index('sms_logs_pending_idx').on(t.gateway_job_id).where(sql`status = 'pending'`),
  // No index on gsm: the report's number search is a substring match (like '%…%'), which a btree
  // cannot serve; it cost one index entry per queued and per sent row (migration 0041).
  // The send job's next batch: the queued rows of the oldest message in id order, read straight off
  // this index (without it each batch sorted every queued row of the message to take 500).
  index('sms_logs_queued_idx').on(t.client_id, t.short_message_id, t.id).where(sql`status = 'queued'`),
]);

/** The built-in development gateway's outbox: what it would have sent (administrators can read it). */
export const smsDevOutbox = pgTable('sms_dev_outbox', {
  id: serial('id').primaryKey(),
  job_id: varchar('job_id', { length: 64 }).notNull(),
  gsm: varchar('gsm', { length: 12 }).notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sms_dev_outbox_gsm_idx').on(t.gsm, t.created_at)]);

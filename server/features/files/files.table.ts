import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

/**
 * One row per upload; the bytes live in the file store under their SHA-256, so the same bytes
 * uploaded twice are two rows over one stored object.
 */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  /** Sniffed from the bytes, never the declared type. */
  mime_type: varchar('mime_type', { length: 127 }).notNull(),
  /** Metadata only (cleaned and bounded); never used as a path. */
  original_name: varchar('original_name', { length: 255 }).notNull(),
  owner_user_id: integer('owner_user_id').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('files_sha256_idx').on(t.sha256), index('files_owner_idx').on(t.owner_user_id)]);

/** A user's current photo (GET /user/photo/{id}); replaced by POST /user/{id}/photo. */
export const userPhotos = pgTable('user_photos', {
  user_id: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who changed what (spec 1 §3 "Activity log entry"): properties = { attributes, old }. */
export const activityLog = pgTable('activity_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  table_name: varchar('table_name', { length: 64 }).notNull(),
  target_id: integer('target_id').notNull(),
  action: varchar('action', { length: 32 }).notNull(),
  properties: jsonb('properties').notNull().$type<{ attributes: Record<string, unknown>; old: Record<string, unknown> }>(),
  causer_id: integer('causer_id'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('activity_log_target_idx').on(t.table_name, t.target_id)]);

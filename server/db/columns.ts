import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every record the lists order by (default '-created_at'). */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const softDelete = {
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

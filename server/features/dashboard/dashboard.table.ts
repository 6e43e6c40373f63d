import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { departments } from '../organisation/organisation.table';

/**
 * Timeline posts and department news (spec 1 §2 /dashboard). `body` is HTML sanitised on write
 * with an allow-list (dashboard/sanitise.ts), so the client may render it as HTML.
 * department_id null = company-wide; otherwise only that department's members see it.
 */
export const timelinePosts = pgTable('timeline_posts', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  body: text('body').notNull(),
  department_id: integer('department_id').references(() => departments.id),
  author_user_id: integer('author_user_id').references(() => users.id),
  published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [
  index('timeline_posts_published_idx').on(t.published_at),
  index('timeline_posts_department_idx').on(t.department_id),
]);

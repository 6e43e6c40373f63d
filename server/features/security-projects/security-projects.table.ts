import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { positions } from '../auth/auth.table';

export const securityProjects = pgTable('security_projects', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  short_code: varchar('short_code', { length: 32 }).notNull(),
  type: varchar('type', { length: 32 }).notNull(),
  enable: boolean('enable').notNull().default(true),
  schedule_id: integer('schedule_id'),
  sgk_workplace_no: varchar('sgk_workplace_no', { length: 32 }),
  ...timestamps,
  ...softDelete,
}, (t) => [index('security_projects_name_idx').on(t.name)]);

/** Project members are positions. */
export const securityProjectPositions = pgTable('security_project_positions', {
  id: serial('id').primaryKey(),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id, { onDelete: 'cascade' }),
  position_id: integer('position_id').notNull().references(() => positions.id),
  ...timestamps,
}, (t) => [
  uniqueIndex('security_project_positions_unique').on(t.security_project_id, t.position_id),
  index('security_project_positions_position_idx').on(t.position_id),
]);

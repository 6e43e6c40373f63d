import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DetectionRegister } from '../../../src/contracts/detections';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { roles } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';

/**
 * A detection (spec 3 §3 "Detection record") of one of the three registers, told apart by
 * `register`: the item is a prohibited substance, a suspicious substance or an imposter document
 * (reference_items of the register's list). The detecter's role and project are kept as they were
 * when the detection was recorded.
 */
export const detections = pgTable('detections', {
  id: serial('id').primaryKey(),
  /** The UUIDv7 the device gave it offline (kept), or one the server gave it. */
  uuid: uuid('uuid').notNull(),
  register: varchar('register', { length: 16 }).notNull().$type<DetectionRegister>(),
  item_id: integer('item_id').notNull().references(() => referenceItems.id),
  /** Prohibited substances and imposter documents only. */
  flight_number: varchar('flight_number', { length: 16 }),
  description: text('description').notNull().default(''),
  detected_at: timestamp('detected_at', { withTimezone: true, mode: 'date' }).notNull(),
  detecter_position_id: integer('detecter_position_id').notNull().references(() => positions.id),
  detecter_role_id: integer('detecter_role_id').notNull().references(() => roles.id),
  detecter_project_id: integer('detecter_project_id').notNull().references(() => securityProjects.id),
  reporter_user_id: integer('reporter_user_id').notNull().references(() => users.id),
  reporter_position_id: integer('reporter_position_id').references(() => positions.id),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('detections_uuid_unique').on(t.uuid),
  index('detections_register_created_idx').on(t.register, t.created_at),
  index('detections_register_detected_idx').on(t.register, t.detected_at),
  index('detections_project_idx').on(t.detecter_project_id),
  index('detections_reporter_idx').on(t.reporter_user_id),
]);

/** Files of a detection; the row in `files` is owned by whoever added it. */
export const detectionFiles = pgTable('detection_files', {
  detection_id: integer('detection_id').notNull().references(() => detections.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  added_by_user_id: integer('added_by_user_id').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.detection_id, t.file_id] })]);

import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { positions, users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';

/**
 * The audits of the three families (spec 2 §3), one set of tables told apart by `family`
 * ('ggh' | 'k9' | 'uog'). Every record has a `uuid`: the device's UUIDv7 when it was made
 * offline, else the server's; paths take the id or the uuid. Decisions: docs/decisions/audits.md.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const audits = pgTable('audits', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  family: varchar('family', { length: 8 }).notNull().$type<'ggh' | 'k9' | 'uog'>(),
  audit_code: varchar('audit_code', { length: 32 }).notNull(),
  /** Local wall-clock time of the airport ('yyyy-mm-dd HH:mm'), no zone. */
  started_at: timestamp('started_at', { mode: 'string' }).notNull(),
  ended_at: timestamp('ended_at', { mode: 'string' }).notNull(),
  title_id: integer('title_id').references(() => referenceItems.id),
  /** AUDIT_RATINGS, AUDIT_EXTRA_RATINGS, AUDIT_REPORT_STATUSES (src/contracts/audits/families.ts). */
  rating_id: integer('rating_id'),
  extra_rating: integer('extra_rating'),
  report_status_id: integer('report_status_id'),
  primary_supervisor_id: integer('primary_supervisor_id').references(() => positions.id),
  optional_supervisor_id: integer('optional_supervisor_id').references(() => positions.id),
  /** Stamped by the observer approval. */
  submitter_position_id: integer('submitter_position_id').references(() => positions.id),
  /** Stamped by the admin approval. */
  reviewer_position_id: integer('reviewer_position_id').references(() => positions.id),
  is_submitted: boolean('is_submitted').notNull().default(false),
  is_reviewed: boolean('is_reviewed').notNull().default(false),
  is_approved: boolean('is_approved').notNull().default(false),
  is_rejected: boolean('is_rejected').notNull().default(false),
  submitted_at: at('submitted_at'),
  submitted_position_id: integer('submitted_position_id').references(() => positions.id),
  observer_approved_at: at('observer_approved_at'),
  admin_approved_at: at('admin_approved_at'),
  rejected_at: at('rejected_at'),
  rejected_position_id: integer('rejected_position_id').references(() => positions.id),
  reviewed_at: at('reviewed_at'),
  /** uog: the audit's one security project, flight code and media url. */
  security_project_id: integer('security_project_id').references(() => securityProjects.id),
  flight_code_id: integer('flight_code_id').references(() => referenceItems.id),
  media_url: text('media_url'),
  creator_position_id: integer('creator_position_id').references(() => positions.id),
  creator_user_id: integer('creator_user_id').references(() => users.id),
  ...timestamps,
  ...softDelete,
}, (t) => [
  uniqueIndex('audits_uuid_unique').on(t.uuid),
  index('audits_family_started_idx').on(t.family, t.started_at),
  index('audits_code_idx').on(t.audit_code),
  index('audits_primary_supervisor_idx').on(t.primary_supervisor_id),
]);

/** ggh and k9: the security projects an audit covers. */
export const auditSecurityProjects = pgTable('audit_security_projects', {
  audit_id: integer('audit_id').notNull().references(() => audits.id, { onDelete: 'cascade' }),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
}, (t) => [
  uniqueIndex('audit_security_projects_pk').on(t.audit_id, t.security_project_id),
  index('audit_security_projects_project_idx').on(t.security_project_id),
]);

/** ggh and k9: an audit project (one security project visited, 'HH:mm' times). */
export const auditProjects = pgTable('audit_projects', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  audit_id: integer('audit_id').notNull().references(() => audits.id, { onDelete: 'cascade' }),
  security_project_id: integer('security_project_id').notNull().references(() => securityProjects.id),
  started_at: varchar('started_at', { length: 5 }).notNull(),
  ended_at: varchar('ended_at', { length: 5 }).notNull(),
  /** ggh only. */
  media_url: text('media_url'),
  ...timestamps,
}, (t) => [uniqueIndex('audit_projects_uuid_unique').on(t.uuid), index('audit_projects_audit_idx').on(t.audit_id)]);

export const auditFindings = pgTable('audit_findings', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  audit_id: integer('audit_id').notNull().references(() => audits.id, { onDelete: 'cascade' }),
  /** ggh, k9; null for uog (findings on the audit). */
  audit_project_id: integer('audit_project_id').references(() => auditProjects.id, { onDelete: 'cascade' }),
  rating_id: integer('rating_id').notNull(),
  /** The finding's text (ggh, k9). */
  title: text('title'),
  personal_text: text('personal_text'),
  /** k9: 'table' | 'row'. */
  personel_storage_type: varchar('personel_storage_type', { length: 8 }).$type<'table' | 'row'>(),
  /** uog: 'HH:mm'. */
  started_at: varchar('started_at', { length: 5 }),
  ended_at: varchar('ended_at', { length: 5 }),
  creator_position_id: integer('creator_position_id').references(() => positions.id),
  ...timestamps,
}, (t) => [
  uniqueIndex('audit_findings_uuid_unique').on(t.uuid),
  index('audit_findings_audit_idx').on(t.audit_id),
  index('audit_findings_project_idx').on(t.audit_project_id),
]);

/** The personnel a finding names (ggh positions, k9 selected_personals, uog selectedPersonals). */
export const auditFindingPositions = pgTable('audit_finding_positions', {
  finding_id: integer('finding_id').notNull().references(() => auditFindings.id, { onDelete: 'cascade' }),
  position_id: integer('position_id').notNull().references(() => positions.id),
}, (t) => [uniqueIndex('audit_finding_positions_pk').on(t.finding_id, t.position_id)]);

/** A finding photo: the bytes in the file store under sha256 (a files row, as every upload). */
export const auditFindingImages = pgTable('audit_finding_images', {
  id: serial('id').primaryKey(),
  finding_id: integer('finding_id').notNull().references(() => auditFindings.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  mime_type: varchar('mime_type', { length: 127 }).notNull(),
  size: integer('size').notNull(),
  /** Cleaned and bounded; never a path. */
  original_name: varchar('original_name', { length: 255 }).notNull(),
  uploaded_by: integer('uploaded_by').references(() => users.id),
  created_at: at('created_at').notNull().defaultNow(),
}, (t) => [index('audit_finding_images_finding_idx').on(t.finding_id)]);

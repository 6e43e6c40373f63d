import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { positions, users } from '../auth/auth.table';
import { auditProjects, audits } from '../audits/audits.table';
import { files } from '../files/files.table';

/**
 * A CIP report "send" (spec 2 §7 POST /ggh/cip/report-send): the PDF as issued, kept in the file
 * store, with who sent which findings and when (docs/decisions/audit-reports.md).
 */
export const auditReportSendings = pgTable('audit_report_sendings', {
  id: serial('id').primaryKey(),
  audit_id: integer('audit_id').notNull().references(() => audits.id, { onDelete: 'cascade' }),
  audit_project_id: integer('audit_project_id').notNull().references(() => auditProjects.id, { onDelete: 'cascade' }),
  file_id: integer('file_id').notNull().references(() => files.id),
  /** The findings the report named, as they were chosen. */
  finding_ids: jsonb('finding_ids').$type<number[]>().notNull(),
  sender_user_id: integer('sender_user_id').references(() => users.id),
  sender_position_id: integer('sender_position_id').references(() => positions.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('audit_report_sendings_project_idx').on(t.audit_project_id, t.created_at)]);

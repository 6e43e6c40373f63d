import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { departments, roles } from '../organisation/organisation.table';

/** Document type (spec 3 §3): viewer departments and creator roles; public when it has no viewer department. */
export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  ...timestamps,
  ...softDelete,
});

export const documentTypeViewerDepartments = pgTable('document_type_viewer_departments', {
  document_type_id: integer('document_type_id').notNull().references(() => documentTypes.id, { onDelete: 'cascade' }),
  department_id: integer('department_id').notNull().references(() => departments.id),
}, (t) => [primaryKey({ columns: [t.document_type_id, t.department_id] })]);

export const documentTypeCreatorRoles = pgTable('document_type_creator_roles', {
  document_type_id: integer('document_type_id').notNull().references(() => documentTypes.id, { onDelete: 'cascade' }),
  role_id: integer('role_id').notNull().references(() => roles.id),
}, (t) => [primaryKey({ columns: [t.document_type_id, t.role_id] })]);

export const sharedDocuments = pgTable('shared_documents', {
  id: serial('id').primaryKey(),
  document_type_id: integer('document_type_id').notNull().references(() => documentTypes.id),
  title: varchar('title', { length: 255 }).notNull(),
  file_id: integer('file_id').notNull().references(() => files.id),
  owner_user_id: integer('owner_user_id').notNull().references(() => users.id),
  ...timestamps,
  ...softDelete,
}, (t) => [index('shared_documents_type_idx').on(t.document_type_id)]);

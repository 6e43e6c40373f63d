import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { roles } from '../organisation/organisation.table';

/** QDMS folders (spec 3 "Document folders"): the roles named on a folder may open it and download its documents. */
export const qdmsFolders = pgTable('qdms_folders', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
});

export const qdmsFolderRoles = pgTable('qdms_folder_roles', {
  folder_id: integer('folder_id').notNull().references(() => qdmsFolders.id, { onDelete: 'cascade' }),
  role_id: integer('role_id').notNull().references(() => roles.id),
}, (t) => [primaryKey({ columns: [t.folder_id, t.role_id] })]);

export const qdmsDocuments = pgTable('qdms_documents', {
  id: serial('id').primaryKey(),
  folder_id: integer('folder_id').notNull().references(() => qdmsFolders.id),
  title: varchar('title', { length: 255 }).notNull(),
  /** A controlled document's revision: an update with a new file raises it. */
  version: integer('version').notNull().default(1),
  file_id: integer('file_id').notNull().references(() => files.id),
  updated_by_user_id: integer('updated_by_user_id').references(() => users.id),
  ...timestamps,
  ...softDelete,
}, (t) => [index('qdms_documents_folder_idx').on(t.folder_id)]);

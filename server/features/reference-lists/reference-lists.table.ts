import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';

/**
 * Every simple reference list (spec 3 §7 "Reference lists" pattern: audit titles, flight codes,
 * drill codes, substances, imposter documents, …) in one table, told apart by `list`
 * (a key of REFERENCE_LISTS in src/contracts/reference-lists.ts). Records that use an item keep
 * its id; a deleted item is soft-deleted so old records still show its label.
 */
export const referenceItems = pgTable('reference_items', {
  id: serial('id').primaryKey(),
  list: varchar('list', { length: 48 }).notNull(),
  label: varchar('label', { length: 255 }).notNull(),
  ...timestamps,
  ...softDelete,
}, (t) => [index('reference_items_list_label_idx').on(t.list, t.label)]);

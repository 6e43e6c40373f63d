import { boolean, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { departments } from '../organisation/organisation.table';

/** Department contact cards (spec 1 §3): an address and its phone numbers; one is primary. */
export const departmentContactCards = pgTable('department_contact_cards', {
  id: serial('id').primaryKey(),
  department_id: integer('department_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
  /** An organisation address (administered under organisation/address). */
  address_id: integer('address_id'),
  primary: boolean('primary').notNull().default(false),
  ...timestamps,
  ...softDelete,
}, (t) => [index('department_contact_cards_department_idx').on(t.department_id)]);

export const departmentContactNumbers = pgTable('department_contact_numbers', {
  id: serial('id').primaryKey(),
  contact_card_id: integer('contact_card_id').notNull().references(() => departmentContactCards.id, { onDelete: 'cascade' }),
  /** Digits without the leading 0 (spec 1 §5 phone fields). */
  number: varchar('number', { length: 20 }).notNull(),
  ext: varchar('ext', { length: 10 }),
  type: varchar('type', { length: 16 }).notNull().default('normal').$type<'normal'>(),
  /** Order on the card. */
  position: smallint('position').notNull().default(0),
}, (t) => [index('department_contact_numbers_card_idx').on(t.contact_card_id)]);

import { date, index, integer, numeric, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The built-in rates service: the Central Bank of the Republic of Turkey's indicative rates, one
 * row per bulletin day and currency, in the bank's own order (cross_order: USD first, EUR fourth).
 * Values are Turkish lira per `unit` of the currency (JPY is quoted per 100).
 */
export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull(),
  cross_order: smallint('cross_order').notNull(),
  code: varchar('code', { length: 3 }).notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  unit: integer('unit').notNull().default(1),
  forex_buying: numeric('forex_buying', { precision: 14, scale: 4 }).notNull(),
  forex_selling: numeric('forex_selling', { precision: 14, scale: 4 }),
}, (t) => [
  uniqueIndex('exchange_rates_date_code_unique').on(t.date, t.code),
  index('exchange_rates_date_idx').on(t.date),
]);

import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, searchFold } from '../../src/contracts/text';
import { DEFAULT_ORDERING } from '../../src/contracts/http';

/** The SQL twin of searchFold: a column folded like the typed text. */
export const folded = (column: AnyColumn | SQL) => sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** `column contains text`, however the text was typed (escapes LIKE wildcards). */
export function containsFolded(column: AnyColumn | SQL, text: string): SQL {
  const needle = searchFold(text).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${folded(column)} like ${`%${needle}%`}`;
}

/**
 * '-created_at' -> created_at desc. Only columns in the allow-list may order a list;
 * anything else falls back to the default ordering.
 */
export function orderingOf(ordering: string | undefined, allowed: Record<string, AnyColumn | SQL>): SQL[] {
  const requested = ordering || DEFAULT_ORDERING;
  const parse = (o: string) => {
    const descending = o.startsWith('-');
    const column = allowed[descending ? o.slice(1) : o];
    return column ? (descending ? desc(column) : asc(column)) : undefined;
  };
  const order = parse(requested) ?? parse(DEFAULT_ORDERING);
  return order ? [order] : [];
}

export interface Page {
  page: number;
  perpage: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.perpage;

export function pageMeta(p: Page, total: number) {
  return { page: p.page, perpage: p.perpage, total, last_page: Math.max(1, Math.ceil(total / p.perpage)) };
}

/** A unique constraint refused the write (23505), from pg directly or wrapped by drizzle (`cause`): e.g. a device id made twice. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
  || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The rows of a raw `db.execute(sql…)` result (the same shape on PGlite and node-postgres). */
export const rows = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

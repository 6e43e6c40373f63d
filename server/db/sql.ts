import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, searchFold } from '../../src/contracts/text';
import { DEFAULT_ORDERING } from '../../src/contracts/http';

/**
 * Searches use indexes only when the query's expression is the index's expression, character for
 * character: the fold strings are therefore written into the SQL as literals (not bound values, which
 * a generic plan would not match), exactly as the indexes of migrations 0015 (prefix, text_pattern_ops)
 * and 0037 (contains, pg_trgm) spell them (docs/decisions/search.md).
 */
const literal = (text: string) => {
  if (/['\\]/.test(text)) throw new Error('fold strings must not need escaping');
  return sql.raw(`'${text}'`);
};

/** The SQL twin of searchFold: a column folded like the typed text. */
export const folded = (column: AnyColumn | SQL) => sql`lower(translate(${column}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`;

/**
 * A person's full name from first, middle (may be null) and last name: the same text as
 * concat_ws(' ', first, middle, last) for the NOT NULL first and last names, but built from immutable
 * operators, so the trigram index on users can hold it (concat_ws is only STABLE: no index may use it).
 */
export const personName = (u: { first_name: AnyColumn | SQL; middle_name: AnyColumn | SQL; last_name: AnyColumn | SQL }) =>
  sql<string>`(${u.first_name} || coalesce(' ' || ${u.middle_name}, '') || ' ' || ${u.last_name})`;

/** personName of a table alias in hand-written SQL (`personNameOf('u')` for `users u`). */
export const personNameOf = (alias: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an alias: ${alias}`);
  return personName({ first_name: sql.raw(`${alias}.first_name`), middle_name: sql.raw(`${alias}.middle_name`), last_name: sql.raw(`${alias}.last_name`) });
};

/**
 * `column contains text`, however the text was typed (escapes LIKE wildcards). A trigram index on
 * folded(column) serves it from 3 typed characters on; shorter text reads every row.
 */
export function containsFolded(column: AnyColumn | SQL, text: string): SQL {
  const needle = searchFold(text).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${folded(column)} like ${`%${needle}%`}`;
}

/**
 * A person-name filter: contains the text from 3 characters on (what a trigram holds); with 1–2
 * characters, a word of the name starts with them ('ay' finds Ayşe Kaya and Can Aydın, not Kaya
 * Demir), which the same trigram index serves, where a 2-letter "contains" reads every row
 * (docs/decisions/search.md).
 */
export function nameContains(column: AnyColumn | SQL, text: string): SQL {
  const typed = searchFold(text);
  if ([...typed].length >= 3 || !typed) return containsFolded(column, text);
  const needle = typed.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`(${folded(column)} like ${`${needle}%`} or ${folded(column)} like ${`% ${needle}%`})`;
}

/**
 * A typed person search: the name contains the text, or — only when the text holds digits — the
 * national id number starts with those digits (the id is stored as digits; its pattern index serves
 * the prefix). Without digits there is no id condition: `like '%'` would match every row.
 */
export function nameOrNationalId(name: AnyColumn | SQL, nationalId: AnyColumn | SQL, text: string): SQL {
  const digits = text.replace(/\D/g, '');
  return digits ? sql`(${nameContains(name, text)} or ${nationalId} like ${`${digits}%`})` : nameContains(name, text);
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

/**
 * Integers as one int[] parameter (`= any(${intArray(ids)})`): a list of 1,000 ids as 1,000
 * parameters costs the query builder and the server's parser more than the query (the card
 * calculation's batches). The ids are numbers, so the array literal needs no quoting.
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((i) => Math.trunc(Number(i))).join(',')}}`}::int[]`;

export const offsetOf = (p: Page) => (p.page - 1) * p.perpage;

export function pageMeta(p: Page, total: number) {
  return { page: p.page, perpage: p.perpage, total, last_page: Math.max(1, Math.ceil(total / p.perpage)) };
}

/** A unique constraint refused the write (23505), from pg directly or wrapped by drizzle (`cause`): e.g. a device id made twice. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
  || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The rows of a raw `db.execute(sql…)` result (the same shape on PGlite and node-postgres). */
export const rows = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

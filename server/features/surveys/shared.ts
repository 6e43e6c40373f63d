import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsFolded } from '../../db/sql';

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
export const iso = (v: unknown) => new Date(v as string).toISOString();
export const ids = (list: readonly number[]) => sql.join(list.map((i) => sql`${i}`), sql`, `);

/** `name contains keyword` (folded like the typed text), or true. */
export const keywordFilter = (column: SQL, keyword?: string) => (keyword ? containsFolded(column, keyword) : sql`true`);

/** The live ids of `table` among `list` (the ones missing do not exist or were deleted). */
export async function liveIds(db: Executor, table: 'survey_questions' | 'survey_answers', list: readonly number[]): Promise<Set<number>> {
  if (!list.length) return new Set();
  const rows = await rowsOf<{ id: number }>(db.execute(sql`select id from ${sql.raw(table)} where deleted_at is null and id in (${ids(list)})`));
  return new Set(rows.map((r) => Number(r.id)));
}

export async function count(db: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db.execute(query));
  return Number(row?.n ?? 0);
}

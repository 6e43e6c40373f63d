import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** What pg-boss needs of a database connection (its `db` option and `{ db }` per call). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface ExecResult {
  rows: unknown[];
  fields: unknown[];
}

/** The answer of a multi-statement string: the last statement that returns rows. */
function lastRows(results: ExecResult[]): { rows: unknown[] } {
  const withFields = results.filter((r) => r.fields.length > 0);
  return { rows: (withFields.at(-1) ?? results.at(-1))?.rows ?? [] };
}

/**
 * pg-boss over the embedded PGlite (ARCHITECTURE §8): strings without values (its schema scripts,
 * `BEGIN; …; COMMIT;` blocks) go to `exec()`, which runs several statements; the rest to `query()`.
 * PGlite is one connection shared with the API: when a statement fails inside such a block the
 * session stays in an aborted transaction (25P02) and every later query of the API would fail, so
 * a failure is followed by ROLLBACK (a harmless warning when no transaction is open).
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values as unknown[]);
      try {
        return lastRows((await pglite.exec(text)) as ExecResult[]);
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** `$1`-style SQL text and its values as one drizzle query (values stay bound parameters). */
export function positional(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`SQL parameter $${match[1]} has no value`);
    // sql.param: an array stays one parameter (a bare array would become a parenthesised list).
    chunks.push(sql`${sql.param(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss calls made on an open drizzle transaction (`boss.send(…, { db })`): the job is written
 * in the business transaction, so a rolled-back change leaves no job (ARCHITECTURE §4), and on
 * PGlite the call does not wait for the transaction it is part of (a deadlock).
 */
export function drizzleExecutor(executor: Executor): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await executor.execute(positional(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

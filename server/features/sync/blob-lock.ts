import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The first key of the two-key advisory locks on blob hashes (its own space, apart from other locks). */
const BLOB_LOCK_SPACE = 0x0b10b;

/**
 * Transaction-scoped advisory locks on blob hashes, between the blob collector (exclusive: checks
 * that nothing names the bytes, then deletes them) and whoever makes something name them
 * (shared: the upload row of PUT /blobs, a record's files rows). Several processes share them
 * through PostgreSQL. Hashes are locked in sorted order, so two writers cannot deadlock: one
 * statement takes them all, the sorted subquery feeding the locks one row at a time.
 */
export async function lockBlobs(tx: Executor, hashes: readonly string[], mode: 'shared' | 'exclusive'): Promise<void> {
  const unique = [...new Set(hashes)];
  if (!unique.length) return;
  const fn = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  const list = sql.join(unique.map((h) => sql`${h}`), sql`, `);
  await tx.execute(sql`select ${fn}(${BLOB_LOCK_SPACE}, hashtext(h)) from (select h from unnest(array[${list}]::text[]) h order by h) sorted`);
}

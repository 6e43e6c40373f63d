import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * Who claimed an Idempotency-Key, and whether that process still lives (issue 17). A claim is
 * written before the handler runs and answered after it; a process killed in between used to
 * leave the claim behind, and every retry got 409 for 10 minutes. Now each claim names its
 * process, and a retry that meets the claim of a dead process takes it over at once.
 *
 * - PostgreSQL: the process holds a session advisory lock on its id over a connection of its own
 *   for as long as it runs; PostgreSQL drops the lock when the process (its socket) dies. Another
 *   process tests it with a transaction-level try-lock, which it gets only if the owner is gone.
 * - PGlite: only one process opens a data directory, so a claim of any other owner is from a
 *   process that ended.
 */
export interface ClaimOwner {
  readonly id: number;
  isDead(owner: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory lock class of claim owners ('Apr1'); the two-int key space is apart from pg-boss's bigint keys. */
const LOCK_CLASS = 0x41707231;

export async function claimOwner(database: Database, onError: (error: unknown) => void): Promise<ClaimOwner> {
  const id = randomInt(1, 2 ** 31 - 1);
  if (database.kind !== 'postgres' || !database.url) {
    return { id, isDead: async (owner) => owner !== id, close: async () => undefined };
  }
  const url = database.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const hold = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      onError(error);
      // Our claims look dead to others while the lock is lost: take it again soon.
      if (!closed && client === next) {
        client = null;
        retry = setTimeout(() => void hold().catch(onError), 1000);
        retry.unref();
      }
    });
    await next.connect();
    await next.query('select pg_advisory_lock($1::int4, $2::int4)', [LOCK_CLASS, id]);
    client = next;
  };
  await hold();
  return {
    id,
    async isDead(owner) {
      if (owner === id) return false;
      const result = await database.db.execute(sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int4, ${owner}::int4) as free`);
      return (result as unknown as { rows: { free: boolean }[] }).rows[0]?.free === true;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

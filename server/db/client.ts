import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';

/** Both backends speak the same Drizzle dialect; services see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when there is one (tests clone it; jobs use it). */
  pglite?: PGlite;
  /** The PostgreSQL connection string, when there is one (the job queue opens its own connections). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (a migrated template, for tests). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (restart, failover, a test database dropped) emits
    // 'error' on the pool; unheard, that would crash the process. The pool drops the client and
    // opens a new one for the next query, so there is nothing else to do.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // pg_trgm: the trigram indexes of the "contains" searches (migration 0037, docs/decisions/search.md).
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  };
}

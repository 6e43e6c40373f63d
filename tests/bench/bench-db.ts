import { closeSync, existsSync, openAsBlob, openSync, renameSync, writeSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';

/**
 * The benches' database with `employees` demo employees: PostgreSQL with DATABASE_URL (a database
 * that already holds employees is used as it is: seeding 100,000 takes minutes), else PGlite in
 * memory, loaded from a dump of the same seed kept in the temp folder for the day (named by the
 * size and the date; seeding 100,000 on PGlite takes tens of minutes) — shared by every bench that
 * seeds the same size. Migrations added since the dump are applied on load.
 */
export async function seededDatabase(employees: number): Promise<{ database: Database; seeded: 'now' | 'before' }> {
  const url = process.env.DATABASE_URL;
  const cache = join(os.tmpdir(), `apron-bench-seed-${employees}-${new Date().toISOString().slice(0, 10)}.tar`);
  const database = await openDatabase({ url, loadDataDir: !url && existsSync(cache) ? await openAsBlob(cache) : undefined });
  await database.migrate();
  const [row] = ((await database.db.execute(sql`select exists (select 1 from employees) as seeded`)) as unknown as { rows: { seeded: boolean }[] }).rows;
  if (row?.seeded) return { database, seeded: 'before' };
  await seedDemo(database.db, employees);
  // The dump of 100,000 employees passes 2 GB, more than one fs write (or read) takes: written in
  // slices of 1 GB, read back as a file-backed Blob.
  if (database.pglite) {
    const dump = new Uint8Array(await (await database.pglite.dumpDataDir('none')).arrayBuffer());
    const fd = openSync(`${cache}.part`, 'w');
    for (let at = 0; at < dump.length; at += 1 << 30) writeSync(fd, dump, at, Math.min(1 << 30, dump.length - at));
    closeSync(fd);
    renameSync(`${cache}.part`, cache);
  }
  return { database, seeded: 'now' };
}

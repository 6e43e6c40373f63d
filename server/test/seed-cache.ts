import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for migrated, seeded PGlite snapshots and the name stem of PostgreSQL templates (global-setup.ts). */
    seedCache: { dir: string; stem: string };
  }
}

/**
 * Migrating and seeding took ~9 s per test file on a loaded machine (66 files: minutes of CI).
 * A run makes each seeded state once — a PGlite snapshot file, or a PostgreSQL template database —
 * and every file starts from a copy of it (1.4 s). The cache lives for one run only: the seeds
 * write dates relative to today, and the code under test may have changed since the last run.
 */
async function build(url: string | undefined, employees: number) {
  const database = await openDatabase({ url });
  await database.migrate();
  await seedDemo(database.db, employees);
  return database;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/** The run's cache, or null outside vitest (the benches under tests/bench call createTestApp from tsx). */
function seedCache(): { dir: string; stem: string } | null {
  try {
    return inject('seedCache');
  } catch {
    return null;
  }
}

/** The seeded PGlite state as a data-directory dump; the first worker to ask makes it, the others wait. */
export async function pgliteSnapshot(employees: number): Promise<Blob> {
  const cache = seedCache();
  if (!cache) {
    const database = await build(undefined, employees);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    return dump;
  }
  const { dir } = cache;
  const file = join(dir, `pglite-${employees}.tar`);
  const lock = `${file}.lock`;
  if (!(await exists(file))) {
    const mine = await mkdir(lock).then(() => true, () => false);
    if (mine) {
      const database = await build(undefined, employees);
      const dump = await database.pglite!.dumpDataDir('none');
      await database.close();
      await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.part`, file);
    } else {
      for (let waited = 0; !(await exists(file)); waited += 200) {
        if (waited > 170_000) throw new Error(`no seeded snapshot ${file}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
  return new Blob([await readFile(file)]);
}

/** Creates `name` on the PostgreSQL server as a copy of this run's seeded template (made once, under an advisory lock). */
export async function createSeededDatabase(serverUrl: string, name: string, employees: number): Promise<void> {
  const cache = seedCache();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!cache) {
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    await (await build(u.toString(), employees)).close();
    return;
  }
  const template = `${cache.stem}_${employees}`;
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        await admin.query(`create database ${template}`);
        const u = new URL(serverUrl);
        u.pathname = `/${template}`;
        const database = await build(u.toString(), employees);
        await database.close();
      }
      // Copies are made one at a time: a template may have no other session while it is copied.
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  } finally {
    await admin.end();
  }
}

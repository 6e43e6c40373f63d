import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** One run's seeded-state cache (server/test/seed-cache.ts): made here, removed when the run ends. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'apron-seed-'));
  const stem = `apron_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('seedCache', { dir, stem });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${stem}_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { localDiskStore } from '../features/files/file-store';
import { backup, restore } from './backup';

/** Backup and restore on the backend this run uses (PGlite, or PostgreSQL when DATABASE_URL is set). */
const work = mkdtempSync(join(tmpdir(), 'apron-backup-'));
const serverUrl = process.env.DATABASE_URL;
const created: string[] = [];
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function freshPostgres(): Promise<string> {
  const name = `apron_backup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const counts = async (database: Database) => {
  const result = await database.db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from positions)::int as positions, (select count(*) from security_projects)::int as projects`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
};

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings back the database and its files after both are lost', async () => {
    const filesDir = join(work, 'files');
    const pgliteDir = join(work, 'pg');
    const url = serverUrl ? await freshPostgres() : undefined;
    const original = await openDatabase(url ? { url } : { dataDir: pgliteDir });
    await original.migrate();
    await seedDemo(original.db, 10);
    const before = await counts(original);
    await original.close();
    const photo = await localDiskStore(filesDir).put(Buffer.from('bir fotoğrafın baytları'));

    const manifest = await backup({ databaseUrl: url, pgliteDir, filesDir }, join(work, 'backup'));
    expect(manifest).toMatchObject({ kind: url ? 'postgres' : 'pglite', files: true });

    // Disaster: the files and the database are gone.
    rmSync(filesDir, { recursive: true, force: true });
    const target = url ? { databaseUrl: await freshPostgres() } : { pgliteDir: join(work, 'pg-restored') };
    await restore(join(work, 'backup'), { ...target, filesDir });

    const restored = await openDatabase(target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.pgliteDir });
    try {
      expect(await counts(restored)).toEqual(before);
      expect(before!.users).toBeGreaterThan(0);
      // Migrations already applied come back too: migrating again changes nothing.
      await restored.migrate();
    } finally {
      await restored.close();
    }
    expect((await localDiskStore(filesDir).read(photo.sha256))?.toString()).toBe('bir fotoğrafın baytları');
  }, 120_000); // two migrations and a seed: slow on a loaded two-core machine
});

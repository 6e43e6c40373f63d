import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../db/client';

const run = promisify(execFile);

/** What a backup holds, written beside it as manifest.json. */
export interface BackupManifest {
  kind: 'pglite' | 'postgres';
  created_at: string;
  files: boolean;
}

export interface BackupSource {
  /** postgres://… or undefined for the embedded database under `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** The disk file store; undefined when files live in S3 (back up the bucket with its own tools). */
  filesDir?: string;
}

/**
 * A consistent copy of the database and the file store into `target`:
 * PostgreSQL with pg_dump's custom format (restorable with pg_restore, also into a newer server);
 * PGlite by its own data-directory dump, which needs the server stopped (one process owns the
 * directory). Files are content-addressed and never change, so a plain copy is consistent as long
 * as the database is dumped first: every file a dumped row names is already on disk.
 */
export async function backup(source: BackupSource, target: string, now = new Date()): Promise<BackupManifest> {
  mkdirSync(target, { recursive: true });
  let kind: BackupManifest['kind'];
  if (source.databaseUrl) {
    kind = 'postgres';
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(target, 'postgres.dump')}`, source.databaseUrl]);
  } else {
    if (!source.pgliteDir || !existsSync(source.pgliteDir)) throw new Error(`no embedded database at ${source.pgliteDir}`);
    kind = 'pglite';
    const database = await openDatabase({ dataDir: source.pgliteDir });
    try {
      const dump = await database.pglite!.dumpDataDir('gzip');
      writeFileSync(join(target, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const files = Boolean(source.filesDir && existsSync(source.filesDir));
  if (files) cpSync(source.filesDir!, join(target, 'files'), { recursive: true, filter: (path) => !path.endsWith('/tmp') });
  const manifest: BackupManifest = { kind, created_at: now.toISOString(), files };
  writeFileSync(join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Brings a backup back: into the (empty or existing) PostgreSQL database named by the URL, replacing
 * what is there, or into a new PGlite data directory (which must not exist yet); files copied back.
 */
export async function restore(source: string, target: BackupSource): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.kind === 'postgres') {
    if (!target.databaseUrl) throw new Error('a PostgreSQL backup is restored into DATABASE_URL');
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${target.databaseUrl}`, join(source, 'postgres.dump')]);
  } else {
    if (!target.pgliteDir) throw new Error('a PGlite backup is restored into a data directory');
    if (existsSync(target.pgliteDir)) throw new Error(`${target.pgliteDir} exists: restore into a new directory`);
    const dump = new Blob([readFileSync(join(source, 'pglite.tar.gz'))]);
    const database = await openDatabase({ dataDir: target.pgliteDir, loadDataDir: dump });
    await database.close();
  }
  if (manifest.files && target.filesDir) cpSync(join(source, 'files'), target.filesDir, { recursive: true });
  return manifest;
}

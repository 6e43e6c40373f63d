import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import { freePort, spawnServer, type SpawnedServer } from './spawned-server';

/**
 * R6: SIGKILL during 100 concurrent writes. Every write the server answered 2xx must be there after
 * a restart on the same data — on the backend of this run (PGlite, or PostgreSQL with DATABASE_URL).
 */
const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'apron-crash-'));
let dbName: string | undefined;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!dbName) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

/** A migrated, lightly seeded database the spawned servers share. */
async function prepare(): Promise<NodeJS.ProcessEnv> {
  let url: string | undefined;
  if (serverUrl) {
    dbName = `apron_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pg') });
  await database.migrate();
  await seedDemo(database.db, 5);
  await database.close();
  return { DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS: 'off', ...(url ? { DATABASE_URL: url } : {}) };
}

async function signIn(server: SpawnedServer): Promise<string> {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe(`crash during writes (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged write after SIGKILL and restart', async () => {
    const env = await prepare();
    const port = freePort();
    const first = await spawnServer(env, port);
    const token = await signIn(first);

    const acknowledged: number[] = [];
    let answered = 0;
    const writes = Array.from({ length: 100 }, (_, i) => {
      const code = `CR${String(i).padStart(3, '0')}`;
      return fetch(`${first.url}/api/security/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Kaza testi ${i}`, short_code: code, type: 'ggh', enable: true, sgk_workplace_no: String(i) }),
      }).then(async (res) => {
        answered++;
        if (res.ok) acknowledged.push(((await res.json()) as { data: { id: number } }).data.id);
      }).catch(() => undefined);
    });
    // Kill once some writes were answered and others are still under way.
    const deadline = Date.now() + 20_000;
    while (answered < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    first.process.kill('SIGKILL');
    await Promise.all(writes);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await spawnServer(env, port);
    try {
      const again = await signIn(second);
      const exists = async (id: number) =>
        (await fetch(`${second.url}/api/security/projects/${id}/edit`, { headers: { authorization: `Bearer ${again}` } })).status === 200;
      expect(await exists(1)).toBe(true);
      expect(await exists(999_999)).toBe(false);
      const missing: number[] = [];
      for (const id of acknowledged) if (!(await exists(id))) missing.push(id);
      expect({ acknowledged: acknowledged.length, missing }).toEqual({ acknowledged: acknowledged.length, missing: [] });
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});

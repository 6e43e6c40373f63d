/**
 * Issue 17 §1: a server killed between claiming an Idempotency-Key and storing its answer must not
 * leave a claim that blocks the retry. A real process is killed with SIGKILL while the handler
 * reads a multipart upload (the key is claimed before the body is read), restarted on the same
 * data, and the retry under the same key must create the record — never answer 409.
 * Runs on PGlite (a data directory) and, with DATABASE_URL, on PostgreSQL (a database of its own).
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG } from '../features/files/upload-fixtures';
import { startServer, type ServerProcess } from './server-process';

const PORT = Number(process.env.CRASH_TEST_PORT ?? 8231);
const KEY = '0193a0f0-0000-7000-8000-00000000c0de';
let dir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apron-crash-'));
  env = { DATA_DIR: dir, FILES_DIR: join(dir, 'files') };
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `apron_crash_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    env.DATABASE_URL = own.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
}, 30_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'personel', password: 'Apron.2026' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a server killed between claim and answer', () => {
  it('lets the retry after the restart create the record (no 409 wait)', async () => {
    server = await startServer(PORT, env);
    const token = await login(server.url);
    const types = (await (await fetch(`${server.url}/api/demand/type?per_page=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number }[] };
    const typeId = types.data[0]!.id;
    const form = multipart([
      { name: 'demand_type_id', content: String(typeId) },
      { name: 'title', content: 'Çökme sonrası talep' },
      { name: 'files[0]', filename: 'foto.png', type: 'image/png', content: PNG },
    ]);
    const headers = { ...form.headers, authorization: `Bearer ${token}`, 'idempotency-key': KEY, 'content-length': String(form.payload.length) };

    // Half the body: the key is claimed, the handler waits for the rest; then the process dies.
    const half = httpRequest(`${server.url}/api/demand/request`, { method: 'POST', headers });
    half.on('error', () => undefined);
    half.write(form.payload.subarray(0, 40));
    await sleep(1500);
    await server.kill();

    server = await startServer(PORT, env);
    const retry = await fetch(`${server.url}/api/demand/request`, { method: 'POST', headers, body: form.payload });
    const body = await retry.text();
    expect(retry.status, body).toBe(201);

    // The stored answer from now on, and one record.
    const again = await fetch(`${server.url}/api/demand/request`, { method: 'POST', headers, body: form.payload });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const own = (await (await fetch(`${server.url}/api/demand/request?per_page=100`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { title: string }[] };
    expect(own.data.filter((r) => r.title === 'Çökme sonrası talep')).toHaveLength(1);
  }, 240_000);
});

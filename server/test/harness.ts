import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { build } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { createSeededDatabase, pgliteSnapshot } from './seed-cache';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs in a demo user and answers its access token. */
  login(username: string, password?: string): Promise<string>;
  /** app.inject with a bearer token. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  now: { value: Date };
  close(): Promise<void>;
}

/** Where the PostgreSQL copy lives: its name's prefix (a shared server: each user their own), and whether close keeps it (to EXPLAIN it afterwards). */
export interface DatabaseOptions {
  prefix?: string;
  keep?: boolean;
}

/**
 * A migrated, demo-seeded app for one test file: in-memory PGlite, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on close). Both start from a copy
 * of the run's seeded state (seed-cache.ts). TEST_LOG=<pino level> (e.g. error) turns the app's
 * log on, so an unexpected 500 shows its cause (.ci/run sets it for the PostgreSQL suite).
 */
export async function createTestApp(overrides: Partial<Config> = {}, employees = 20, options: DatabaseOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const prefix = options.prefix ?? 'apron_test';
    if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`);
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await createSeededDatabase(serverUrl, name, employees);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = options.keep ? undefined : async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = url ? await openDatabase({ url }) : await openDatabase({ loadDataDir: await pgliteSnapshot(employees) });
  const now = { value: new Date() };
  const app = await build({ database, config: testConfig(overrides), clock: () => now.value, ...(process.env.TEST_LOG ? { logger: { level: process.env.TEST_LOG } } : {}) });
  await app.ready();

  const call: TestApp['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    database,
    now,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Issue 16, "several processes": two API processes (the real server, server/serve.ts, in two child
 * processes) on one PostgreSQL database and one S3-compatible bucket, behind a round-robin proxy on
 * loopback, as docs/deploy.md lays production out. They must
 * (a) replay one outbox of 200 items with photos, every blob and every item delivered twice at the
 *     same moment, once to each process: exactly one record each, the loser answered with the
 *     idempotency semantics (409 while the winner is in flight, the stored answer after);
 * (b) count sign-in failures together: the limit trips across both;
 * (c) run each job once: a scheduled job once per minute in the whole cluster, a sent job once;
 * (d) agree on the permission signature, before and after a permission changes.
 * PostgreSQL only (pg-boss and the locks are shared through the server): skipped without DATABASE_URL.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_HEADERS, SYNC_MESSAGES } from '../../src/contracts/sync';
import { openDatabase, type Database } from '../db/client';
import { uuidv7 } from '../db/numbering';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import { multipart, PNG } from '../features/files/upload-fixtures';
import { startRoundRobinProxy, SERVED_BY, type RoundRobinProxy } from './round-robin-proxy';
import { startS3Server } from './s3-server';
import { startServer, type ServerProcess } from './server-process';

const serverUrl = process.env.DATABASE_URL;
/** The proxy listens here, the two processes on the next two ports. */
const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 8260);
const ITEMS = Number(process.env.CLUSTER_ITEMS ?? 200);
const TICK = 'test.cluster-tick';
const ONCE = 'test.cluster-once';

let database: Database;
let ownUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
let nodes: ServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let dir: string;
let startedAt: number;

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  body: string;
  servedBy: string | null;
  replayed: boolean;
}

async function send(path: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(`${proxy!.url}${path}`, init);
  return { status: res.status, body: await res.text(), servedBy: res.headers.get(SERVED_BY), replayed: res.headers.get(SYNC_HEADERS.replayed) === 'true' };
}

/** The same request twice at the same moment: the proxy sends one to each process. */
const twice = (path: string, init: () => RequestInit) => Promise.all([send(path, init()), send(path, init())]);

async function login(username: string, password = DEMO_PASSWORD, address?: string): Promise<Answer> {
  return send('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
}

async function tokenOf(username: string): Promise<string> {
  const answer = await login(username);
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL behind a round-robin proxy', () => {
  beforeAll(async () => {
    const name = `apron_cluster_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const own = new URL(serverUrl!);
    own.pathname = `/${name}`;
    ownUrl = own.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    // Migrated and seeded once here, so the two processes start on a ready database together.
    database = await openDatabase({ url: ownUrl });
    await database.migrate();
    await seedDemo(database.db, 20);
    await database.db.execute(sql`create table cluster_job_runs (id serial primary key, job text not null, job_id uuid, node text not null, ran_at timestamptz not null default now())`);

    s3 = await startS3Server();
    dir = mkdtempSync(join(tmpdir(), 'apron-cluster-'));
    const env: Record<string, string> = {
      DATABASE_URL: ownUrl, SEED_DEMO: 'false', JOBS: 'on', TRUST_PROXY: 'true', STATIC_DIR: 'none', DATA_DIR: dir,
      FILES_S3_ENDPOINT: s3.config.endpoint!, FILES_S3_REGION: s3.config.region, FILES_S3_BUCKET: s3.config.bucket,
      FILES_S3_PREFIX: s3.config.prefix, FILES_S3_ACCESS_KEY_ID: s3.config.accessKeyId!, FILES_S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    };
    startedAt = Date.now();
    const started = await Promise.allSettled([0, 1].map((i) => startServer(BASE_PORT + 1 + i, { ...env, CLUSTER_NODE: String(i) }, 'server/test/cluster-node.ts')));
    nodes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason; // afterAll stops the one that did start
    proxy = await startRoundRobinProxy(nodes.map((n) => n.url), BASE_PORT);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await database?.close();
    await s3?.close();
    await dropDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it(`(a) replays an outbox of ${ITEMS} items with photos, each delivered twice at once: one record each`, async () => {
    const token = await tokenOf('personel');
    const auth = { authorization: `Bearer ${token}` };
    const types = JSON.parse((await send('/api/demand/type?per_page=1', { headers: auth })).body) as { data: { id: number }[] };
    const typeId = types.data[0]!.id;
    const device = randomUUID();
    const ids: string[] = [];
    const keys: string[] = [];
    const tally = { inFlight: 0, replayedAtOnce: 0 };

    for (let i = 0; i < ITEMS; i++) {
      // The photo first (PUT /blobs/{sha256} is idempotent by its hash), then the record naming it.
      const photo = Buffer.concat([PNG, Buffer.from(`${device}:${i}`)]);
      const sha256 = createHash('sha256').update(photo).digest('hex');
      const blobAnswers = await twice(`/api/blobs/${sha256}`, () => ({ method: 'PUT', headers: { ...auth, 'content-type': 'image/png' }, body: photo }));
      for (const a of blobAnswers) expect([200, 201], a.body).toContain(a.status);
      expect(new Set(blobAnswers.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));

      const id = uuidv7(Date.now());
      const key = uuidv7(Date.now());
      ids.push(id);
      keys.push(key);
      const body = JSON.stringify({ id, demand_type_id: typeId, title: `Çevrimdışı talep ${i + 1}`, file_hashes: [sha256], file_names: [`foto-${i + 1}.png`] });
      const headers = { ...auth, 'content-type': 'application/json', [SYNC_HEADERS.idempotencyKey]: key, 'x-device-id': device, 'x-device-seq': String(i + 1) };
      const answers = await twice('/api/demand/request', () => ({ method: 'POST', headers, body }));
      expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));

      // Exactly one process ran the handler; the other answered 409 (still in flight) or the stored answer.
      const winners = answers.filter((a) => a.status === 201 && !a.replayed);
      expect(winners, JSON.stringify(answers)).toHaveLength(1);
      const winner = winners[0]!;
      const loser = answers.find((a) => a !== winner)!;
      if (loser.status === 409) {
        tally.inFlight++;
        expect(JSON.parse(loser.body)).toMatchObject({ message: SYNC_MESSAGES.inProgress });
        // The outbox retries later: now the stored answer, whichever process takes it.
        const retry = await send('/api/demand/request', { method: 'POST', headers, body });
        expect(retry.status).toBe(201);
        expect(retry.replayed).toBe(true);
        expect(retry.body).toBe(winner.body);
      } else {
        tally.replayedAtOnce++;
        expect(loser.status, loser.body).toBe(201);
        expect(loser.replayed).toBe(true);
        expect(loser.body).toBe(winner.body);
      }
    }
    console.log(`two-process replay of ${ITEMS} items: the loser answered 409 (in flight) ${tally.inFlight} times, the stored answer ${tally.replayedAtOnce} times; requests per process ${proxy!.counts.join(' / ')}`);

    // On the database: one record per item, each with its one photo; one key and one sequence each.
    const records = await rowsOf<{ uuid: string; files: number }>(sql`
      select r.uuid, count(f.file_id)::int as files from demand_requests r left join demand_request_files f on f.demand_request_id = r.id
      where r.uuid in ${ids} group by r.uuid`);
    expect(records).toHaveLength(ITEMS);
    expect(records.every((r) => r.files === 1)).toBe(true);
    const [{ n: titled }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from demand_requests where title like 'Çevrimdışı talep %'`) as [{ n: number }];
    expect(titled).toBe(ITEMS);
    const [{ n: done }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from idempotency_keys where key in ${keys} and state = 'done'`) as [{ n: number }];
    expect(done).toBe(ITEMS);
    const [{ n: seqs }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from device_sequences where device_id = ${device}`) as [{ n: number }];
    expect(seqs).toBe(ITEMS);
  }, 150_000);

  it('(a) answers 409 on one process while the other still runs the same key, then the stored answer', async () => {
    const token = await tokenOf('personel');
    const types = JSON.parse((await send('/api/demand/type?per_page=1', { headers: { authorization: `Bearer ${token}` } })).body) as { data: { id: number }[] };
    const key = uuidv7(Date.now());
    const form = multipart([
      { name: 'demand_type_id', content: String(types.data[0]!.id) },
      { name: 'title', content: 'Yarım gelen talep' },
      { name: 'files[0]', filename: 'foto.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.from(key)]) },
    ]);
    const headers = { ...form.headers, authorization: `Bearer ${token}`, [SYNC_HEADERS.idempotencyKey]: key, 'content-length': String(form.payload.length) };

    // The first delivery sends half its body: its process has claimed the key and waits for the rest.
    const slow = httpRequest(`${proxy!.url}/api/demand/request`, { method: 'POST', headers });
    const slowAnswer = new Promise<Answer>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, servedBy: String(res.headers[SERVED_BY]), replayed: res.headers[SYNC_HEADERS.replayed] === 'true' }));
      });
      slow.on('error', reject);
    });
    slow.write(form.payload.subarray(0, 40));
    await waitFor('the claim', async () => (await rowsOf(sql`select 1 from idempotency_keys where key = ${key} and state = 'in-progress'`)).length > 0 || undefined, 20_000);

    const second = await send('/api/demand/request', { method: 'POST', headers, body: form.payload });
    expect(second.status, second.body).toBe(409);
    expect(JSON.parse(second.body)).toMatchObject({ message: SYNC_MESSAGES.inProgress });

    slow.end(form.payload.subarray(40));
    const first = await slowAnswer;
    expect(first.status, first.body).toBe(201);
    expect(first.servedBy).not.toBe(second.servedBy);

    const third = await send('/api/demand/request', { method: 'POST', headers, body: form.payload });
    expect(third.status).toBe(201);
    expect(third.replayed).toBe(true);
    expect(third.body).toBe(first.body);
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from demand_requests where title = 'Yarım gelen talep'`) as [{ n: number }];
    expect(n).toBe(1);
  }, 60_000);

  it('(b) counts sign-in failures of both processes together', async () => {
    // One client address (the proxy forwards it; TRUST_PROXY), wrong passwords spread over both.
    const address = '203.0.113.16';
    const failures = Number(process.env.SIGN_IN_MAX_FAILURES ?? 5);
    const seen = new Map<string, number>();
    for (let i = 0; i < failures; i++) {
      const answer = await login('sef', 'yanlis-parola', address);
      expect(answer.status, answer.body).toBe(422);
      seen.set(answer.servedBy!, (seen.get(answer.servedBy!) ?? 0) + 1);
    }
    // Neither process saw the limit on its own...
    expect(seen.size).toBe(2);
    expect(Math.max(...seen.values())).toBeLessThan(failures);
    // ...yet both refuse now, even the right password.
    const refused = [await login('sef', DEMO_PASSWORD, address), await login('sef', DEMO_PASSWORD, address)];
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(refused.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));
    // Another address is not affected.
    expect((await login('sef', DEMO_PASSWORD, '203.0.113.17')).status).toBe(200);
  });

  it('(d) agree on the permission signature, also right after a permission changes', async () => {
    const token = await tokenOf('personel');
    const signatures = async () => {
      const answers = await Promise.all([0, 1].map(() => send('/api/demand/type?per_page=1', { headers: { authorization: `Bearer ${token}` } })));
      expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));
      return answers.map((a) => (JSON.parse(a.body) as { meta_data: { permission_signature: string } }).meta_data.permission_signature);
    };
    const before = await signatures();
    expect(before[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(before[1]).toBe(before[0]);

    // A permission given to the user's role (as the role screen would, on either process).
    const [position] = await rowsOf<{ role_id: number }>(sql`
      select p.role_id from positions p join users u on u.id = p.user_id where u.name = 'personel' order by p.id limit 1`);
    await database.db.execute(sql`insert into role_permissions (role_id, permission) values (${position!.role_id}, 'view-shift') on conflict do nothing`);
    const after = await signatures();
    expect(after[1]).toBe(after[0]);
    expect(after[0]).not.toBe(before[0]);
  });

  it('(c) runs a scheduled job once per minute in the cluster and a sent job once', async () => {
    // Both processes declare the schedule and both run pg-boss's cron monitor.
    await waitFor('a scheduled run', async () => (await rowsOf(sql`select 1 from cluster_job_runs where job = ${TICK}`)).length > 0 || undefined, 100_000);

    // Twenty jobs sent by another client: both processes' workers poll the queue.
    const boss = new PgBoss({ connectionString: ownUrl, supervise: false, schedule: false, migrate: false, max: 2 });
    await boss.start();
    const sent: string[] = [];
    for (let i = 0; i < 20; i++) sent.push((await boss.send(ONCE, { i }))!);
    await boss.stop({ graceful: false, wait: true });
    await waitFor('twenty runs', async () => {
      const [{ n }] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from cluster_job_runs where job = ${ONCE}`)) as [{ n: number }];
      return n >= 20 || undefined;
    }, 30_000);

    // Stop both (their running handlers finish), then count.
    await Promise.all(nodes.map((n) => n.stop()));
    const minutes = (Date.now() - startedAt) / 60_000;

    const once = await rowsOf<{ job_id: string; runs: number }>(sql`select job_id::text, count(*)::int as runs from cluster_job_runs where job = ${ONCE} group by job_id`);
    expect(once.map((r) => r.job_id).sort()).toEqual([...sent].sort());
    expect(once.every((r) => r.runs === 1)).toBe(true);

    const ticks = await rowsOf<{ job_id: string; runs: number }>(sql`select job_id::text, count(*)::int as runs from cluster_job_runs where job = ${TICK} group by job_id`);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((r) => r.runs === 1)).toBe(true);
    // One start per minute slot, though two processes watched the clock (pg-boss's send-it singleton).
    const slots = await rowsOf<{ slot: string; n: number }>(sql`
      select singleton_on::text as slot, count(*)::int as n from (
        select singleton_on, data from pgboss.job where name = '__pgboss__send-it'
        union all select singleton_on, data from pgboss.archive where name = '__pgboss__send-it'
      ) s where data->>'name' = ${TICK} group by singleton_on`);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.n === 1)).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(minutes) + 1);
    const byNode = await rowsOf<{ node: string; n: number }>(sql`select node, count(*)::int as n from cluster_job_runs group by node order by node`);
    console.log(`jobs over ${minutes.toFixed(1)} min: ${ticks.length} scheduled run(s) in ${slots.length} slot(s), 20 sent jobs run once; runs per process ${byNode.map((r) => `${r.node}:${r.n}`).join(' ')}`);
  }, 150_000);
});

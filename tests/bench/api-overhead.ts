/**
 * npm run bench:api-overhead — issue 16's "fixed cost" of a request: how close the API comes to its
 * own SQL. For each request below, the statements it sends to the database are recorded from the
 * driver during one request (server/test/statement-recorder.ts) and run by pgbench as one transaction, 32 clients;
 * the same request is then sent through the real HTTP API by 32 closed-loop clients (closed-loop.ts).
 * Printed: statements per request, API req/s with p50/p95, pgbench tps, and API/pgbench. pgbench runs
 * `-M prepared` (every statement parsed once per connection): a stricter baseline than the API, which
 * prepares only its authentication statement.
 *
 * The authentication's own statements are measured alone: a request the signed-in user may not make
 * (403 before any handler runs) sends exactly those. A demand write (POST /api/demand/request with an
 * Idempotency-Key and a photo) is counted in statements only: its unique keys cannot be replayed.
 *
 * PostgreSQL with DATABASE_URL: a database without users is migrated and seeded with the demo data
 * (BENCH_EMPLOYEES, default 300) and vacuumed; one that holds users is used as it is (e.g. the
 * 100,000-employee database of bench:employees). Without DATABASE_URL: PGlite in memory, seeded the
 * same way, and the API figures only (no pgbench). BENCH_SECONDS (default 5) per run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { uuidv7 } from '../../server/db/numbering';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { PNG } from '../../server/features/files/upload-fixtures';
import { SYNC_HEADERS } from '../../src/contracts/sync';
import { clients, inline, pct, pgbench } from './closed-loop';
import { statementRecorder } from '../../server/test/statement-recorder';

const URL_ = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 300);
const CLIENTS = 32;
/** A request personel may not make: answered 403 by the authorization check, after authentication only. */
const DENIED = '/api/gss/employee/search?page=1&perPage=30';
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const database = await openDatabase({ url: URL_ });
  await database.migrate();
  const db = database.db;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`)) as [{ n: number }];
  if (n === 0) {
    await seedDemo(db, EMPLOYEES);
    await db.execute(sql`vacuum analyze`);
  }
  const [{ e }] = rowsOf<{ e: number }>(await db.execute(sql`select count(*)::int as e from employees`)) as [{ e: number }];
  console.log(`database: ${database.kind}, ${n === 0 ? 'seeded' : 'reused'}, ${e} employees`);
  const recorder = statementRecorder(db);
  const app = await build({ database, config: testConfig() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIn = async (username: string) =>
    (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password: DEMO_PASSWORD } })).json().access_token as string;
  const personel = await signIn('personel');
  const denetci = await signIn('denetci');
  const projects = (await (await fetch(`${base}/api/search/ggh-audit?with_helper_data=true`, { headers: { authorization: `Bearer ${denetci}` } })).json()) as { helper_data: { security_projects: { id: number }[] } };
  const projectId = projects.helper_data.security_projects[0]?.id ?? 1;

  const dir = mkdtempSync(join(os.tmpdir(), 'bench-api-overhead-'));
  /** One request recorded: its status and statements, inlined for pgbench. */
  const record = async (token: string, path: string, init: RequestInit = {}) => {
    const { result: status, statements } = await recorder.during(async () => {
      const r = await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });
      await r.arrayBuffer();
      return r.status;
    });
    return { status, statements: statements.map((s) => inline(recorder.textOf(s), recorder.valuesOf(s) ?? [])) };
  };

  const denied = await record(personel, DENIED, { method: 'POST', body: '{"groups":[]}', headers: { 'content-type': 'application/json' } });
  if (denied.status !== 403) throw new Error(`expected 403 for personel's employee search, got ${denied.status}`);
  if (URL_) {
    const auth = pgbench(dir, 'auth', denied.statements, { clients: CLIENTS, seconds: SECONDS, url: URL_ });
    const authPrepared = pgbench(dir, 'auth', denied.statements, { clients: CLIENTS, seconds: SECONDS, url: URL_, prepared: true });
    console.log(`authentication (a 403 request): ${denied.statements.length} statement(s); pgbench ${auth.tps.toFixed(0)} tps (each parsed anew), ${authPrepared.tps.toFixed(0)} tps prepared; load ${load()}`);
  }

  const reads: { name: string; token: string; path: string }[] = [
    { name: 'initialize', token: personel, path: '/api/initialize' },
    { name: 'demand types (keyword)', token: personel, path: '/api/demand/type?keyword=i&ordering=name' },
    { name: 'demand list (filters)', token: personel, path: '/api/demand/request?status=waiting&keyword=talep&ordering=-id&perpage=30' },
    { name: 'audit search (filters)', token: denetci, path: `/api/search/ggh-audit?started_at=2020-01-01&ended_at=2030-12-31&security_project[]=${projectId}&page=1` },
  ];
  const refused = await clients({ url: `${base}${DENIED}`, token: personel, body: '{"groups":[]}', clients: CLIENTS, seconds: SECONDS, expect: 403 });
  console.log(`authentication alone (the 403): API ${(refused.latencies.length / SECONDS).toFixed(0)} req/s, p50 ${pct(refused.latencies, 0.5).toFixed(1)} ms, p95 ${pct(refused.latencies, 0.95).toFixed(1)} ms, errors ${refused.errors}; load ${load()}`);
  for (const read of reads) {
    const { status, statements } = await record(read.token, read.path);
    if (status !== 200) throw new Error(`${read.name}: ${status}`);
    const url = `${base}${read.path}`;
    await clients({ url, token: read.token, clients: CLIENTS, seconds: 1 }); // warm-up
    const run = await clients({ url, token: read.token, clients: CLIENTS, seconds: SECONDS });
    const rps = run.latencies.length / SECONDS;
    const api = `${read.name}: ${statements.length} statements; API ${rps.toFixed(0)} req/s, p50 ${pct(run.latencies, 0.5).toFixed(1)} ms, p95 ${pct(run.latencies, 0.95).toFixed(1)} ms, errors ${run.errors}${run.firstError ? ` (${run.firstError})` : ''}`;
    const bare = URL_ && pgbench(dir, read.name.replace(/\W+/g, '-'), statements, { clients: CLIENTS, seconds: SECONDS, url: URL_, prepared: true });
    console.log(`${api}${bare ? `; pgbench ${bare.tps.toFixed(0)} tps; API/pgbench ${(rps / bare.tps * 100).toFixed(0)}%` : ''}; load ${load()}`);
  }

  // A demand write as the app's outbox sends it: a photo blob first, then the record naming it.
  const types = (await (await fetch(`${base}/api/demand/type`, { headers: { authorization: `Bearer ${personel}` } })).json()) as { data: { id: number }[] };
  const photo = Buffer.concat([PNG, Buffer.from(randomUUID())]);
  const sha = createHash('sha256').update(photo).digest('hex');
  const blob = await record(personel, `/api/blobs/${sha}`, { method: 'PUT', body: photo, headers: { 'content-type': 'image/png' } });
  const body = JSON.stringify({ id: uuidv7(Date.now()), demand_type_id: types.data[0]!.id, title: 'Ölçüm talebi', file_hashes: [sha], file_names: ['foto.png'] });
  const write = await record(personel, '/api/demand/request', { method: 'POST', body, headers: { 'content-type': 'application/json', [SYNC_HEADERS.idempotencyKey]: randomUUID() } });
  if (write.status !== 201) throw new Error(`demand write: ${write.status}`);
  console.log(`demand write: photo PUT ${blob.statements.length} statements (status ${blob.status}), record POST ${write.statements.length} statements (status ${write.status})`);
  if (process.env.BENCH_PRINT_SQL) for (const s of write.statements) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 160)}`);

  rmSync(dir, { recursive: true, force: true });
  await app.close();
  await database.close();
  console.log(`load average after: ${load()}`);
}

main().catch((error) => { console.error(error); process.exit(1); });

/**
 * npm run bench:load — issue 16's R4: a mixed workload from BENCH_LOAD_CONNECTIONS (200) concurrent
 * connections for BENCH_LOAD_SECONDS (60) against two API processes (the real server/main.ts) on one
 * PostgreSQL behind the round-robin proxy of the two-process test, then the same against one process
 * behind the same proxy; prints req/s, p50/p99 (all and per kind), the errors and the scaling ratio.
 *
 * Each connection is one worker sending one request after another, in a fixed cycle:
 *   GET /api/initialize · GET /api/demand/request (status, keyword, ordering) · GET /api/demand/type
 *   (keyword) · GET /api/search/ggh-audit (date and project filters) · PUT /api/blobs/{sha256} (a fresh
 *   photo, BENCH_LOAD_PHOTO_KB) · POST /api/demand/request naming that photo, with an Idempotency-Key.
 * An error is any answer other than the 2xx expected, or a failed connection; the goal is 0.
 *
 * Needs DATABASE_URL (PostgreSQL server): a database BENCH_LOAD_DB (default apron_load_<random>) is
 * created, migrated and seeded with the demo data, and dropped at the end. The processes share one
 * files folder (as they would share a bucket). BENCH_LOAD_WARMUP_SECONDS (5) of load precede each
 * measured phase. The machine is shared: the load average is printed with the results, and on two
 * cores the load generator, the proxy, both API processes and PostgreSQL compete for the same CPUs.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { uuidv7 } from '../../server/db/numbering';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { PNG } from '../../server/features/files/upload-fixtures';
import { startRoundRobinProxy } from '../../server/test/round-robin-proxy';
import { startServer, type ServerProcess } from '../../server/test/server-process';
import { SYNC_HEADERS } from '../../src/contracts/sync';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const PHOTO_BYTES = Number(process.env.BENCH_LOAD_PHOTO_KB ?? 100) * 1024;
const EMPLOYEES = Number(process.env.BENCH_LOAD_EMPLOYEES ?? 300);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8380); // the proxy; the processes on the next two
const serverUrl = process.env.DATABASE_URL;

const load = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min, ${os.cpus().length} cores)`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** CPU seconds (user + system) a process has used, from /proc (Linux); undefined elsewhere. */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return undefined;
  }
}

interface Answer { status: number; body: string }

/** One keep-alive socket per worker: the agent never holds more than CONNECTIONS. */
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(base: string, method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Session { personel: string; denetci: string; typeId: number; projectId: number }

/** One kind of request: what it sends, and which statuses count as success. */
interface Step { kind: string; ok: number[]; run: (base: string, s: Session, state: { sha?: string }) => Promise<Answer> }

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const CYCLE: Step[] = [
  { kind: 'initialize', ok: [200], run: (b, s) => send(b, 'GET', '/api/initialize', bearer(s.personel)) },
  { kind: 'demand list (filters)', ok: [200], run: (b, s) => send(b, 'GET', '/api/demand/request?status=waiting&keyword=talep&ordering=-id&perpage=30', bearer(s.personel)) },
  { kind: 'demand types (keyword)', ok: [200], run: (b, s) => send(b, 'GET', '/api/demand/type?keyword=i&ordering=name', bearer(s.personel)) },
  {
    kind: 'audit search (filters)', ok: [200],
    run: (b, s) => send(b, 'GET', `/api/search/ggh-audit?started_at=2020-01-01&ended_at=2030-12-31&security_project[]=${s.projectId}&page=1`, bearer(s.denetci)),
  },
  {
    kind: 'photo blob PUT', ok: [200, 201],
    run: (b, s, state) => {
      const photo = Buffer.concat([PNG, randomBytes(Math.max(0, PHOTO_BYTES - PNG.length))]);
      state.sha = createHash('sha256').update(photo).digest('hex');
      return send(b, 'PUT', `/api/blobs/${state.sha}`, { ...bearer(s.personel), 'content-type': 'image/png' }, photo);
    },
  },
  {
    kind: 'demand write (Idempotency-Key)', ok: [201],
    run: (b, s, state) => {
      const id = uuidv7(Date.now());
      const body = JSON.stringify({ id, demand_type_id: s.typeId, title: 'Yük testi talebi', file_hashes: state.sha ? [state.sha] : [], file_names: ['foto.png'] });
      return send(b, 'POST', '/api/demand/request', { ...bearer(s.personel), ...json, [SYNC_HEADERS.idempotencyKey]: randomUUID() }, body);
    },
  },
];

interface Result {
  label: string; requests: number; errors: number; seconds: number; all: number[]; byKind: Map<string, number[]>; firstErrors: string[];
  /** CPU seconds used during the phase: by each API process, and by this process (the load generator and the proxy). */
  cpu: { api: (number | undefined)[]; bench: number };
}

/** CONNECTIONS workers, each cycling through CYCLE until the time is up; latencies in ms. */
async function phase(label: string, base: string, session: Session, seconds: number, pids: (number | undefined)[]): Promise<Result> {
  const until = Date.now() + seconds * 1000;
  const result: Result = { label, requests: 0, errors: 0, seconds: 0, all: [], byKind: new Map(), firstErrors: [], cpu: { api: [], bench: 0 } };
  const cpuBefore = pids.map(cpuSecondsOf);
  const benchBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const worker = async (n: number) => {
    const state: { sha?: string } = {};
    for (let i = n % CYCLE.length; Date.now() < until; i = (i + 1) % CYCLE.length) {
      const step = CYCLE[i]!;
      const t = process.hrtime.bigint();
      let problem: string | undefined;
      try {
        const answer = await step.run(base, session, state);
        if (!step.ok.includes(answer.status)) problem = `${step.kind}: ${answer.status} ${answer.body.slice(0, 200)}`;
      } catch (error) {
        problem = `${step.kind}: ${(error as Error).message}`;
      }
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      result.requests++;
      result.all.push(ms);
      let list = result.byKind.get(step.kind);
      if (!list) result.byKind.set(step.kind, (list = []));
      list.push(ms);
      if (problem) {
        result.errors++;
        if (result.firstErrors.length < 5) result.firstErrors.push(problem);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
  result.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const bench = process.cpuUsage(benchBefore);
  result.cpu = { api: pids.map((pid, i) => (cpuSecondsOf(pid) ?? NaN) - (cpuBefore[i] ?? NaN)), bench: (bench.user + bench.system) / 1e6 };
  return result;
}

function report(r: Result) {
  const sorted = [...r.all].sort((a, b) => a - b);
  console.log(`${r.label}: ${r.requests} requests in ${r.seconds.toFixed(1)} s = ${(r.requests / r.seconds).toFixed(1)} req/s; p50 ${pct(sorted, 0.5).toFixed(1)} ms, p99 ${pct(sorted, 0.99).toFixed(1)} ms; errors ${r.errors}`);
  for (const [kind, list] of r.byKind) {
    const s = [...list].sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(32)} n=${String(s.length).padStart(6)}  p50 ${pct(s, 0.5).toFixed(1).padStart(7)} ms  p99 ${pct(s, 0.99).toFixed(1).padStart(7)} ms`);
  }
  const share = (cpu: number | undefined) => `${(cpu ?? NaN).toFixed(1)} s (${(((cpu ?? NaN) / r.seconds) * 100).toFixed(0)}% of a core)`;
  const apiCpu = r.cpu.api.reduce<number>((a, b) => a + (b ?? NaN), 0);
  console.log(`  CPU in the phase: API ${r.cpu.api.map(share).join(' + ')} = ${(r.requests / apiCpu).toFixed(0)} requests per API CPU-second; load generator and proxy ${share(r.cpu.bench)}`);
  for (const e of r.firstErrors) console.log(`  error: ${e}`);
  console.log(`  ${load()}`);
}

async function signIn(base: string, username: string): Promise<string> {
  const answer = await send(base, 'POST', '/oauth/token', json, JSON.stringify({ grant_type: 'password', username, password: DEMO_PASSWORD }));
  if (answer.status !== 200) throw new Error(`sign-in ${username}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

async function sessionOf(base: string): Promise<Session> {
  const personel = await signIn(base, 'personel');
  const denetci = await signIn(base, 'denetci');
  const types = JSON.parse((await send(base, 'GET', '/api/demand/type?perpage=30', bearer(personel))).body) as { data: { id: number }[] };
  const search = JSON.parse((await send(base, 'GET', '/api/search/ggh-audit?with_helper_data=true', bearer(denetci))).body) as {
    helper_data: { security_projects: { id: number }[] };
  };
  return { personel, denetci, typeId: types.data[0]!.id, projectId: search.helper_data.security_projects[0]?.id ?? 1 };
}

async function main() {
  if (!serverUrl) throw new Error('bench:load needs DATABASE_URL (a PostgreSQL server; the processes share it)');
  console.log(`R4 load: ${CONNECTIONS} connections, ${SECONDS} s per phase (+${WARMUP} s warm-up), photo ${PHOTO_BYTES / 1024} KB, ${EMPLOYEES} employees; start: ${load()}`);
  const name = process.env.BENCH_LOAD_DB ?? `apron_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  const dir = mkdtempSync(join(os.tmpdir(), 'apron-load-'));
  let nodes: ServerProcess[] = [];
  try {
    const database = await openDatabase({ url: own.toString() });
    await database.migrate();
    await seedDemo(database.db, EMPLOYEES);
    await database.close();

    const env = { DATABASE_URL: own.toString(), SEED_DEMO: 'false', JOBS: 'on', TRUST_PROXY: 'true', STATIC_DIR: 'none', DATA_DIR: dir };
    nodes = await Promise.all([1, 2].map((i) => startServer(PORT + i, env)));
    const results: Result[] = [];
    for (const count of [2, 1]) {
      if (count === 1) await nodes.pop()!.stop(); // one process only: the other is shut down, not idle beside it
      const proxy = await startRoundRobinProxy(nodes.map((n) => n.url), PORT);
      try {
        const session = await sessionOf(proxy.url);
        const pids = nodes.map((n) => n.child.pid);
        if (WARMUP > 0) await phase('warm-up', proxy.url, session, WARMUP, pids);
        const result = await phase(`${count} API process${count > 1 ? 'es' : ''}`, proxy.url, session, SECONDS, pids);
        report(result);
        results.push(result);
      } finally {
        await proxy.close();
      }
    }
    const rate = (r: Result) => r.requests / r.seconds;
    const [two, one] = results as [Result, Result];
    console.log(`scaling: 2 processes / 1 process = ${(rate(two) / rate(one)).toFixed(2)}× req/s; errors ${two.errors + one.errors} (goal 0)`);
    if (two.errors + one.errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    agent.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

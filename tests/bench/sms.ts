/**
 * npx tsx tests/bench/sms.ts — the issue 12 SMS numbers, beside baselines of the same run:
 *  1. POST /short-message to every department (resolve receivers + one log row per person, one
 *     INSERT … SELECT) vs. a bare count of the people it reaches;
 *  2. p50/p95/p99 of GET /api/short-message: 300 calls while idle, then calls for the whole send (each
 *     call followed by 100 ms), while the send job hands the queue to the development gateway in batches; on
 *     PGlite also each statement's time holding its one connection (the longest five are printed)
 *     and the longest event-loop block (perf_hooks), to see what a list call waits behind.
 * BENCH_EMPLOYEES (default 100000); DATABASE_URL for PostgreSQL, else PGlite in memory.
 * PostgreSQL: a database that already holds employees is used as it is (seeding 100,000 takes
 * minutes): seed one with BENCH_SEED_ONLY=1, then bench on copies (createdb -T seeded run).
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { smsService } from '../../server/features/sms/sms.service';
import { seededDatabase } from './bench-db';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
// Idle calls: about as many seconds of sampling as a send on a quiet machine, so both p99s see the
// machine's own hiccups (GC, other processes) about as often.
const IDLE_CALLS = 300;
const LIST_GAP_MS = 100;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const p99 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.99))]!;

async function main() {
  let start = process.hrtime.bigint();
  // The test harness's seeded snapshots belong to a vitest run; the bench seeds its own database (bench-db.ts).
  const { database, seeded } = await seededDatabase(EMPLOYEES);
  const cached = seeded === 'before';
  if (process.env.BENCH_SEED_ONLY) {
    console.log(`${cached ? 'already seeded' : 'seeded'}: ${EMPLOYEES} employees on ${database.kind} in ${(ms(start) / 1000).toFixed(1)} s`);
    await database.close();
    return;
  }
  const app = await build({ database, config: testConfig() });
  await app.ready();
  const t = {
    app, database,
    call: (token: string, options: InjectOptions) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } }),
    close: async () => { await app.close(); await database.close(); },
  };
  console.log(`${cached ? 'loaded' : 'seeded'} ${EMPLOYEES} employees on ${t.database.kind} in ${(ms(start) / 1000).toFixed(1)} s; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  await t.database.db.execute(sql`analyze`);
  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
  const admin = login.json().access_token as string;
  const departments = ((await t.database.db.execute(sql`select id from departments`)) as unknown as { rows: { id: number }[] }).rows.map((r) => ({ type: 'department', id: Number(r.id) }));

  start = process.hrtime.bigint();
  await t.database.db.execute(sql`select count(distinct p.user_id) from positions p join users u on u.id = p.user_id where p.deleted_at is null and u.mobile_number is not null`);
  const floor = ms(start);
  start = process.hrtime.bigint();
  const posting = t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Bench mesajı: yarın 08:00 brifing.', receivers: departments } });
  // A list call sent just after the POST: what the API answers while the receivers are queued.
  const listStart = process.hrtime.bigint();
  const listWhileQueueing = t.call(admin, { method: 'GET', url: '/api/short-message' }).then(() => ms(listStart));
  const res = await posting;
  const queued = ms(start);
  const { id, receiver_count } = res.json().data;
  console.log(`queued ${receiver_count} receivers in ${(queued / 1000).toFixed(2)} s (count of the people alone ${(floor / 1000).toFixed(2)} s, ratio ${(queued / floor).toFixed(1)}); a list call sent with it answered in ${(await listWhileQueueing).toFixed(0)} ms`);

  // Each statement's time holding PGlite's one connection (the exclusive section every query and
  // exec runs in), to find what a list call waits behind during the send.
  const statements: { ms: number; sql: string }[] = [];
  const pglite = t.database.pglite as unknown as { _runExclusiveQuery?: (fn: () => Promise<unknown>) => Promise<unknown> } | undefined;
  if (pglite?._runExclusiveQuery) {
    const exclusive = pglite._runExclusiveQuery.bind(pglite);
    const query = t.database.pglite!.query.bind(t.database.pglite);
    let current = '';
    t.database.pglite!.query = ((text: string, ...rest: unknown[]) => { current = text; return (query as (...a: unknown[]) => unknown)(text, ...rest); }) as typeof query;
    pglite._runExclusiveQuery = (fn) => exclusive(async () => {
      const s = process.hrtime.bigint();
      const label = current;
      try { return await fn(); } finally { statements.push({ ms: ms(s), sql: label.replace(/\s+/g, ' ').slice(0, 70) }); }
    });
  }
  const pct = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))]!;
  const listCall = async () => {
    const s = process.hrtime.bigint();
    await t.call(admin, { method: 'GET', url: '/api/short-message' });
    return ms(s);
  };
  // A person paging the list: a call, then a short gap (calls back to back would take half of the
  // one thread from the send themselves).
  const gap = () => new Promise((resolve) => setTimeout(resolve, LIST_GAP_MS));
  const idle: number[] = [];
  for (let i = 0; i < IDLE_CALLS; i++) {
    idle.push(await listCall());
    await gap();
  }
  statements.length = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const sendStart = process.hrtime.bigint();
  let done = false;
  let shown = Date.now();
  const sending = (async () => {
    let sent = 0;
    for (;;) {
      // As the job runs: one sendQueued per job run, the next run queued while numbers remain.
      const r = await smsService(t.app).sendQueued(id);
      if (!r.sent && !r.failed) break;
      sent += r.sent;
      if (Date.now() - shown > 10_000) {
        shown = Date.now();
        console.log(`  … ${sent} sent after ${(ms(sendStart) / 1000).toFixed(0)} s`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    done = true;
    return sent;
  })();
  // List calls for the whole send (not only its first seconds).
  const busy: number[] = [];
  while (!done) {
    busy.push(await listCall());
    await gap();
  }
  const sent = await sending;
  const sendMs = ms(sendStart);
  // The send's window only (not the count of gateway calls below).
  const during = statements.splice(0);
  loop.disable();
  const [calls] = ((await t.database.db.execute(sql`select count(distinct gateway_job_id)::int as n from sms_transaction_logs where short_message_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows;
  const f = (v: number) => v.toFixed(1);
  const spread = (list: number[]) => `p50 ${f(pct(list, 0.5))} p95 ${f(pct(list, 0.95))} p99 ${f(p99(list))} ms`;
  console.log(`list idle (${idle.length} calls) ${spread(idle)}; during the send (${busy.length} calls) ${spread(busy)}; p99 ratio ${(p99(busy) / p99(idle)).toFixed(2)}`);
  console.log(`${sent} sent in ${calls?.n} gateway calls in ${(sendMs / 1000).toFixed(1)} s; longest event-loop block ${f(loop.max / 1e6)} ms; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (during.length) {
    const longest = [...during].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const total = during.reduce((sum, x) => sum + x.ms, 0);
    console.log(`statements during the send: ${during.length}, ${(total / 1000).toFixed(1)} s in all (${((100 * total) / sendMs).toFixed(0)} % of the send), p99 ${f(pct(during.map((x) => x.ms), 0.99))} ms; longest:`);
    for (const x of longest) console.log(`  ${f(x.ms)} ms  ${x.sql}`);
  }
  await t.close();
}

void main();

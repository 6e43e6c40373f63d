/**
 * npm run bench:performance — issue 14's numbers, each beside a baseline of the same run:
 *  1. card calculation: the batched, resumable job (calculationService.runAll) over every card of a
 *     period vs. only reading the same cards and their records (the floor), in cards/s
 *     (goal: 100,000 cards in ≤ 5 minutes);
 *  2. the API while the calculation runs: the HR card list's p99 during the job vs. the same call
 *     idle, measured in this run (goal: ≤ 2× idle);
 *  3. the HR card list (GET /performance-period/{id}/performance-card with the screen's filters),
 *     p50/p95 over 200 requests vs. the tiny period list on the same app (goal: p95 ≤ 50 ms).
 * BENCH_CARDS employees (default 100000; use e.g. 2000 for a quick check). PGlite, or PostgreSQL with
 * DATABASE_URL. BENCH_PGLITE_DIR keeps the seeded PGlite database in a folder and reuses it (development);
 * on PostgreSQL, BENCH_REUSE=1 uses a database already seeded with cards (e.g. by bench:organisation).
 * BENCH_BATCH sets the job's batch size (default calculationPace.batch, 250), for a comparison.
 * BENCH_VACUUM_EVERY sets how many cards the job rewrites between two vacuums (default
 * calculationPace.vacuumEvery; `Infinity` never vacuums during the run), for a comparison.
 * BENCH_WORKER=1 (PostgreSQL): the production layout of docs/deploy.md — this process is the API with
 * JOBS=send, the job is sent to pg-boss and a worker process (the real server/worker.ts) runs it.
 * os.loadavg() is printed with the results: the machine is shared.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { CALCULATION_JOB, calculationPace, calculationService } from '../../server/features/performance/calculation.service';
import { startServer } from '../../server/test/server-process';

const N = Number(process.env.BENCH_CARDS ?? 100_000);
const DIR = process.env.BENCH_PGLITE_DIR;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!;
const load = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min, ${os.cpus().length} cores)`;
type Rows<T> = { rows: T[] };

async function main() {
  console.log(`start: ${load()}`);
  const dirSeeded = !process.env.DATABASE_URL && DIR && existsSync(DIR);
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: DIR });
  await database.migrate();
  const seeded = async () => Number(((await database.db.execute(sql`select count(*)::int as n from performance_cards`)) as unknown as Rows<{ n: number }>).rows[0]!.n) > 0;
  const reuse = process.env.DATABASE_URL ? process.env.BENCH_REUSE === '1' && (await seeded()) : dirSeeded;
  let start = process.hrtime.bigint();
  if (!reuse) {
    await seedDemo(database.db, N);
    console.log(`seed: ${N} employees with their cards in ${(ms(start) / 1000).toFixed(1)} s (${database.kind})`);
  } else console.log(`seed: reusing ${DIR ?? 'the seeded database'}`);
  // The seed wrote every card twice (insert, then its calculation); PostgreSQL's autovacuum would analyze
  // the table before anyone lists it, PGlite has no autovacuum: do it once, as the job does after a run.
  await database.db.execute(sql`vacuum (analyze) performance_cards`);
  console.log('vacuum (analyze) performance_cards: statistics and the visibility map, as autovacuum leaves them (the totals are counted index-only)');
  const inWorker = process.env.BENCH_WORKER === '1';
  if (inWorker && !process.env.DATABASE_URL) throw new Error('BENCH_WORKER=1 needs PostgreSQL (DATABASE_URL)');
  const app = await build({ database, config: testConfig(inWorker ? { jobs: true, jobWorkers: false } : {}) });
  await app.ready();
  const worker = inWorker ? await startServer(8290, { DATABASE_URL: process.env.DATABASE_URL!, JOBS: 'on', SEED_DEMO: 'false' }, 'server/worker.ts', 'Apron worker is running') : undefined;
  if (worker) console.log('layout: this process is the API with JOBS=send; the calculation runs in a worker process (server/worker.ts)');
  const db = database.db;
  const [{ id: periodId }] = ((await db.execute(sql`select id from performance_periods order by id limit 1`)) as unknown as Rows<{ id: number }>).rows as [{ id: number }];
  const [{ n: cards }] = ((await db.execute(sql`select count(*)::int as n from performance_cards where performance_period_id = ${periodId}`)) as unknown as Rows<{ n: number }>).rows as [{ n: number }];

  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'ik.uzmani', password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${login.json().access_token as string}` };
  const time = async (url: string) => {
    const s = process.hrtime.bigint();
    const r = await app.inject({ method: 'GET', url, headers: auth });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
    return ms(s);
  };
  const listUrl = `/api/performance-period/${periodId}/performance-card`;
  for (let i = 0; i < 10; i++) await time(listUrl);

  // 2a. the list call idle (before the job)
  const idle: number[] = [];
  for (let i = 0; i < 200; i++) idle.push(await time(listUrl));

  // 1. calculation vs. reading what it reads
  start = process.hrtime.bigint();
  await db.execute(sql`select c.id, c.employee_id, c.base_score, c.extra_point_ids, r.type_id, r.event_at from performance_cards c
    left join employee_reward_penalties r on r.employee_id = c.employee_id and r.deleted_at is null where c.performance_period_id = ${periodId}`);
  const floor = ms(start);
  const [{ id: runId }] = ((await db.execute(sql`insert into performance_calculation_runs (performance_period_id, status, total) values (${periodId}, 'queued', ${cards}) returning id`)) as unknown as Rows<{ id: number }>).rows as [{ id: number }];
  start = process.hrtime.bigint();
  let done = false;
  const job = worker ? runInWorker(app, runId) : calculationService(app).runAll(runId, {
    pause: process.env.BENCH_PAUSE !== '0',
    batch: process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined,
    vacuumEvery: process.env.BENCH_VACUUM_EVERY ? Number(process.env.BENCH_VACUUM_EVERY) : undefined,
  });
  void job.finally(() => { done = true; });
  // 2b. the same list call, one after another, while the job runs
  const during: number[] = [];
  while (!done) during.push(await time(listUrl));
  const result = await job;
  await worker?.stop();
  const calc = ms(start);
  console.log(`calculation: ${cards} cards in ${(calc / 1000).toFixed(2)} s (${Math.round(cards / (calc / 1000))} cards/s, ${result.batches} batches); read-only floor ${(floor / 1000).toFixed(2)} s; ratio ${(calc / floor).toFixed(1)}×; goal ≤ 300 s: ${calc <= 300_000 ? 'met' : 'NOT met'}`);
  console.log(`  ${load()}`);
  console.log(`API during the calculation: HR card list p99 ${pct(during, 0.99).toFixed(1)} ms (p50 ${pct(during, 0.5).toFixed(1)}, n=${during.length}) vs idle p99 ${pct(idle, 0.99).toFixed(1)} ms (p50 ${pct(idle, 0.5).toFixed(1)}, n=${idle.length}); ratio ${(pct(during, 0.99) / pct(idle, 0.99)).toFixed(2)}×; goal ≤ 2×: ${pct(during, 0.99) <= 2 * pct(idle, 0.99) ? 'met' : 'NOT met'}`);

  // 3. HR list p95 vs. the period list
  const filters = ['', 'full_name=ay', 'performance_rating=standard', 'security_project_id=1', 'assessor_full_name=g%C3%BCne', 'national_id_number=1', 'ordering=-score', 'page=3'];
  for (let i = 0; i < 10; i++) await time(listUrl);
  const list: number[] = [];
  const base: number[] = [];
  const perFilter = new Map<string, number[]>();
  for (let i = 0; i < 200; i++) {
    const f = filters[i % filters.length]!;
    const t = await time(`${listUrl}?${f}`);
    list.push(t);
    perFilter.set(f, [...(perFilter.get(f) ?? []), t]);
    base.push(await time('/api/performance-period'));
  }
  console.log(`HR card list over ${cards} cards: p50 ${pct(list, 0.5).toFixed(1)} ms, p95 ${pct(list, 0.95).toFixed(1)} ms; period list p95 ${pct(base, 0.95).toFixed(1)} ms; ratio ${(pct(list, 0.95) / pct(base, 0.95)).toFixed(1)}×; goal p95 ≤ 50 ms: ${pct(list, 0.95) <= 50 ? 'met' : 'NOT met'}`);
  console.log(`  per filter p50: ${[...perFilter].map(([f, l]) => `${f || '(none)'} ${pct(l, 0.5).toFixed(1)}`).join(', ')}`);
  console.log(`end: ${load()}`);
  await app.close();
  await database.close();
}

/** Sends the run to the worker process through pg-boss and waits for it to finish (checked every 500 ms). */
async function runInWorker(app: Awaited<ReturnType<typeof build>>, runId: number) {
  await app.jobs.send(CALCULATION_JOB, { run_id: runId });
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const [run] = ((await app.deps.database.db.execute(sql`select status, processed, total from performance_calculation_runs where id = ${runId}`)) as unknown as Rows<{ status: string; processed: number; total: number }>).rows;
    if (run?.status === 'done' || run?.status === 'failed') return { ...run, batches: Math.ceil((run?.processed ?? 0) / calculationPace.batch) };
  }
}

main().catch((error) => { console.error(error); process.exit(1); });

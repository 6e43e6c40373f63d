/**
 * npm run bench:export-jobs — issue 16: while a large Excel export runs as a job (the employee list's
 * BENCH_ROWS employees, default 20000, above EXPORT_JOB_ROWS 5000), how long do other requests of the
 * same API process take? Through the real HTTP API, signed in as `admin`: the employee list's first
 * page (GET /api/gss/employee, 50 rows with its total) called one after another, idle and while the
 * job writes, in alternating windows of the same run; p50/p99 of each and the ratio. For comparison
 * the same export streamed on the request (the threshold raised for those windows). The queue is
 * pg-boss on the same database (PGlite, or PostgreSQL with DATABASE_URL: give it a database of its
 * own, the bench seeds it). BENCH_RUNS windows of each kind (default 3).
 */
import os from 'node:os';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import type { ExportJob } from '../../src/contracts/exports/export-jobs';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The default threshold; a smaller BENCH_ROWS (a quick check) halves it so the export still becomes a job. */
const THRESHOLD = Math.min(5000, Math.floor(ROWS / 2));
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))]!;
const stats = (list: number[]) => `n=${list.length} p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${quantile(list, 0.99).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`;

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  const db = database.db;
  const count = async () => Number(((await db.execute(sql`select count(*)::int as n from employees`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  if ((await count()) < ROWS) {
    const s = performance.now();
    await seedDemo(db, ROWS);
    console.log(`seed: ${ROWS} employees in ${((performance.now() - s) / 1000).toFixed(1)} s (${database.kind})`);
  }
  if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  const app = await build({ database, config: testConfig({ jobs: true, exportJobRows: THRESHOLD }) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().access_token as string}`, 'content-type': 'application/json' };
  const exportBody = JSON.stringify({ groups: [], employee_ids: [], report_type: 'default' });
  const exportCall = () => fetch(`${base}/api/report/gss-employee/download`, { method: 'POST', headers, body: exportBody });

  /** List calls one after another until `until` settles (or for `forMs`); each call's time. */
  const calls: { at: number; ms: number }[] = [];
  async function listCalls(until: Promise<unknown> | null, forMs = 0): Promise<number[]> {
    const times: number[] = [];
    let done = false;
    void until?.finally(() => { done = true; });
    const end = performance.now() + forMs;
    let page = 1;
    while (until ? !done : performance.now() < end) {
      const s = performance.now();
      const r = await fetch(`${base}/api/gss/employee?perpage=50&page=${page}`, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`list: ${r.status}`);
      times.push(performance.now() - s);
      calls.push({ at: s, ms: performance.now() - s });
      page = (page % 20) + 1;
    }
    return times;
  }

  /**
   * Starts the export (202), polls it (every 250 ms here, to see when it runs: the client polls every
   * 1.5 s), downloads the file; answers its rows and the window in which it was seen running.
   */
  async function exportJob(): Promise<{ rows: number; seconds: number; file: Buffer; running: [number, number] }> {
    const s = performance.now();
    const start = await exportCall();
    if (start.status !== 202) throw new Error(`export: ${start.status}, expected a job`);
    let job = ((await start.json()) as { data: ExportJob }).data;
    let runningFrom = Infinity;
    while (job.status === 'queued' || job.status === 'running') {
      const polled = performance.now();
      await new Promise((r) => setTimeout(r, 250));
      job = ((await (await fetch(`${base}/api/export-jobs/${job.id}`, { headers })).json()) as { data: ExportJob }).data;
      if (job.status !== 'queued') runningFrom = Math.min(runningFrom, polled);
    }
    const runningTo = performance.now();
    if (job.status !== 'done') throw new Error(`export job ${job.id}: ${job.status} ${job.error}`);
    const file = Buffer.from(await (await fetch(`${base}/api/export-jobs/${job.id}/file`, { headers })).arrayBuffer());
    return { rows: job.rows_written, seconds: (performance.now() - s) / 1000, file, running: [runningFrom, runningTo] };
  }

  async function streamed(): Promise<{ seconds: number }> {
    const s = performance.now();
    const r = await exportCall();
    if (r.status !== 200) throw new Error(`streamed export: ${r.status}`);
    await r.arrayBuffer();
    return { seconds: (performance.now() - s) / 1000 };
  }

  await listCalls(null, 2000); // warm-up
  const idle: number[] = [];
  const duringJob: number[] = [];
  const whileRunning: number[] = [];
  const duringStream: number[] = [];
  let last: Buffer | undefined;
  for (let i = 0; i < RUNS; i++) {
    const job = exportJob();
    const during = await listCalls(job);
    const { rows, seconds, file, running } = await job;
    last = file;
    duringJob.push(...during);
    const runningCalls = calls.filter((c) => c.at >= running[0] && c.at + c.ms <= running[1]).map((c) => c.ms);
    whileRunning.push(...runningCalls);
    // An idle window as long as the job took, right after it.
    const quiet = await listCalls(null, seconds * 1000);
    idle.push(...quiet);
    app.deps.config.exportJobRows = ROWS * 10; // the same export, streamed on the request
    const stream = streamed();
    const duringS = await listCalls(stream);
    const { seconds: streamSeconds } = await stream;
    app.deps.config.exportJobRows = THRESHOLD;
    duringStream.push(...duringS);
    console.log(`run ${i + 1}: job ${rows} rows in ${seconds.toFixed(2)} s (202 → polls every 1.5 s → file; pg-boss polls every 2 s), `
      + `streamed in ${streamSeconds.toFixed(2)} s; list calls idle ${stats(quiet)} | from 202 to done ${stats(during)} | while the job ran (${((running[1] - running[0]) / 1000).toFixed(2)} s) ${stats(runningCalls)} | during the stream ${stats(duringS)}; load ${load()}`);
  }
  const p99 = (l: number[]) => quantile(l, 0.99);
  console.log(`\nemployee list page (50 rows + total), ${ROWS}-row export, ${database.kind}:`);
  console.log(`  idle:                 ${stats(idle)}`);
  console.log(`  from 202 to done:      ${stats(duringJob)}  → p99 ratio ${(p99(duringJob) / p99(idle)).toFixed(2)}×, p50 ratio ${(quantile(duringJob, 0.5) / quantile(idle, 0.5)).toFixed(2)}×`);
  console.log(`  while the job ran:     ${stats(whileRunning)}  → p99 ratio ${(p99(whileRunning) / p99(idle)).toFixed(2)}×, p50 ratio ${(quantile(whileRunning, 0.5) / quantile(idle, 0.5)).toFixed(2)}×`);
  console.log(`  during a streamed one: ${stats(duringStream)}  → p99 ratio ${(p99(duringStream) / p99(idle)).toFixed(2)}×`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(last! as unknown as ArrayBuffer);
  const sheetRows = book.worksheets[0]!.actualRowCount - 1;
  console.log(`read back: the job's file holds ${sheetRows} rows (${(last!.length / 1e6).toFixed(2)} MB)`);
  await app.close();
  await database.close();
  console.log(`load average after: ${load()}`);
}

main().catch((error) => { console.error(error); process.exit(1); });

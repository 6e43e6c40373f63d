/**
 * npm run bench:employees — issue 10's numbers, each beside a baseline of the same run:
 *  1. the employee list's 4-group VE/VEYA filter (name prefix with Turkish İ/ı folding, security
 *     project, term type, hire-date range), page 1 through the real HTTP API (POST
 *     /api/gss/employee/search, signed in), 32 concurrent clients: p50/p95 and requests/s; on
 *     PostgreSQL the SQL that request ran (captured from the pool, compiled by
 *     server/db/query-filter.ts) run by `pgbench -n -c 32 -j 2 -T 10`, and the ratio;
 *  2. the streamed Excel of the whole filter (rows/s, process RSS before / peak / after) vs. reading
 *     the same rows in the same keyset batches with bare SQL; 2,000 selected rows' export time;
 *  3. (tests/bench/employees-render.ts, run after this by the npm script) 300 rows in the browser.
 * BENCH_EMPLOYEES employees (default 100000; e.g. 5000 for a quick check). PGlite, or PostgreSQL
 * with DATABASE_URL (a database holding employees is used as it is; PGlite loads the day's dump of
 * the same seed: bench-db.ts). BENCH_SECONDS (default 10) for each concurrent run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { employeeWhere } from '../../server/features/employees/employee-filter';
import { employeesRepository } from '../../server/features/employees/employees.repository';
import { EMPLOYEE_SOURCE } from '../../src/contracts/employees/filter-fields';
import type { QueryFilter } from '../../src/contracts/query-filter';
import { seededDatabase } from './bench-db';
import { clients, inline, pct, pgbench as runPgbench } from './closed-loop';

const N = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 32;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const cond = (name: string, value: string, v: unknown) => ({ sourceField: { name }, comparisonOperator: { value: value as 'equals' }, value: v as string });

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const { database, seeded } = await seededDatabase(N);
  const db = database.db;
  let start = process.hrtime.bigint();
  const present = Number(((await db.execute(sql`select count(*)::int as n from employees`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  console.log(`seed: ${seeded === 'before' ? 'reusing' : 'seeded'} ${present} employees (${database.kind}; bench-db.ts)`);
  // As autovacuum leaves a database in use (the seed's updates leave dead rows and no visibility map,
  // so index-only counts would read the table): VACUUM once after seeding, ANALYZE always.
  await db.execute(seeded === 'before' ? sql`analyze` : sql`vacuum analyze`);
  const app = await build({ database, config: testConfig() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'ik.uzmani', password: DEMO_PASSWORD } });
  const token = login.json().access_token as string;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const projectRows = ((await db.execute(sql`select id from security_projects where short_code in ('IST', 'SAW') order by id`)) as unknown as { rows: { id: number }[] }).rows;
  const group = (logicalOperator: 'VE' | 'VEYA', conditions: ReturnType<typeof cond>[]) => ({ sourceType: EMPLOYEE_SOURCE, logicalOperator, conditions });
  // Groups are joined with VE; each group's conditions with its own VE/VEYA.
  const filter: QueryFilter = {
    groups: [
      group('VEYA', [cond('first_name', 'starts_with', 'İS'), cond('last_name', 'starts_with', 'ışı')]), // İsmail, İsa…; Işık
      group('VEYA', projectRows.map((p) => cond('security_project_id', 'equals', p.id))),
      group('VEYA', [cond('term_type', 'equals', 'uncertain_term'), cond('term_type', 'equals', 'certain_term')]),
      group('VE', [cond('hired_at', 'between', ['2014-01-01', '2025-12-31'])]),
    ],
  };
  // A new filter asks for the group counts; its other pages and sorts do not (the list page's way).
  const searchUrl = `${base}/api/gss/employee/search?type=default&page=1&perPage=30&with_helper_data=1`;
  const nextPageUrl = `${base}/api/gss/employee/search?type=default&page=2&perPage=30`;
  const body = JSON.stringify(filter);

  // 1. the filter, page 1
  const pool = (db as unknown as { $client?: { query: (...args: unknown[]) => unknown } }).$client;
  const captured: string[] = [];
  let capturing = false;
  if (database.kind === 'postgres' && pool) {
    const original = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      if (capturing) {
        const q = args[0] as string | { text: string; values?: unknown[] };
        const text = typeof q === 'string' ? q : q.text;
        const values = ((typeof q === 'string' ? undefined : q.values) ?? args[1]) as unknown[] | undefined;
        captured.push(inline(text, values ?? []));
      }
      return original(...args);
    };
  }
  capturing = true;
  const first = await fetch(searchUrl, { method: 'POST', headers, body });
  capturing = false;
  const firstBody = (await first.json()) as { data: unknown[]; meta_data: { total: number }; helper_data?: { group_counts?: number[] } };
  if (first.status !== 200) throw new Error(`search: ${first.status} ${JSON.stringify(firstBody)}`);
  console.log(`filter: ${firstBody.meta_data.total} of ${N} rows match; page 1 holds ${firstBody.data.length}; per group ${JSON.stringify(firstBody.helper_data?.group_counts)}`);
  await clients({ url: searchUrl, token, body, clients: CLIENTS, seconds: 2 }); // warm-up
  const run = await clients({ url: searchUrl, token, body, clients: CLIENTS, seconds: SECONDS });
  const apiRps = run.latencies.length / SECONDS;
  console.log(`API page 1 with the group counts (${CLIENTS} clients, ${SECONDS} s): ${run.latencies.length} requests, ${apiRps.toFixed(0)} req/s, p50 ${pct(run.latencies, 0.5).toFixed(1)} ms, p95 ${pct(run.latencies, 0.95).toFixed(1)} ms, errors ${run.errors}${run.firstError ? ` (${run.firstError})` : ''}; load ${load()}`);
  const next = await clients({ url: nextPageUrl, token, body, clients: CLIENTS, seconds: SECONDS });
  console.log(`API page 2 of the same filter, no group counts (${CLIENTS} clients, ${SECONDS} s): ${(next.latencies.length / SECONDS).toFixed(0)} req/s, p50 ${pct(next.latencies, 0.5).toFixed(1)} ms, p95 ${pct(next.latencies, 0.95).toFixed(1)} ms, errors ${next.errors}; load ${load()}`);

  if (database.kind === 'postgres') {
    const employeeSql = captured.filter((q) => /from "employees"/.test(q));
    console.log(`the request ran ${captured.length} queries; ${employeeSql.length} over employees (page, total, group counts) go to pgbench; the rest are the sign-in check`);
    const dir = mkdtempSync(join(os.tmpdir(), 'bench-employees-'));
    const pgbench = (name: string, queries: string[]) => runPgbench(dir, name, queries, { clients: CLIENTS, seconds: SECONDS, url: process.env.DATABASE_URL! });
    const all = pgbench('request', employeeSql);
    console.log(`pgbench, the request's ${employeeSql.length} employee queries as one transaction: ${all.tps.toFixed(0)} tps, latency avg ${all.latency} ms; API/pgbench ${(apiRps / all.tps * 100).toFixed(0)}% (goal ≥ 50%); load ${load()}`);
    const pageOnly = pgbench('page', employeeSql.slice(0, 1));
    console.log(`pgbench, the page query alone: ${pageOnly.tps.toFixed(0)} tps, latency avg ${pageOnly.latency} ms`);
    console.log(`page query: ${employeeSql[0]?.replace(/\s+/g, ' ')}`);
    const plan = ((await db.execute(sql.raw(`explain ${employeeSql[0]!}`))) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
    console.log(`EXPLAIN page query:\n  ${plan.join('\n  ')}`);
    rmSync(dir, { recursive: true, force: true });
  }

  // 2. the Excel
  const everyone: QueryFilter = { groups: [group('VE', [cond('hired_at', 'between', ['2000-01-01', '2030-12-31'])])], with_trashed: true };
  const where = employeeWhere(everyone, 'default', new Date().toISOString().slice(0, 10));
  start = process.hrtime.bigint();
  let read = 0;
  for (let after = 0; ;) {
    const rows = await employeesRepository.batchAfter(db, where, after, 2000);
    read += rows.length;
    if (rows.length < 2000) break;
    after = rows.at(-1)!.id as number;
  }
  const readMs = ms(start);
  const sample = () => process.memoryUsage().rss;
  const exportOnce = async (payload: unknown) => {
    let peak = sample();
    const timer = setInterval(() => { peak = Math.max(peak, sample()); }, 10);
    const before = sample();
    const s = process.hrtime.bigint();
    const r = await fetch(`${base}/api/report/gss-employee/download`, { method: 'POST', headers, body: JSON.stringify(payload) });
    if (r.status !== 200) throw new Error(`download: ${r.status} ${await r.text()}`);
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) { bytes += chunk.length; if (bytes < 5e6) chunks.push(Buffer.from(chunk)); }
    const took = ms(s);
    clearInterval(timer);
    return { took, before, peak: Math.max(peak, sample()), after: sample(), bytes, file: bytes < 5e6 ? Buffer.concat(chunks) : undefined };
  };
  global.gc?.();
  const whole = await exportOnce({ ...everyone, employee_ids: [], report_type: 'default' });
  console.log(`Excel of the whole filter: ${read} rows, ${(whole.bytes / 1e6).toFixed(1)} MB in ${(whole.took / 1000).toFixed(2)} s = ${Math.round(read / (whole.took / 1000))} rows/s (goal ≥ 20000); bare SQL read of the same rows in the same batches ${(readMs / 1000).toFixed(2)} s = ${Math.round(read / (readMs / 1000))} rows/s; ratio ${(whole.took / readMs).toFixed(1)}×`);
  console.log(`  process RSS: before ${mb(whole.before)}, peak ${mb(whole.peak)}, after ${mb(whole.after)} (+${mb(whole.peak - whole.before)} at peak); load ${load()}`);
  const ids = ((await db.execute(sql`select id from employees order by id desc limit 2000`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const selected = await exportOnce({ groups: [], employee_ids: ids, report_type: 'default' });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(selected.file as unknown as ArrayBuffer);
  const sheetRows = book.worksheets[0]!.actualRowCount - 1;
  console.log(`Excel of 2,000 selected rows: ${(selected.took / 1000).toFixed(2)} s (goal ≤ 1.5 s), the file holds ${sheetRows} rows; load ${load()}`);
  if (sheetRows !== ids.length) throw new Error(`the selected export holds ${sheetRows} rows, not ${ids.length}`);

  await app.close();
  await database.close();
  console.log(`load average after: ${load()}`);
}

main().catch((error) => { console.error(error); process.exit(1); });

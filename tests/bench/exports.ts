/**
 * npm run bench:exports — issues 10 and 16 for the list exports that moved onto the streaming writer:
 * the demand responses' Excel (POST /api/demand-response-search/download, signed in as the super
 * `admin`) of BENCH_ROWS rows (default 20000; the route's 2000-row cap is lifted for the run) through
 * the real HTTP API: rows/s, process RSS before / peak / after, and the longest event-loop stall
 * while it ran (how long every other request on this process waited). Runs the same file on an older
 * checkout to compare (the route and the contract it uses are the same there). PGlite, or PostgreSQL
 * with DATABASE_URL; BENCH_RUNS downloads (default 3, the median reported, after one warm-up).
 */
import os from 'node:os';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { DEMAND_LIMITS } from '../../src/contracts/demands';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const YEAR = 1990; // the bench's requests' sequence year: apart from the demo's
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const one = async <T>(rows: Promise<unknown>) => ((await rows) as { rows: T[] }).rows[0]!;

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  const db = database.db;
  if (!(await one<{ n: number }>(db.execute(sql`select count(*)::int as n from users`))).n) await seedDemo(db, 50);
  const present = (await one<{ n: number }>(db.execute(sql`select count(*)::int as n from demand_requests where sequence_year = ${YEAR}`))).n;
  if (present !== ROWS) {
    await db.execute(sql`delete from demand_requests where sequence_year = ${YEAR}`);
    const s = process.hrtime.bigint();
    // Half answered (response, responder, date: every column filled), half waiting; newest first in the file.
    await db.execute(sql`insert into demand_requests (uuid, demand_type_id, requester_user_id, sequence_year, sequence_number, number, title, status, created_at)
      select gen_random_uuid(), (select min(id) from demand_types), (select id from users where name = 'personel'), ${YEAR}, g, 'B-' || g,
        'Toplu talep ' || g || ': reflektörlü yelek, kask ve kulaklık değişimi', case when g % 2 = 0 then 'answered' else 'waiting' end,
        timestamp '2026-01-01 08:00' + g * interval '1 minute'
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`insert into demand_responses (demand_request_id, role_ids, status, response, responder_user_id, responded_at)
      select r.id, array[(select min(id) from roles)], r.status,
        case when r.status = 'answered' then 'Depodan ayrıldı, vardiya başında teslim alabilirsiniz. Talep no ' || r.number end,
        case when r.status = 'answered' then (select id from users where name = 'admin') end,
        case when r.status = 'answered' then r.created_at + interval '3 hours' end
      from demand_requests r where r.sequence_year = ${YEAR}`);
    console.log(`seed: ${ROWS} demand requests and their steps in ${(ms(s) / 1000).toFixed(1)} s (${database.kind})`);
  }
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  (DEMAND_LIMITS as { exportMax: number }).exportMax = ROWS + 1000; // the bench measures the writer, not the cap

  const app = await build({ database, config: testConfig() });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().access_token as string}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ keyword: 'Toplu talep' });
  const rss = () => process.memoryUsage().rss;

  const exportOnce = async () => {
    global.gc?.();
    const before = rss();
    let peak = before;
    const timer = setInterval(() => { peak = Math.max(peak, rss()); }, 10);
    // The longest gap between ticks of a 5 ms timer: how long any other request waited meanwhile.
    let last = performance.now();
    let stall = 0;
    const ticker = setInterval(() => { const now = performance.now(); stall = Math.max(stall, now - last); last = now; }, 5);
    const s = process.hrtime.bigint();
    const r = await fetch(`${base}/api/demand-response-search/download`, { method: 'POST', headers, body });
    if (r.status !== 200) throw new Error(`download: ${r.status} ${await r.text()}`);
    const file = Buffer.from(await r.arrayBuffer());
    const took = ms(s);
    clearInterval(timer);
    clearInterval(ticker);
    return { took, before, peak: Math.max(peak, rss()), after: rss(), file, stallMs: Math.max(stall, performance.now() - last) };
  };

  // The first download is the one a fresh server makes: its RSS before and at peak say what the export costs.
  const first = await exportOnce();
  console.log(`first download (fresh process): ${(first.file.length / 1e6).toFixed(2)} MB in ${(first.took / 1000).toFixed(2)} s; RSS before ${mb(first.before)}, peak ${mb(first.peak)} (+${mb(first.peak - first.before)}); longest event-loop stall ${first.stallMs.toFixed(0)} ms`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await exportOnce();
    runs.push(run);
    console.log(`  run ${i + 1}: ${(run.took / 1000).toFixed(2)} s = ${Math.round(ROWS / (run.took / 1000))} rows/s; RSS peak ${mb(run.peak)}; longest event-loop stall ${run.stallMs.toFixed(0)} ms; load ${load()}`);
  }
  const took = median(runs.map((r) => r.took));
  console.log(`demand responses' Excel, ${ROWS} rows (${database.kind}): median ${(took / 1000).toFixed(2)} s = ${Math.round(ROWS / (took / 1000))} rows/s; `
    + `longest event-loop stall: median ${median(runs.map((r) => r.stallMs)).toFixed(0)} ms; highest RSS ${mb(Math.max(first.peak, ...runs.map((r) => r.peak)))}`);
  // Read back last (exceljs's reader takes its own memory): the file holds every row.
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(runs.at(-1)!.file as unknown as ArrayBuffer);
  const sheetRows = book.worksheets[0]!.actualRowCount - 1;
  if (sheetRows !== ROWS) throw new Error(`the export holds ${sheetRows} rows, not ${ROWS}`);
  console.log(`read back: ${sheetRows} rows`);

  await app.close();
  await database.close();
  console.log(`load average after: ${load()}`);
}

main().catch((error) => { console.error(error); process.exit(1); });

/**
 * npm run bench:correspondence — the issue 13 numbers, each beside a baseline measured in the same
 * run (never an absolute pass/fail; a shared machine makes absolute times noisy):
 *  1. fan-out: delivering one item sent to everyone (the job's one INSERT … SELECT) vs. a plain
 *     `INSERT … SELECT` of every user id into a scratch table (the floor for writing that many rows);
 *  2. inbox pages (first and last) and unread count p50/p95 (app.inject, 200 calls each, in turn)
 *     vs. GET /api/ready (the framework's floor) and GET /api/country (the signed-in floor), with
 *     BENCH_ITEMS items delivered to everyone;
 *  3. the read-receipt report of one item (summary + first page, 20 calls) vs. a bare count of its rows;
 *  4. fan-out onto the full table: one more item to everyone once the ITEMS × receivers rows and their
 *     indexes exist (what a real send meets), with inbox page 1 called one after another during it
 *     (p95 during vs. the same call's p95 in 2.) — the API must not wait for the job.
 * Sizes: BENCH_EMPLOYEES (default 100000), BENCH_ITEMS (default 1000). BENCH_REAL_ITEMS (default
 * all) of them go through the API and the fan-out; the rest are created through the API and their
 * recipients filled in bulk (correspondence-fill.ts; BENCH_FILL_UNTIL, an ISO time, stops the fill
 * early). Use DATABASE_URL for PostgreSQL (a throwaway database named BENCH_DB_PREFIX_…, default
 * apron_test, made and dropped; BENCH_KEEP=1 keeps it to EXPLAIN); without it PGlite in memory.
 */
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../server/test/harness';
import { deliveryService } from '../../server/features/correspondence/delivery.service';
import { bulkFill } from './correspondence-fill';
import { fanOutWhileReading } from './correspondence-fanout';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const REAL = Math.min(ITEMS, Math.max(1, Number(process.env.BENCH_REAL_ITEMS ?? ITEMS)));
const UNTIL = process.env.BENCH_FILL_UNTIL ? new Date(process.env.BENCH_FILL_UNTIL) : undefined;
const CALLS = 200;
const PERPAGE = 30;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)]!;
const fmt = (list: number[]) => `p50 ${pct(list, 0.5).toFixed(1)} / p95 ${pct(list, 0.95).toFixed(1)} ms`;

async function main() {
  let start = process.hrtime.bigint();
  const t = await createTestApp({}, EMPLOYEES, { prefix: process.env.BENCH_DB_PREFIX, keep: process.env.BENCH_KEEP === '1' });
  const db = t.database.db;
  const dbName = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
  console.log(`seeded ${EMPLOYEES} employees on ${t.database.kind} (${dbName}) in ${(ms(start) / 1000).toFixed(1)} s`);
  // Fresh statistics, as autovacuum keeps them on a live database: right after a bulk seed the
  // planner would still think the tables are empty (measured: 90 s instead of < 1 s for the fan-out).
  await db.execute(sql`analyze`);
  const admin = await t.login('admin');
  const member = await t.login('personel');
  const typeId = Number(((await db.execute(sql`select id from correspondence_types order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const deliver = deliveryService(t.app);

  async function sendToEveryone(subject: string): Promise<number> {
    const res = await t.call(admin, { method: 'POST', url: '/api/correspondence', payload: { subject, body: '<p>Bench</p>', correspondence_type_id: typeId, send_to_everyone: true, is_mandatory: true } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.id as number;
  }

  // 1. Fan-out of one item to everyone.
  start = process.hrtime.bigint();
  await db.execute(sql`create table bench_floor as select id as user_id, now() as at from users where deleted_at is null`);
  const floor = ms(start);
  const first = await sendToEveryone('Fan-out');
  start = process.hrtime.bigint();
  const people = await deliver.deliverOne(first, t.now.value);
  const fanOut = ms(start);
  console.log(`fan-out to ${people} people: ${fanOut.toFixed(0)} ms; floor (plain insert-select of ${EMPLOYEES}+ ids) ${floor.toFixed(0)} ms; ratio ${(fanOut / floor).toFixed(1)}x`);

  // 2. Inbox with ITEMS items delivered to everyone: REAL of them through the fan-out, the rest filled in bulk.
  start = process.hrtime.bigint();
  for (let i = 1; i < REAL; i++) {
    const id = await sendToEveryone(`Duyuru ${i}`);
    await deliver.deliverOne(id, t.now.value);
  }
  console.log(`${REAL} items delivered to everyone through the fan-out in ${(ms(start) / 1000).toFixed(1)} s`);
  let items = REAL;
  if (REAL < ITEMS) {
    start = process.hrtime.bigint();
    let n = REAL;
    const create = async (count: number) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await sendToEveryone(`Duyuru ${n++}`));
      return ids;
    };
    items += await bulkFill(db, { create, source: first, at: t.now.value, items: ITEMS - REAL, chunk: 25, until: UNTIL });
    console.log(`${items} items × ${people} receivers seeded in ${(ms(start) / 1000).toFixed(1)} s (items through the API, rows in bulk)`);
  } else {
    await db.execute(sql`analyze`);
  }
  const timed = async (token: string | null, url: string, calls = CALLS) => {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const s = process.hrtime.bigint();
      const res = await t.call(token, { method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      times.push(ms(s));
    }
    return times;
  };
  // Round robin, one call of each in turn: load on a shared machine changes by the minute, and
  // every figure should meet the same load. /api/country is the signed-in floor (the token and
  // permission look-ups every signed-in call pays, one small query); /api/ready the framework's.
  const last = Math.max(1, Math.ceil(items / PERPAGE));
  const urls: [string, string | null, string][] = [
    ['/api/ready', null, '/api/ready'], ['signed-in floor /api/country', member, '/api/country'],
    ['inbox page 1', member, `/api/correspondence-inbox?page=1&perpage=${PERPAGE}`],
    [`inbox page ${last}`, member, `/api/correspondence-inbox?page=${last}&perpage=${PERPAGE}`],
    ['unread count', member, '/api/label-count'],
  ];
  const lists = urls.map(() => [] as number[]);
  for (let i = 0; i < CALLS; i++) {
    for (const [k, [, token, url]] of urls.entries()) lists[k]!.push(...(await timed(token, url, 1)));
  }
  const p95 = (l: number[]) => pct(l, 0.95);
  console.log(`${items} items in the inbox, ${CALLS} calls each, taken in turn:`);
  for (const [k, [name]] of urls.entries()) {
    console.log(`  ${name}: ${fmt(lists[k]!)}${k > 1 ? `; p95 ${(p95(lists[k]!) / p95(lists[1]!)).toFixed(1)}x the signed-in floor` : ''}`);
  }

  // 3. Receipt report of one item.
  start = process.hrtime.bigint();
  await db.execute(sql`select count(*) from correspondence_recipients where correspondence_id = ${first}`);
  const bare = ms(start);
  const report = await t.call(admin, { method: 'GET', url: `/api/correspondence/${first}/receipts?perpage=100` });
  if (report.statusCode !== 200) throw new Error(report.body);
  const receipts = await timed(admin, `/api/correspondence/${first}/receipts?perpage=100`, 20);
  console.log(`receipt report of ${report.json().data.summary.total} people (20 calls): ${fmt(receipts)}; bare count ${bare.toFixed(0)} ms; p50 ratio ${(pct(receipts, 0.5) / bare).toFixed(1)}x`);

  // 4. Fan-out onto the full table, the inbox called meanwhile (on other pooled connections).
  const full = await fanOutWhileReading({
    send: () => sendToEveryone('Fan-out onto the full table'),
    deliver: (id) => deliver.deliverOne(id, t.now.value),
    read: async () => (await timed(member, urls[2]![2], 1))[0]!,
  });
  console.log(`fan-out onto ${items} × ${people} rows: ${full.people} people in ${full.ms.toFixed(0)} ms (goal ≤ 10 s); ratio ${(full.ms / fanOut).toFixed(1)}x the fan-out onto the empty table`);
  console.log(`  inbox page 1 during it (${full.during.length} calls): ${fmt(full.during)}; p95 ${(p95(full.during) / p95(lists[2]!)).toFixed(1)}x the same call's p95 above`);
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${dbName} (drop it when done)`);
  await t.close();
}

await main();

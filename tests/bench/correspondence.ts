/**
 * npm run bench:correspondence — the issue 13 numbers, each beside a baseline measured in the same
 * run (never an absolute pass/fail; a shared machine makes absolute times noisy):
 *  1. fan-out: delivering one item sent to everyone (the job's one INSERT … SELECT) vs. a plain
 *     `INSERT … SELECT` of every user id into a scratch table (the floor for writing that many rows);
 *  2. inbox page and unread count p95 (app.inject, 200 calls each) vs. GET /api/ready (the
 *     framework's own floor), with BENCH_ITEMS items already delivered to everyone;
 *  3. the read-receipt report of one item (summary + first page) vs. a bare count of its rows.
 * Sizes: BENCH_EMPLOYEES (default 100000), BENCH_ITEMS (default 1000). Use DATABASE_URL for
 * PostgreSQL (a throwaway database is made and dropped); without it PGlite in memory.
 */
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../server/test/harness';
import { deliveryService } from '../../server/features/correspondence/delivery.service';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const CALLS = 200;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const p95 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)]!;

async function main() {
  let start = process.hrtime.bigint();
  const t = await createTestApp({}, EMPLOYEES);
  console.log(`seeded ${EMPLOYEES} employees on ${t.database.kind} in ${(ms(start) / 1000).toFixed(1)} s`);
  const db = t.database.db;
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

  // 2. Inbox p95 with ITEMS items delivered to everyone.
  start = process.hrtime.bigint();
  for (let i = 1; i < ITEMS; i++) {
    const id = await sendToEveryone(`Duyuru ${i}`);
    await deliver.deliverOne(id, t.now.value);
  }
  console.log(`${ITEMS} items delivered to everyone in ${(ms(start) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze`);
  const timed = async (token: string | null, url: string) => {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const s = process.hrtime.bigint();
      const res = await t.call(token, { method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      times.push(ms(s));
    }
    return p95(times);
  };
  const ready = await timed(null, '/api/ready');
  const inbox = await timed(member, '/api/correspondence-inbox?page=3');
  const count = await timed(member, '/api/label-count');
  console.log(`p95: inbox page ${inbox.toFixed(1)} ms, unread count ${count.toFixed(1)} ms; /api/ready ${ready.toFixed(1)} ms; ratios ${(inbox / ready).toFixed(1)}x, ${(count / ready).toFixed(1)}x`);

  // 3. Receipt report of one item.
  start = process.hrtime.bigint();
  await db.execute(sql`select count(*) from correspondence_recipients where correspondence_id = ${first}`);
  const bare = ms(start);
  start = process.hrtime.bigint();
  const report = await t.call(admin, { method: 'GET', url: `/api/correspondence/${first}/receipts?perpage=100` });
  const receipts = ms(start);
  if (report.statusCode !== 200) throw new Error(report.body);
  console.log(`receipt report of ${report.json().data.summary.total} people: ${receipts.toFixed(0)} ms; bare count ${bare.toFixed(0)} ms; ratio ${(receipts / bare).toFixed(1)}x`);
  await t.close();
}

await main();

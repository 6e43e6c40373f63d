/**
 * npx tsx tests/bench/sms.ts — the issue 12 SMS numbers, beside baselines of the same run:
 *  1. POST /short-message to every department (resolve receivers + one log row per person, one
 *     INSERT … SELECT) vs. a bare count of the people it reaches;
 *  2. p99 of GET /api/short-message (20 calls) while idle and while the send job hands the queue to
 *     the development gateway in batches of SMS_BATCH (pausing after each as long as it took).
 * BENCH_EMPLOYEES (default 100000); DATABASE_URL for PostgreSQL, else PGlite in memory.
 * PostgreSQL: a database that already holds employees is used as it is (seeding 100,000 takes
 * minutes): seed one with BENCH_SEED_ONLY=1, then bench on copies (createdb -T seeded run).
 */
import { closeSync, existsSync, openAsBlob, openSync, renameSync, writeSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { SMS_BATCH, smsService } from '../../server/features/sms/sms.service';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const p99 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.99))]!;

async function main() {
  let start = process.hrtime.bigint();
  // The test harness's seeded snapshots belong to a vitest run; the bench seeds its own database.
  // PGlite: the seeded state is kept in the temp folder for the day (seeding 100,000 employees takes
  // minutes), named by the size and the date; migrations added since are applied on load.
  const url = process.env.DATABASE_URL;
  const cache = join(os.tmpdir(), `apron-bench-sms-${EMPLOYEES}-${new Date().toISOString().slice(0, 10)}.tar`);
  const database = await openDatabase({ url, loadDataDir: !url && existsSync(cache) ? await openAsBlob(cache) : undefined });
  await database.migrate();
  const [seeded] = ((await database.db.execute(sql`select exists (select 1 from employees) as seeded`)) as unknown as { rows: { seeded: boolean }[] }).rows;
  const cached = Boolean(seeded?.seeded);
  if (!cached) {
    await seedDemo(database.db, EMPLOYEES);
    // The dump of 100,000 employees passes 2 GB, more than one fs write (or read) takes: written in
    // slices of 1 GB, read back as a file-backed Blob.
    if (database.pglite) {
      const dump = new Uint8Array(await (await database.pglite.dumpDataDir('none')).arrayBuffer());
      const fd = openSync(`${cache}.part`, 'w');
      for (let at = 0; at < dump.length; at += 1 << 30) writeSync(fd, dump, at, Math.min(1 << 30, dump.length - at));
      closeSync(fd);
      renameSync(`${cache}.part`, cache);
    }
  }
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
  const res = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Bench mesajı: yarın 08:00 brifing.', receivers: departments } });
  const queued = ms(start);
  const { id, receiver_count } = res.json().data;
  console.log(`queued ${receiver_count} receivers in ${(queued / 1000).toFixed(2)} s (count of the people alone ${(floor / 1000).toFixed(2)} s, ratio ${(queued / floor).toFixed(1)})`);

  const list = async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const s = process.hrtime.bigint();
      await t.call(admin, { method: 'GET', url: '/api/short-message' });
      times.push(ms(s));
    }
    return p99(times);
  };
  const idle = await list();
  const sendStart = process.hrtime.bigint();
  const sending = (async () => {
    let sent = 0;
    for (;;) {
      // As the job runs: 20 batches per run, pausing after each as long as it took.
      const r = await smsService(t.app).sendQueued(id);
      if (!r.sent && !r.failed) break;
      sent += r.sent;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return sent;
  })();
  const busy = await list();
  const sent = await sending;
  console.log(`list p99 idle ${idle.toFixed(1)} ms, during the send ${busy.toFixed(1)} ms (ratio ${(busy / idle).toFixed(2)}); ${sent} sent in batches of ${SMS_BATCH} in ${(ms(sendStart) / 1000).toFixed(1)} s`);
  await t.close();
}

void main();

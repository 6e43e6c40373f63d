/**
 * npm run bench:organisation — issue 11's performance goal: every organisation list's first page and
 * every availability lookup answers in p95 ≤ 50 ms on PostgreSQL at 100,000 employees / 120,000 positions.
 *
 * Each endpoint is measured through the real API (app.inject with a signed-in admin's bearer token),
 * p50/p95 over BENCH_REQUESTS requests (default 200). Beside it, the bare SQL of the same request: the
 * statements the request sent to the database (recorded from the driver during one request: the
 * token and permission look-ups of the auth plugin and the list's own queries) replayed on the same
 * connection, p50/p95 over the same number of runs; the ratio is API p95 / SQL p95. The slowest
 * statement of each request is printed too (EXPLAIN it when a list is slow).
 *
 * BENCH_EMPLOYEES (default 100000; e.g. 2000 for a quick check), BENCH_REQUESTS, BENCH_FILTERS=0 (only the
 * goal's endpoints, without the filtered variants), BENCH_ONLY (comma-separated endpoint names, e.g.
 * 'departments,roles': only those, for a before/after of one list), BENCH_POSITIONS (default 120000:
 * the seed gives one position per employee, the rest are added as second positions with one
 * INSERT … SELECT generate_series). PGlite, or PostgreSQL with DATABASE_URL  (use your own database);
 * BENCH_SQL_CHARS (default 160) how much of the slowest statement to print.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { statementRecorder } from '../../server/test/statement-recorder';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? Math.round(EMPLOYEES * 1.2));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const GOAL_MS = 50;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;


async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  const db = database.db;
  const [{ n: existing }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`)) as [{ n: number }];
  const start = process.hrtime.bigint();
  if (existing === 0) {
    await seedDemo(db, EMPLOYEES);
    // Every user has an e-mail address in a real company (the seed gives them only to the demo users).
    await db.execute(sql`update users set email = name || '@apron.example' where email is null`);
    const [{ n: have, lo, hi }] = rowsOf<{ n: number; lo: number; hi: number }>(await db.execute(sql`select count(*)::int as n, min(id) as lo, max(id) as hi from positions`)) as [{ n: number; lo: number; hi: number }];
    const missing = POSITIONS - have;
    if (missing > 0) {
      // Second (non-primary) positions of existing users, spread over the table, starting on a date.
      const span = hi - lo + 1;
      const step = Math.max(1, Math.floor(span / missing));
      await db.execute(sql`insert into positions (user_id, company_id, department_id, role_id, is_primary, starts_at)
        select p.user_id, p.company_id, p.department_id, p.role_id, false, date '2025-01-01' + (g % 365)
        from generate_series(0, ${missing - 1}) g join positions p on p.id = ${lo} + ((g * ${step}) % ${span})`);
    }
    // A database in use is vacuumed by autovacuum; after a bulk load the visibility map is still empty.
    await db.execute(sql`vacuum analyze`);
    console.log(`seed: ${EMPLOYEES} employees in ${(ms(start) / 1000).toFixed(1)} s (${database.kind}), then VACUUM ANALYZE (as autovacuum leaves a database in use: counts read index-only)`);
  } else {
    console.log(`database already seeded (${existing} users): reusing it (${database.kind})`);
  }
  const counts = rowsOf<Record<string, number>>(await db.execute(sql`select (select count(*)::int from users) as users, (select count(*)::int from employees) as employees,
    (select count(*)::int from positions) as positions, (select count(*)::int from departments) as departments, (select count(*)::int from roles) as roles`))[0]!;
  console.log(`data: ${JSON.stringify(counts)}`);

  const app = await build({ database, config: testConfig() });
  await app.ready();

  const login = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
  const auth = { authorization: `Bearer ${login.json().access_token as string}` };
  const one = async (q: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(q))[0]!.id;
  const adminId = await one(sql`select id from users where name = 'admin'`);
  const someUser = await one(sql`select id from users where name like 'p1%' order by id desc limit 1`);
  const groupId = await one(sql`select id from position_groups order by id limit 1`);
  const mailId = await one(sql`select id from position_group_mails where group_id = ${groupId} order by id limit 1`);
  const deptId = await one(sql`select department_id as id from positions group by department_id order by count(*) desc limit 1`);
  const roleId = await one(sql`select role_id as id from positions group by role_id order by count(*) desc limit 1`);
  const takenMobile = rowsOf<{ m: string }>(await db.execute(sql`select mobile_number as m from users where mobile_number is not null order by id desc limit 1`))[0]!.m;
  const takenName = rowsOf<{ m: string }>(await db.execute(sql`select name as m from users order by id desc limit 1`))[0]!.m;

  // Every GET list row of "1 Organisation administration" and "1 Position groups", then the lookups.
  const endpoints: [string, string][] = [
    ['departments', '/api/company/self/department'],
    ['roles', '/api/role'],
    ['company roles', '/api/company/self/role'],
    ['positions', '/api/position'],
    ['company positions', '/api/company/self/position'],
    ['positions of a department (filter)', `/api/position?department_id=${deptId}`],
    ['positions of a role (filter)', `/api/position?role_id=${roleId}`],
    ['positions by name (filter)', '/api/position?full_name=y%C4%B1lmaz'],
    ['duplicate candidates', `/api/position/duplicate?department_id=${deptId}`],
    ['primary positions', '/api/primary-position'],
    ["a user's primary position", `/api/user/${someUser}/primary-position`],
    ['users', '/api/user'],
    ['users by name (filter)', '/api/user?name=y%C4%B1lmaz'],
    ['users by e-mail (filter)', '/api/user?email=p1000'],
    ["a user's change logs", `/api/user/${adminId}/logs`],
    ['admin users', '/api/admin-user'],
    ['deleted admin users (filter)', '/api/admin-user?deleted=1'],
    ['facilities', '/api/gss/facility'],
    ['regions', '/api/regions'],
    ['shuttle stops', '/api/shuttle-stops'],
    ['position groups', '/api/position-group'],
    ['position groups by keyword (filter)', '/api/search/position-group?keyword=vardiya'],
    ['group members', `/api/position-group/${groupId}/position`],
    ['group mails', `/api/position-group/${groupId}/mail`],
    ['one group mail', `/api/position-group/${groupId}/mail/${mailId}`],
    ['organisation addresses', '/api/organisation/address'],
    ['workgroups', '/api/workgroup'],
    ['offices', '/api/office'],
    ['onbase groups', '/api/onbase-group'],
    ['onbase role codes', '/api/onbase/user/role'],
    ["a user's onbase roles", `/api/onbase/user/${adminId}/role`],
    ['failed jobs', '/api/failed-job'],
    ['reports', '/api/report'],
    ['doctor appointments', '/api/gss/doctor-appointment'],
    ['lookup: username (taken)', `/api/lookup/user/name?q=${takenName}`],
    ['lookup: username (free)', '/api/lookup/user/name?q=bos.kullanici'],
    ['lookup: e-mail (taken)', `/api/lookup/user/email?q=${takenName}%40apron.example`],
    ['lookup: e-mail (free, other case)', '/api/lookup/user/email?q=Bos.Adres%40Apron.example'],
    ['lookup: mobile (taken)', `/api/lookup/user/mobile-number?q=${takenMobile}`],
    ['lookup: mobile (free)', '/api/lookup/user/mobile-number?q=5999999999'],
  ];

  // BENCH_FILTERS=0 leaves the filtered variants out (they scan every row: slow on PGlite).
  if (process.env.BENCH_FILTERS === '0') endpoints.splice(0, endpoints.length, ...endpoints.filter(([name]) => !name.endsWith('(filter)')));
  const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
  if (only) endpoints.splice(0, endpoints.length, ...endpoints.filter(([name]) => only.includes(name)));

  // Record what the driver is asked during one request (both drivers: client.query(text | config, params, …)).
  const { query, during, textOf } = statementRecorder(db);

  const request = async (url: string) => {
    const s = process.hrtime.bigint();
    const r = await app.inject({ method: 'GET', url, headers: auth });
    const t = ms(s);
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
    return t;
  };

  console.log(`os.loadavg() before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const results: { name: string; api50: number; api95: number; sql50: number; sql95: number; statements: number; slowest: string; slowestMs: number }[] = [];
  for (const [name, url] of endpoints) {
    for (let i = 0; i < 5; i++) await request(url);
    const { statements } = await during(() => request(url));
    const api: number[] = [];
    const bare: number[] = [];
    const each = statements.map(() => [] as number[]);
    for (let i = 0; i < REQUESTS; i++) {
      api.push(await request(url));
      const s = process.hrtime.bigint();
      for (const [k, args] of statements.entries()) {
        const t = process.hrtime.bigint();
        await query(...args);
        each[k]!.push(ms(t));
      }
      bare.push(ms(s));
    }
    const slowIndex = each.reduce((best, list, k) => (pct(list, 0.5) > pct(each[best]!, 0.5) ? k : best), 0);
    results.push({
      name, api50: pct(api, 0.5), api95: pct(api, 0.95), sql50: pct(bare, 0.5), sql95: pct(bare, 0.95), statements: statements.length,
      slowest: statements.length ? textOf(statements[slowIndex]!).replace(/\s+/g, ' ').slice(0, Number(process.env.BENCH_SQL_CHARS ?? 160)) : '', slowestMs: statements.length ? pct(each[slowIndex]!, 0.5) : 0,
    });
    const r = results.at(-1)!;
    console.log(`${r.api95 <= GOAL_MS ? 'ok  ' : 'SLOW'} ${name.padEnd(40)} API p50 ${r.api50.toFixed(1).padStart(6)} ms, p95 ${r.api95.toFixed(1).padStart(6)} ms | bare SQL (${r.statements} statements) p50 ${r.sql50.toFixed(1).padStart(6)} ms, p95 ${r.sql95.toFixed(1).padStart(6)} ms | ratio ${(r.api95 / Math.max(r.sql95, 0.01)).toFixed(1)}× | slowest ${r.slowestMs.toFixed(1)} ms: ${r.slowest}`);
  }
  // The goal names each list's first page and each lookup; the filtered variants are printed beside them.
  const goal = results.filter((r) => !r.name.endsWith('(filter)'));
  const slow = goal.filter((r) => r.api95 > GOAL_MS);
  console.log(`\n${goal.length} first pages and lookups (+ ${results.length - goal.length} filtered), ${REQUESTS} requests each, ${counts.employees} employees / ${counts.positions} positions on ${database.kind}: ${slow.length ? `${slow.length} over ${GOAL_MS} ms p95: ${slow.map((r) => `${r.name} ${r.api95.toFixed(0)} ms`).join(', ')}` : `every p95 ≤ ${GOAL_MS} ms`} (worst p95 ${Math.max(...goal.map((r) => r.api95)).toFixed(1)} ms; median of the p50s ${pct(goal.map((r) => r.api50), 0.5).toFixed(1)} ms)`);
  console.log(`os.loadavg() after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await app.close();
  await database.close();
}

main().catch((error) => { console.error(error); process.exit(1); });

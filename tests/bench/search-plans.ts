/**
 * npm run bench:search-plans — the "contains" searches (docs/decisions/search.md) on a seeded database:
 * each request below goes through the real API once while the driver records its SQL; every recorded
 * statement that reads the searched table is then run with EXPLAIN (ANALYZE, BUFFERS), and the report
 * names the indexes it used and its execution time. A search that reads its table sequentially says
 * so ("Seq Scan"), which is what a 1–2 character term does (no trigram to look up).
 *
 * Needs a seeded database: DATABASE_URL=postgres://… (e.g. the one bench:organisation seeded), or
 * BENCH_PGLITE_DIR (a PGlite data directory seeded before). Migrates it first (adds missing indexes).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { statementRecorder } from '../../server/test/statement-recorder';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url && !process.env.BENCH_PGLITE_DIR) throw new Error('set DATABASE_URL or BENCH_PGLITE_DIR to a seeded database');
  const database = await openDatabase(url ? { url } : { dataDir: process.env.BENCH_PGLITE_DIR });
  await database.migrate();
  const db = database.db;
  const counts = rowsOf<Record<string, number>>(await db.execute(sql`select (select count(*)::int from employees) as employees,
    (select count(*)::int from users) as users, (select count(*)::int from performance_cards) as cards`))[0]!;
  console.log(`${database.kind}: ${JSON.stringify(counts)}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
  const app = await build({ database, config: testConfig() });
  await app.ready();
  const token = async (username: string) => {
    const r = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username, password: DEMO_PASSWORD } });
    return `Bearer ${r.json().access_token as string}`;
  };
  const admin = await token('admin');
  const hr = await token('ik.uzmani');
  const period = rowsOf<{ id: number }>(await db.execute(sql`select id from performance_periods order by id limit 1`))[0]!.id;

  const requests: [string, string, string, RegExp][] = [
    ['HR card list, name 4+ letters', hr, `/api/performance-period/${period}/performance-card?full_name=y%C4%B1lmaz`, /performance_cards/],
    ['HR card list, assessor', hr, `/api/performance-period/${period}/performance-card?assessor_full_name=g%C3%BCne`, /performance_cards/],
    ['HR card list, name 2 letters', hr, `/api/performance-period/${period}/performance-card?full_name=ay`, /performance_cards/],
    ['HR card list, no filter', hr, `/api/performance-period/${period}/performance-card`, /performance_cards/],
    ['users by name', admin, '/api/user?name=y%C4%B1lmaz', /"users"/],
    ['users by e-mail', admin, '/api/user?email=p1000', /"users"/],
    ['positions by person name', admin, '/api/position?full_name=y%C4%B1lmaz', /"positions"/],
    ['employee list keyword', hr, '/api/gss/employee?keyword=y%C4%B1lmaz', /"employees"/],
    ['employee search box', hr, '/api/search/basic/employee?q=%C5%9Fahin', /"employees"/],
  ];

  const { query, during, textOf, valuesOf } = statementRecorder(db);

  for (const [name, auth, path, table] of requests) {
    const { result: r, statements } = await during(() => app.inject({ method: 'GET', url: path, headers: { authorization: auth } }));
    if (r.statusCode !== 200) {
      console.log(`${name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      continue;
    }
    console.log(`\n${name} (GET ${path}): total ${(r.json() as { meta_data?: { total?: number } }).meta_data?.total ?? '?'}`);
    for (const args of statements.filter((a) => table.test(textOf(a)) && /^\s*select/i.test(textOf(a)))) {
      const plan = rowsOf<Record<string, string>>(await query(`explain (analyze, buffers) ${textOf(args)}`, valuesOf(args))).map((p) => Object.values(p)[0]!);
      const used = [...new Set(plan.flatMap((l) => /(?:Index|Index Only|Bitmap Index) Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)|Seq Scan on (\w+)/.exec(l)?.slice(1).filter(Boolean).map((x) => (l.includes('Seq Scan') ? `Seq Scan ${x}` : x!)) ?? []))];
      const time = plan.find((l) => l.startsWith('Execution Time'));
      console.log(`  ${time}: ${used.join(', ')}\n    ${textOf(args).replace(/\s+/g, ' ').slice(0, 220)}`);
      if (process.env.BENCH_PLANS === '1') console.log(`    ${plan.join('\n    ')}`);
    }
  }
  await app.close();
  await database.close();
}

main().catch((error) => { console.error(error); process.exit(1); });

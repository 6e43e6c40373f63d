/**
 * npm run bench:cases — case lists at volume (issue 15: p95 ≤ 50 ms with 100,000 cases).
 * Seeds BENCH_CASES cases (default 100,000) with their delegations straight in SQL, then times the
 * four lists, a list filtered by a case variable and the /task counters through the HTTP API. The
 * baseline of the same run: the same variable filter read from the JSONB variables instead of the
 * typed, indexed column (what "lists depend on engine state" would cost).
 * DATABASE_URL for PostgreSQL, else PGlite in memory. Before/after figures of the list SQL:
 * docs/decisions/cases.md, Performance.
 */
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../server/test/harness';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const p95 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.95))]!;

async function main() {
  const start = process.hrtime.bigint();
  const t = await createTestApp({}, 2000);
  const db = t.database.db;
  const id = async (name: string) => ((await db.execute(sql`select id from users where name = ${name}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  const [sef, personel] = [await id('sef'), await id('personel')];
  // Cases: 70 % completed, 25 % in progress, 5 % draft. personel started one in 20 (all closed) and
  // 1,000 drafts; sef approved one in 20 (closed) and holds 1,000 open approvals (40 inbox pages);
  // one in 10 (closed) and 2,500 open approvals are self-service for sef's role.
  await db.execute(sql`
    insert into pm_cases (prj_uid, app_title, app_status, init_user_id, variables, category, amount, needed_on, created_at, updated_at)
    select case when g % 3 = 0 then 'lost-badge' else 'equipment-request' end, 'Bench #' || g,
      case when g % 20 < 14 then 'COMPLETED' when g % 20 < 19 then 'TO_DO' else 'DRAFT' end,
      case when g % 20 = 7 or g % 100 = 39 then ${personel} else (select min(id) from users) + ((g::bigint * 7919) % 2000)::int end,
      jsonb_build_object('equipment_type', (array['radio','vest','detector','laptop'])[1 + g % 4], 'quantity', g % 9 + 1),
      (array['radio','vest','detector','laptop'])[1 + g % 4], g % 9 + 1, date '2026-01-01' + (g % 365),
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${CASES}) g`);
  // Only the bench's own cases: the demo data has cases of its own, with their delegations.
  await db.execute(sql`
    insert into pm_delegations (app_uid, del_index, tas_uid, tas_title, user_id, thread_status, delegated_at, finished_at)
    select app_uid, 1, 'request', 'Ekipman Talep Formu', init_user_id, case when app_status = 'DRAFT' then 'OPEN' else 'CLOSED' end, created_at,
      case when app_status = 'DRAFT' then null else created_at end from pm_cases where app_title like 'Bench #%'`);
  await db.execute(sql`
    insert into pm_delegations (app_uid, del_index, tas_uid, tas_title, user_id, candidate_role, thread_status, delegated_at, finished_at)
    select app_uid, 2, 'approval', 'Yönetici Onayı',
      case when app_number % 10 = 3 or app_number % 40 = 16 then null when app_number % 20 = 1 or app_number % 100 = 15 then ${sef} else (select min(id) from users) + ((app_number::bigint * 104729) % 2000)::int end,
      'Vardiya Şefi', case when app_status = 'TO_DO' then 'OPEN' else 'CLOSED' end, created_at, case when app_status = 'TO_DO' then null else updated_at end
    from pm_cases where app_status <> 'DRAFT' and app_title like 'Bench #%'`);
  // VACUUM as autovacuum would after 100,000 inserts: the visibility map lets the lists read indexes alone.
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${CASES} cases on ${t.database.kind} in ${(ms(start) / 1000).toFixed(1)} s`);

  const tokens = { sef: await t.login('sef'), personel: await t.login('personel') };
  const time = async (who: keyof typeof tokens, url: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = process.hrtime.bigint();
      const res = await t.call(tokens[who], { method: 'GET', url: `/api/pm${url}` });
      times.push(ms(s));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    return p95(times);
  };
  // Floor of the same run: a signed-in call that reads two rows (auth, envelope, no case list).
  const floor = await time('sef', '/project');
  const rows: [string, number][] = [
    ['inbox (sef)', await time('sef', '/cases/paged?start=1&limit=25')],
    ['inbox page 40 (sef)', await time('sef', '/cases/paged?start=976&limit=25')],
    ['inbox, category=radio (sef)', await time('sef', '/cases/paged?category=radio')],
    ['participated (sef)', await time('sef', '/cases/participated/paged')],
    ['unassigned (sef)', await time('sef', '/cases/unassigned/paged')],
    ['draft (personel)', await time('personel', '/cases/draft/paged')],
    ['participated (personel)', await time('personel', '/cases/participated/paged')],
    ['counters (sef)', await time('sef', '/cases/counters')],
  ];
  console.log(`${'floor: GET /pm/project'.padEnd(32)} p95 ${floor.toFixed(1)} ms`);
  for (const [name, v] of rows) console.log(`${name.padEnd(32)} p95 ${v.toFixed(1)} ms  (${(v / floor).toFixed(1)}× the floor)${v <= 50 ? '' : '  over 50 ms'}`);

  const sqlP95 = async (filter: ReturnType<typeof sql>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = process.hrtime.bigint();
      await db.execute(sql`select c.app_uid from pm_cases c where ${filter} order by c.updated_at desc limit 25 offset 500`);
      times.push(ms(s));
    }
    return p95(times);
  };
  const typed = await sqlP95(sql`c.category = 'radio'`);
  const jsonb = await sqlP95(sql`c.variables->>'equipment_type' = 'radio'`);
  console.log(`variable filter, page 21: typed column p95 ${typed.toFixed(1)} ms, JSONB variables p95 ${jsonb.toFixed(1)} ms (JSONB / typed ${(jsonb / typed).toFixed(1)}×)`);
  console.log(`worst list p95 ${Math.max(...rows.map((r) => r[1])).toFixed(1)} ms against the 50 ms goal`);
  await t.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

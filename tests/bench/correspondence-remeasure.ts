/**
 * Measures again on a database kept by `npm run bench:correspondence` (BENCH_KEEP=1), without the
 * 15 minutes of seeding: after a query change, the same calls as the bench's parts 2 and 3, in turn,
 * then part 4 (one more fan-out to everyone onto the full table, the inbox read meanwhile).
 *   DATABASE_URL=postgres://…/postgres BENCH_DATABASE=<kept name> npx tsx tests/bench/correspondence-remeasure.ts
 */
import { sql } from 'drizzle-orm';
import { build } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { deliveryService } from '../../server/features/correspondence/delivery.service';
import { fanOutWhileReading } from './correspondence-fanout';

const CALLS = 200;
const pct = (l: number[], p: number) => [...l].sort((a, b) => a - b)[Math.floor(l.length * p)]!;
const fmt = (l: number[]) => `p50 ${pct(l, 0.5).toFixed(1)} / p95 ${pct(l, 0.95).toFixed(1)} ms`;

async function main() {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${process.env.BENCH_DATABASE}`;
  const database = await openDatabase({ url: u.toString() });
  const app = await build({ database, config: testConfig({}), clock: () => new Date() });
  await app.ready();
  const login = async (name: string) => (await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: name, password: DEMO_PASSWORD } })).json().access_token as string;
  const [member, admin] = [await login('personel'), await login('admin')];
  const one = async (token: string | null, url: string) => {
    const s = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return Number(process.hrtime.bigint() - s) / 1e6;
  };
  const q = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  // The bench's first item, delivered to everyone by the real fan-out.
  const first = Number((await q<{ id: number }>(sql`select min(id) as id from correspondences where subject = 'Fan-out'`))[0]!.id);
  const items = Number((await q<{ n: number }>(sql`select count(*)::int as n from correspondence_recipients
    where user_id = (select id from users where name = 'personel')`))[0]!.n);
  const last = Math.max(1, Math.ceil(items / 30));
  const urls: [string, string | null, string][] = [
    ['/api/ready', null, '/api/ready'], ['signed-in floor /api/country', member, '/api/country'],
    ['inbox page 1', member, '/api/correspondence-inbox?page=1&perpage=30'],
    [`inbox page ${last}`, member, `/api/correspondence-inbox?page=${last}&perpage=30`],
    ['unread count', member, '/api/label-count'],
  ];
  const lists = urls.map(() => [] as number[]);
  for (let i = 0; i < CALLS; i++) for (const [k, [, token, url]] of urls.entries()) lists[k]!.push(await one(token, url));
  console.log(`${process.env.BENCH_DATABASE}: ${items} items in the inbox, ${CALLS} calls each, taken in turn:`);
  for (const [k, [name]] of urls.entries()) {
    console.log(`  ${name}: ${fmt(lists[k]!)}${k > 1 ? `; p95 ${(pct(lists[k]!, 0.95) / pct(lists[1]!, 0.95)).toFixed(1)}x the signed-in floor` : ''}`);
  }
  const receipts: number[] = [];
  for (let i = 0; i < 20; i++) receipts.push(await one(admin, `/api/correspondence/${first}/receipts?perpage=100`));
  console.log(`  receipt report of item ${first} (20 calls): ${fmt(receipts)}`);
  const typeId = Number((await q<{ id: number }>(sql`select id from correspondence_types order by id limit 1`))[0]!.id);
  const full = await fanOutWhileReading({
    send: async () => {
      const res = await app.inject({ method: 'POST', url: '/api/correspondence', headers: { authorization: `Bearer ${admin}` },
        payload: { subject: 'Fan-out onto the full table', body: '<p>Bench</p>', correspondence_type_id: typeId, send_to_everyone: true, is_mandatory: true } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.id as number;
    },
    deliver: (id) => deliveryService(app).deliverOne(id, new Date()),
    read: () => one(member, urls[2]![2]),
  });
  console.log(`  fan-out onto the full table: ${full.people} people in ${full.ms.toFixed(0)} ms (goal ≤ 10 s); inbox page 1 during it (${full.during.length} calls): ${fmt(full.during)}`);
  await app.close();
  await database.close();
}

await main();

/**
 * The bulk fill of `npm run bench:correspondence` (BENCH_REAL_ITEMS < BENCH_ITEMS): 1,000 items ×
 * 100,000 receivers through the fan-out would take an hour, so the items are created through the
 * API as before, but their recipients rows are copied from an item the real fan-out delivered to
 * everyone — every item here goes to everyone, so the fan-out would write exactly those rows
 * (same people, role, department, project, delivered_at), only with the other item's id. The rows
 * are written item after item, each item's people in user order, as the fan-out writes them (the
 * heap keeps a person's rows on as many pages as there are items, the case the inbox reads).
 *
 * What differs from a live database, said in the output: foreign-key checks are skipped for the
 * copy (session_replication_role = replica; the rows are copies of checked rows); the two
 * secondary indexes are dropped for the fill and built afterwards (denser than indexes grown row
 * by row); VACUUM ANALYZE runs at the end, as autovacuum would have on a live database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;
const seconds = (start: bigint) => (Number(process.hrtime.bigint() - start) / 1e9).toFixed(1);

/** Indexes of the table besides its primary key, as their CREATE statements. */
async function secondaryIndexes(db: Db) {
  return rowsOf<{ indexname: string; indexdef: string }>(db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = 'correspondence_recipients'
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`));
}

export interface Fill {
  /** Creates `n` items through the API (send to everyone, approved) and answers their ids. */
  create(n: number): Promise<number[]>;
  /** The item the real fan-out delivered, whose rows are copied. */
  source: number;
  at: Date;
  /** How many items to fill, in chunks; stops early at `until` (then fewer items, said in the output). */
  items: number;
  chunk: number;
  until?: Date;
}

export async function bulkFill(db: Db, f: Fill): Promise<number> {
  let start = process.hrtime.bigint();
  const indexes = await secondaryIndexes(db);
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.indexname}`));
  let filled = 0;
  while (filled < f.items) {
    if (f.until && new Date() > f.until) {
      console.log(`fill stopped at ${f.until.toISOString()} (BENCH_FILL_UNTIL): ${filled} of ${f.items} items filled`);
      break;
    }
    const ids = await f.create(Math.min(f.chunk, f.items - filled));
    const lo = Math.min(...ids);
    const hi = Math.max(...ids);
    if (hi - lo + 1 !== ids.length) throw new Error(`item ids not contiguous: ${lo}..${hi} for ${ids.length}`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into correspondence_recipients (correspondence_id, user_id, role, department_id, security_project_id, delivered_at)
        select g.id, r.user_id, r.role, r.department_id, r.security_project_id, ${f.at}
        from generate_series(${lo}::int, ${hi}::int) as g(id)
        cross join lateral (select * from correspondence_recipients s where s.correspondence_id = ${f.source} order by s.user_id) r`);
      await tx.execute(sql`update correspondences set delivered_at = ${f.at} where id between ${lo} and ${hi}`);
    });
    filled += ids.length;
    console.log(`  filled ${filled} items (${seconds(start)} s)`);
  }
  const fillTime = seconds(start);
  start = process.hrtime.bigint();
  for (const i of indexes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      await tx.execute(sql.raw(i.indexdef));
    });
  }
  const indexTime = seconds(start);
  start = process.hrtime.bigint();
  // A live database is autovacuumed: hint bits set, visibility map current (index-only scans), statistics fresh.
  await db.execute(sql`vacuum analyze correspondence_recipients`);
  await db.execute(sql`vacuum analyze correspondences`);
  const sizes = (await rowsOf<{ heap: string; indexes: string }>(db.execute(sql`
    select pg_size_pretty(pg_relation_size('correspondence_recipients')) as heap,
      pg_size_pretty(pg_indexes_size('correspondence_recipients')) as indexes`)))[0]!;
  console.log(`bulk fill of ${filled} items: rows ${fillTime} s (FK checks off, ${indexes.map((i) => i.indexname).join(', ')} dropped), `
    + `indexes rebuilt ${indexTime} s, VACUUM ANALYZE ${seconds(start)} s (a live database is autovacuumed); `
    + `correspondence_recipients heap ${sizes.heap}, indexes ${sizes.indexes}`);
  return filled;
}

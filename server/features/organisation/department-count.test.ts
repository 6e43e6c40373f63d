import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * departments.positions_count is stored and kept by the statement triggers of migration 0043
 * (docs/decisions/organisation.md): after every kind of write to positions it must equal the live
 * positions counted from the table, and the department list must show that number.
 */
let t: TestApp;
let admin: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

async function expectExact(step: string) {
  const wrong = rows<{ id: number; stored: number; live: number }>(await db().execute(sql`select d.id, d.positions_count as stored,
    (select count(*)::int from positions p where p.department_id = d.id and p.deleted_at is null) as live
    from departments d where d.positions_count <> (select count(*)::int from positions p where p.department_id = d.id and p.deleted_at is null)`));
  expect(wrong, step).toEqual([]);
}

describe('the stored positions count of a department', () => {
  it('follows inserts, moves, soft deletes, restores and deletes of positions', async () => {
    await expectExact('after the seed');
    const [a, b] = rows<{ id: number }>(await db().execute(sql`select id from departments order by id limit 2`)) as [{ id: number }, { id: number }];
    const source = rows<{ user_id: number; company_id: number; role_id: number }>(await db().execute(sql`select user_id, company_id, role_id from positions order by id limit 1`))[0]!;
    const added = rows<{ id: number }>(await db().execute(sql`insert into positions (user_id, company_id, department_id, role_id, is_primary)
      select ${source.user_id}, ${source.company_id}, ${a.id}, ${source.role_id}, false from generate_series(1, 3) returning id`)).map((r) => r.id);
    await expectExact('three inserted in one statement');
    await db().execute(sql`update positions set department_id = ${b.id} where id = ${added[0]!}`);
    await expectExact('one moved to another department');
    await db().execute(sql`update positions set deleted_at = now() where id in (${added[1]!}, ${added[2]!})`);
    await expectExact('two soft-deleted');
    await db().execute(sql`update positions set department_id = ${b.id} where id = ${added[1]!}`);
    await expectExact('a deleted one moved');
    await db().execute(sql`update positions set deleted_at = null where id = ${added[1]!}`);
    await expectExact('restored');
    await db().execute(sql`update positions set is_primary = is_primary`);
    await expectExact('every position updated without a change of department or status');
    await db().execute(sql`delete from positions where id in (${added[0]!}, ${added[1]!}, ${added[2]!})`);
    await expectExact('deleted');
  });

  it('is what the department list shows', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/company/self/department?perpage=100' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as { id: number; positions_count: number }[];
    const live = new Map(rows<{ id: number; n: number }>(await db().execute(sql`select department_id as id, count(*)::int as n
      from positions where deleted_at is null group by department_id`)).map((r) => [r.id, r.n]));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((d) => d.positions_count > 0)).toBe(true);
    for (const d of listed) expect(d.positions_count, `department ${d.id}`).toBe(live.get(d.id) ?? 0);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/auth/auth.table';
import { employees } from '../features/employees/employees.table';
import { createTestApp, type TestApp } from '../test/harness';
import { containsFolded, nameContains, nameOrNationalId, personName, rows } from './sql';

/**
 * The "contains" searches and their trigram indexes (migration 0037, docs/decisions/search.md): an
 * index serves a query only when both spell the expression alike, so each hot search is planned here
 * with sequential scans priced out, and must name its index. Runs on PGlite and, with DATABASE_URL,
 * on PostgreSQL.
 */
let t: TestApp;
const db = () => t.database.db;

async function plan(query: SQL): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rows<Record<string, string>>(await tx.execute(sql`explain ${query}`)).map((r) => Object.values(r)[0]).join('\n');
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('contains searches use their trigram index', () => {
  const cases: [string, SQL, string][] = [
    ['employee name', sql`select id from ${employees} where ${containsFolded(employees.full_name, 'yılmaz')}`, 'employees_full_name_trgm_idx'],
    ['user full name', sql`select id from ${users} where ${containsFolded(personName(users), 'YILMAZ')}`, 'users_person_name_trgm_idx'],
    ['user sign-in name', sql`select id from ${users} where ${containsFolded(users.name, 'admin')}`, 'users_name_trgm_idx'],
    ['user e-mail', sql`select id from ${users} where ${containsFolded(users.email, 'apron')}`, 'users_email_trgm_idx'],
    ['user mobile digits', sql`select id from ${users} where ${users.mobile_number} like '%5551%'`, 'users_mobile_number_trgm_idx'],
    ['performance card name', sql`select id from performance_cards c where ${containsFolded(sql`c.full_name`, 'şahin')}`, 'performance_cards_full_name_trgm_idx'],
    ['performance card name, 2 letters (word prefix)', sql`select id from performance_cards c where ${nameContains(sql`c.full_name`, 'Ay')}`, 'performance_cards_full_name_trgm_idx'],
    ['performance card assessor', sql`select id from performance_cards c where ${containsFolded(sql`c.assessor_full_name`, 'güneş')}`, 'performance_cards_assessor_trgm_idx'],
  ];
  it.each(cases)('%s', async (_, query, index) => {
    expect(await plan(query)).toContain(index);
  });
});

describe('search expressions', () => {
  it('personName reads as concat_ws of first, middle and last name for every user', async () => {
    const [row] = rows<{ n: number; differ: number }>(await db().execute(sql`select count(*)::int as n,
      count(*) filter (where ${personName(users)} is distinct from concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name}))::int as differ from ${users}`));
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.differ).toBe(0);
    const [withMiddle] = rows<{ n: string }>(await db().execute(sql`select ${personName({ first_name: sql`'Ali'`, middle_name: sql`'Rıza'`, last_name: sql`'Şahin'` })} as n`));
    expect(withMiddle!.n).toBe('Ali Rıza Şahin');
  });

  it('a person-name filter matches word starts below 3 characters, anywhere from 3 on', async () => {
    const matches = async (name: string, text: string) =>
      rows<{ m: boolean }>(await db().execute(sql`select ${nameContains(sql`${name}::text`, text)} as m`))[0]!.m;
    expect(await matches('Ayşe Kaya', 'ay')).toBe(true);
    expect(await matches('Can Aydın', 'AY')).toBe(true);
    expect(await matches('Kaya Demir', 'ay')).toBe(false);
    expect(await matches('Kaya Demir', 'aya')).toBe(true);
    expect(await matches('İsmail Şahin', 'şa')).toBe(true);
    expect(await matches('Ali_Veli', '_')).toBe(false);
    expect(await matches('Kaya_Demir', 'a_')).toBe(false); // two typed characters, however LIKE escapes them
  });

  it('a name keyword without digits matches by name only, digits also by national id prefix', async () => {
    const count = async (where: SQL) => rows<{ n: number }>(await db().execute(sql`select count(*)::int as n from ${employees} where ${where}`))[0]!.n;
    const everyone = await count(sql`true`);
    const [someone] = rows<{ full_name: string; national_id_number: string }>(await db().execute(sql`select full_name, national_id_number from ${employees} order by id limit 1`));
    expect(await count(nameOrNationalId(employees.full_name, employees.national_id_number, 'zzqqxx'))).toBe(0);
    const byName = await count(nameOrNationalId(employees.full_name, employees.national_id_number, someone!.full_name.toLocaleUpperCase('tr')));
    expect(byName).toBeGreaterThan(0);
    expect(byName).toBeLessThan(everyone);
    expect(await count(nameOrNationalId(employees.full_name, employees.national_id_number, someone!.national_id_number.slice(0, 9)))).toBeGreaterThan(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../../src/contracts/text';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/auth.table';
import { DEMO_USERS } from '../../db/seed/demo';

let t: TestApp;
let hr: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({}, 20);
  [hr, staff] = await Promise.all([t.login('ik.uzmani'), t.login('personel')]);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const q = (value: string) => encodeURIComponent(value);
type Hit = { id: number; full_name: string; national_id_number?: string; name?: string };
const fullNames = (hits: Hit[]) => hits.map((h) => h.full_name);
/** Every name that starts with the typed text is listed before those that only contain it. */
const startsWith = (hits: Hit[], typed: string) => hits.map((h) => searchFold(h.full_name).startsWith(searchFold(typed)));

describe('GET /search/basic', () => {
  it('finds employees and users however the Turkish name is typed', async () => {
    const answers = [];
    for (const typed of ['İSMAİL', 'ismail', 'ISMAIL', 'İsmail gün']) {
      const res = await get(hr, `/search/basic?q=${q(typed)}`);
      expect(res.statusCode, typed).toBe(200);
      answers.push(res.json().data);
    }
    const [first] = answers;
    expect(fullNames(first.employees)).toContain('İsmail Güneş');
    expect(fullNames(first.users)).toContain('İsmail Güneş');
    for (const other of answers.slice(1, 3)) expect(other).toEqual(first);
    expect(fullNames(answers[3].users)).toEqual(['İsmail Güneş']);
    const ismail = first.employees.find((e: Hit) => e.full_name === 'İsmail Güneş');
    expect(ismail.national_id_number).toMatch(/^[1-9]\d{10}$/);
    expect(ismail.primary_position.role_display.role.name).toBe('Vardiya Şefi');
    expect(first.users.find((u: Hit) => u.name === 'sef')).toMatchObject({ email: 'sef@apron.example', photo_url: null });
  });

  it('shows users but no employees to someone without an employee permission', async () => {
    const { data } = (await get(staff, '/search/basic?q=ismail')).json();
    expect(data.employees).toEqual([]);
    expect(fullNames(data.users)).toContain('İsmail Güneş');
  });

  it('answers the top five of each section', async () => {
    const { data } = (await get(hr, '/search/basic?q=p10')).json();
    expect(data.users).toHaveLength(5);
    expect((await get(hr, '/search/basic/users?q=p10')).json().data).toHaveLength(20);
  });

  it('needs 3 characters after trimming', async () => {
    for (const typed of ['is', '  is  ', '']) {
      const res = await get(hr, `/search/basic?q=${q(typed)}`);
      expect(res.statusCode, typed).toBe(422);
      expect(res.json().errors.q).toBeDefined();
    }
    expect((await get(hr, '/search/basic?q=is')).json().errors.q).toEqual(['Arama için en az 3 karakter giriniz.']);
    expect((await get(hr, '/search/basic')).statusCode).toBe(422);
    expect((await get(hr, `/search/basic?q=${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await get(null, '/search/basic?q=ismail')).statusCode).toBe(401);
  });
});

describe('GET /search/basic/users', () => {
  it('matches full name, sign-in name and e-mail, prefix matches first', async () => {
    for (const typed of ['ŞAHİN', 'şahin', 'sahin']) {
      expect(fullNames((await get(staff, `/search/basic/users?q=${q(typed)}`)).json().data), typed).toContain('Elif Şahin');
    }
    expect(fullNames((await get(staff, '/search/basic/users?q=ik.uz')).json().data)).toEqual(['Elif Şahin']);
    expect((await get(staff, '/search/basic/users?q=apron.example')).json().data).toHaveLength(DEMO_USERS.length);
    await t.database.db.insert(users).values([
      { name: 'a.kalin', first_name: 'Ahmet', last_name: 'Kalın' },
      { name: 'a.tas', first_name: 'Alişan', last_name: 'Taş' },
      { name: 's.alkan', first_name: 'Salih', last_name: 'Alkan' },
    ]);
    // 'Alişan …' starts with 'ali'; 'Ahmet Kalın' (first in A–Z order) and 'Salih …' only contain it.
    const starts = startsWith((await get(staff, '/search/basic/users?q=ali')).json().data, 'ali');
    expect(starts).toContain(true);
    expect(starts).toContain(false);
    expect(starts.every((s, i) => i === 0 || !(s && !starts[i - 1]))).toBe(true);
  });

  it('leaves out deleted users', async () => {
    expect(fullNames((await get(staff, '/search/basic/users?q=zeynep')).json().data)).toContain('Zeynep Yıldırım');
    await t.database.db.execute(sql`update users set deleted_at = now() where name = 'gozlemci'`);
    expect(fullNames((await get(staff, '/search/basic/users?q=zeynep')).json().data)).not.toContain('Zeynep Yıldırım');
  });
});

describe('GET /search/basic/employee', () => {
  it('is for holders of an employee permission', async () => {
    expect((await get(staff, '/search/basic/employee?q=ismail')).statusCode).toBe(403);
    expect((await get(null, '/search/basic/employee?q=ismail')).statusCode).toBe(401);
  });

  it('searches national id numbers by prefix when digits are typed', async () => {
    const ismail = (await get(hr, '/search/basic/employee?q=ismail gunes')).json().data[0];
    expect(ismail.full_name).toBe('İsmail Güneş');
    const prefix = ismail.national_id_number.slice(0, 5);
    const hits = (await get(hr, `/search/basic/employee?q=${prefix}`)).json().data as Hit[];
    expect(hits.map((h) => h.id)).toContain(ismail.id);
    expect(hits.every((h) => h.national_id_number!.startsWith(prefix))).toBe(true);
    // A middle part of the number is not a prefix.
    const middle = ismail.national_id_number.slice(3, 8);
    const byMiddle = (await get(hr, `/search/basic/employee?q=${middle}`)).json().data as Hit[];
    expect(byMiddle.map((h) => h.id)).not.toContain(ismail.id);
    expect(byMiddle.every((h) => h.national_id_number!.startsWith(middle))).toBe(true);
  });

  it('leaves out removed employees', async () => {
    await t.database.db.execute(sql`update employees set deleted_at = now() where full_name = 'Ayşe Doğan'`);
    const hits = (await get(hr, `/search/basic/employee?q=${q('AYŞE DOĞAN')}`)).json().data;
    expect(fullNames(hits)).not.toContain('Ayşe Doğan');
  });
});

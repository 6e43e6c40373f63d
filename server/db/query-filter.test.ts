import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonOption, type ComparisonValue, type FilterValue } from '../../src/contracts/query-filter';
import { searchFold } from '../../src/contracts/text';
import { employees } from '../features/employees/employees.table';
import { HttpError } from '../plugins/http-errors';
import { createTestApp, type TestApp } from '../test/harness';
import { compileFilter, trashedCondition, type FilterFields } from './query-filter';

const FIELDS: FilterFields = {
  employee: {
    first_name: { column: employees.first_name, type: 'text', label: 'Adı' },
    last_name: { column: employees.last_name, type: 'text', label: 'Soyadı' },
    middle_name: { column: employees.middle_name, type: 'text', label: 'İkinci adı' },
    national_id_number: { column: employees.national_id_number, type: 'text', operators: ['equals', 'starts_with', 'in', 'between'] },
    id: { column: employees.id, type: 'number' },
    hired_at: { column: employees.hired_at, type: 'date', label: 'İşe giriş tarihi' },
    employee_type: { column: employees.employee_type, type: 'enum', values: ['normal', 'intern'] },
    is_foreign: { column: sql`(${employees.nationality} <> 'turkish')`, type: 'boolean' },
  },
};

type Row = typeof employees.$inferSelect;
type Cond = [field: string, op: ComparisonValue, value?: FilterValue];
const group = (conds: Cond[], logicalOperator: 'VE' | 'VEYA' = 'VE', sourceType = 'employee') => ({
  sourceType,
  logicalOperator,
  conditions: conds.map(([name, op, value]) => ({ sourceField: { name, label: name }, comparisonOperator: comparisonOption(op), value })),
});

let t: TestApp;
let all: Row[];
const db = () => t.database.db;
const search = async (groups: ReturnType<typeof group>[]) => {
  const rows = await db().select({ id: employees.id }).from(employees).where(compileFilter({ groups }, FIELDS)).orderBy(employees.id);
  return rows.map((r) => r.id);
};
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const refusal = (tree: unknown, options = {}): HttpError => {
  try {
    compileFilter(tree, FIELDS, options);
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('not refused');
};

beforeAll(async () => {
  t = await createTestApp();
  // Test data the seed does not vary: a middle name, a foreigner, an intern, a deleted record.
  all = await db().select().from(employees).orderBy(employees.id);
  await db().update(employees).set({ middle_name: 'Şükrü', nationality: 'foreign', employee_type: 'intern' }).where(eq(employees.id, all[1]!.id));
  await db().update(employees).set({ middle_name: '', deleted_at: new Date() }).where(eq(employees.id, all[2]!.id));
  all = await db().select().from(employees).orderBy(employees.id);
}, 120_000);
afterAll(async () => t?.close());

describe('compileFilter operators', () => {
  it('runs on the seed (at least 20 employees, İsmail among them)', () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.some((r) => r.first_name === 'İsmail')).toBe(true);
  });

  it('folds Turkish text: İSMAİL, ismail and ISMAIL find İsmail', async () => {
    const ismail = ids(all.filter((r) => r.first_name === 'İsmail'));
    for (const typed of ['İSMAİL', 'ismail', 'ISMAIL']) expect(await search([group([['first_name', 'equals', typed]])])).toEqual(ismail);
    expect(await search([group([['middle_name', 'equals', 'SUKRU']])])).toEqual([all[1]!.id]);
  });

  it('compares text: contains, not contains, starts with, ends with, not equals, in', async () => {
    const first = all[0]!.first_name;
    const fold = (v: string | null) => searchFold(v ?? '');
    const needle = fold(first).slice(1, 3);
    expect(await search([group([['first_name', 'contains', needle.toUpperCase()]])])).toEqual(ids(all.filter((r) => fold(r.first_name).includes(needle))));
    expect(await search([group([['first_name', 'not_contains', needle]])])).toEqual(ids(all.filter((r) => !fold(r.first_name).includes(needle))));
    const head = fold(first).slice(0, 2);
    expect(await search([group([['first_name', 'starts_with', head]])])).toEqual(ids(all.filter((r) => fold(r.first_name).startsWith(head))));
    const tail = fold(first).slice(-2);
    expect(await search([group([['first_name', 'ends_with', tail]])])).toEqual(ids(all.filter((r) => fold(r.first_name).endsWith(tail))));
    expect(await search([group([['first_name', 'not_equals', first]])])).toEqual(ids(all.filter((r) => fold(r.first_name) !== fold(first))));
    const two = [all[0]!.last_name, all[3]!.last_name];
    expect(await search([group([['last_name', 'in', two]])])).toEqual(ids(all.filter((r) => two.map(fold).includes(fold(r.last_name)))));
  });

  it('tells empty from filled, with blank text counted as empty', async () => {
    const empty = ids(all.filter((r) => !r.middle_name));
    expect(empty).toContain(all[2]!.id);
    expect(await search([group([['middle_name', 'is_empty']])])).toEqual(empty);
    expect(await search([group([['middle_name', 'is_not_empty']])])).toEqual([all[1]!.id]);
    // 'not equals' keeps the records without any value.
    expect(await search([group([['middle_name', 'not_equals', 'şükrü']])])).toEqual(empty);
  });

  it('compares numbers: =, >, >=, <, <=, between, in', async () => {
    const mid = all[5]!.id;
    const check = async (op: ComparisonValue, value: FilterValue, keep: (id: number) => boolean) =>
      expect(await search([group([['id', op, value]])])).toEqual(ids(all.filter((r) => keep(r.id))));
    await check('equals', mid, (id) => id === mid);
    await check('gt', mid, (id) => id > mid);
    await check('gte', String(mid), (id) => id >= mid);
    await check('lt', mid, (id) => id < mid);
    await check('lte', mid, (id) => id <= mid);
    await check('between', [mid + 2, mid], (id) => id >= mid && id <= mid + 2);
    await check('in', [mid, mid + 1], (id) => id === mid || id === mid + 1);
  });

  it('compares dates given as yyyy-mm-dd', async () => {
    const day = [...all].map((r) => r.hired_at!).sort()[Math.floor(all.length / 2)]!;
    expect(await search([group([['hired_at', 'equals', day]])])).toEqual(ids(all.filter((r) => r.hired_at === day)));
    expect(await search([group([['hired_at', 'gt', day]])])).toEqual(ids(all.filter((r) => r.hired_at! > day)));
    expect(await search([group([['hired_at', 'lte', day]])])).toEqual(ids(all.filter((r) => r.hired_at! <= day)));
    expect(await search([group([['hired_at', 'between', ['2015-01-01', '2019-12-31']]])])).toEqual(
      ids(all.filter((r) => r.hired_at! >= '2015-01-01' && r.hired_at! <= '2019-12-31')),
    );
    for (const bad of ['06/01/2020', '2020-02-30', '2020-1-6', "2020-01-06' or '1'='1"]) {
      expect(refusal({ groups: [group([['hired_at', 'equals', bad]])] }).body).toEqual({
        errors: { filter: ["'İşe giriş tarihi' alanı için geçerli bir tarih giriniz (YYYY-AA-GG)."] },
      });
    }
  });

  it('compares booleans and enums from the allow-list', async () => {
    expect(await search([group([['is_foreign', 'equals', true]])])).toEqual([all[1]!.id]);
    expect(await search([group([['is_foreign', 'equals', 'false']])])).toEqual(ids(all.filter((r) => r.id !== all[1]!.id)));
    expect(await search([group([['employee_type', 'in', ['intern']]])])).toEqual([all[1]!.id]);
    expect(await search([group([['employee_type', 'not_equals', 'normal']])])).toEqual([all[1]!.id]);
    expect(refusal({ groups: [group([['employee_type', 'equals', 'admin']])] }).status).toBe(422);
  });
});

describe('compileFilter groups', () => {
  const [a, b] = [() => all[0]!, () => all[4]!];

  it('joins conditions with VE or VEYA inside a group, and groups with VE', async () => {
    const ve = await search([group([['first_name', 'equals', a().first_name], ['last_name', 'equals', b().last_name]])]);
    expect(ve).toEqual(ids(all.filter((r) => searchFold(r.first_name) === searchFold(a().first_name) && searchFold(r.last_name) === searchFold(b().last_name))));
    const veya = await search([group([['id', 'equals', a().id], ['id', 'equals', b().id]], 'VEYA')]);
    expect(veya).toEqual([a().id, b().id].sort((x, y) => x - y));
    const twoGroups = await search([group([['id', 'equals', a().id], ['id', 'equals', b().id]], 'VEYA'), group([['id', 'gt', a().id]])]);
    expect(twoGroups).toEqual([b().id]);
  });

  it('drops empty conditions and answers no clause when nothing is left', async () => {
    const tree = { groups: [group([['first_name', 'starts_with', ''], ['last_name', 'in', []]]), group([['id', 'equals', a().id], ['first_name', 'contains', null]])] };
    expect(await search(tree.groups)).toEqual([a().id]);
    expect(compileFilter({ groups: [group([['first_name', 'starts_with', '  ']])] }, FIELDS)).toBeUndefined();
    expect(compileFilter(undefined, FIELDS)).toBeUndefined();
  });

  it('limits groups (4, or 1 for non-default reports) and conditions (4)', () => {
    const one = group([['id', 'gt', 0]]);
    expect(compileFilter({ groups: [one, one, one, one] }, FIELDS)).toBeDefined();
    expect(refusal({ groups: [one, one, one, one, one] }).body).toEqual({ errors: { filter: ['En fazla 4 filtre grubu eklenebilir.'] } });
    expect(refusal({ groups: [one, one] }, { maxGroups: 1 }).status).toBe(422);
    const five = group(Array.from({ length: 5 }, (): Cond => ['id', 'gt', 0]));
    expect(refusal({ groups: [five] }).body).toEqual({ errors: { filter: ['Bir grupta en fazla 4 koşul olabilir.'] } });
  });

  it('applies the personnel status flags', async () => {
    const run = (flags: object) => db().select({ id: employees.id }).from(employees).where(and(compileFilter({ groups: [] }, FIELDS), trashedCondition(flags, employees.deleted_at))).orderBy(employees.id);
    expect((await run({ only_trashed: true })).map((r) => r.id)).toEqual([all[2]!.id]);
    expect(await run({})).toHaveLength(all.length - 1);
    expect(await run({ with_trashed: true })).toHaveLength(all.length);
  });
});

describe('compileFilter refusals', () => {
  it('refuses unknown source types, fields and comparisons before any query runs', async () => {
    expect(refusal({ groups: [group([['first_name', 'equals', 'x']], 'VE', 'users')] }).body).toEqual({ errors: { filter: ["Bilinmeyen filtre kaynağı: 'users'."] } });
    expect(refusal({ groups: [group([['password_hash', 'equals', 'x']])] }).body).toEqual({ errors: { filter: ["'password_hash' alanına göre filtrelenemez."] } });
    for (const name of ['__proto__', 'constructor', 'toString']) expect(refusal({ groups: [group([[name, 'equals', 'x']])] }).status).toBe(422);
    expect(refusal({ groups: [group([['first_name', 'gt', 'x']])] }).body).toEqual({ errors: { filter: ["'Adı' alanı için 'büyüktür' karşılaştırması kullanılamaz."] } });
    // A field's own subset narrows the type's comparisons.
    expect(refusal({ groups: [group([['national_id_number', 'contains', '1']])] }).status).toBe(422);
    expect(refusal({ groups: [group([['id', 'equals', 'abc']])] }).status).toBe(422);
    expect(refusal({ groups: [group([['id', 'between', [1]]])] }).status).toBe(422);
    // A refused tree never reaches the database: the query is built only from a compiled clause.
    let queried = false;
    const guarded = async (tree: unknown) => {
      const where = compileFilter(tree, FIELDS);
      queried = true;
      return db().select().from(employees).where(where);
    };
    await expect(guarded({ groups: [group([['password_hash', 'equals', 'x']])] })).rejects.toBeInstanceOf(HttpError);
    expect(queried).toBe(false);
  });

  it('keeps injection attempts in values and names harmless', async () => {
    const attacks = ["x'; drop table employees; --", "' or '1'='1", '%', '_', '\\', "İsmail' --"];
    for (const value of attacks) {
      for (const op of ['equals', 'contains', 'starts_with', 'ends_with'] as const) {
        expect(await search([group([['first_name', op, value]])])).toEqual([]);
      }
      expect(await search([group([['last_name', 'in', [value, `${value})`]]])])).toEqual([]);
    }
    for (const name of ['first_name; drop table employees', 'first_name" or 1=1 --', '1=1']) {
      expect(refusal({ groups: [group([[name, 'equals', 'x']])] }).status).toBe(422);
    }
    expect(refusal({ groups: [group([['first_name', 'equals', 'x']], 'VE', "employee' or 1=1")] }).status).toBe(422);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(employees)).toEqual([{ n: all.length }]);
  });
});

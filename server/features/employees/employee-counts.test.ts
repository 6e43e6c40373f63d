import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { countParts } from './employee-filter';
import { countsSql } from './employees.repository';

/**
 * The employee search's total and per-group counts (docs/decisions/employees.md, "Counts of the
 * search"): exact whatever way each count is taken (a group alone by its index, the others in one
 * shared pass, with or without the users and roles joins), and the issue 10 filter's project, term
 * type and hire-date groups counted from the (column, deleted_at, exit_date) indexes alone.
 */
let t: TestApp;
let hr: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({}, 40);
  hr = await t.login('ik.uzmani');
  await db().execute(sql`vacuum (analyze) employees`);
});
afterAll(() => t?.close());

type Condition = { sourceField: { name: string }; comparisonOperator: { value: string }; value: unknown };
type Group = { sourceType: 'employee'; logicalOperator: 'VE' | 'VEYA'; conditions: Condition[] };
const cond = (name: string, op: string, value: unknown): Condition => ({ sourceField: { name }, comparisonOperator: { value: op }, value });
const group = (logicalOperator: 'VE' | 'VEYA', ...conditions: Condition[]): Group => ({ sourceType: 'employee', logicalOperator, conditions });

async function search(tree: { groups: Group[]; with_trashed?: boolean; only_trashed?: boolean }) {
  const res = await t.call(hr, { method: 'POST', url: '/api/gss/employee/search?type=default&page=1&perPage=300&with_helper_data=1', payload: tree });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { id: number }[]; meta_data: { total: number }; helper_data: { group_counts?: number[] } };
  return { listed: body.data.length, total: body.meta_data.total, groups: body.helper_data.group_counts };
}

/** The issue 10 filter, with values taken from the test's own employees so that each group matches some. */
async function issueFilter() {
  const [someone] = rows<{ first_name: string; last_name: string; project: number }>(await db().execute(sql`select first_name, last_name,
    security_project_id as project from employees where security_project_id is not null and deleted_at is null order by id limit 1`));
  return [
    group('VEYA', cond('first_name', 'starts_with', someone!.first_name.slice(0, 2).toLocaleUpperCase('tr')), cond('last_name', 'starts_with', someone!.last_name.slice(0, 3))),
    group('VEYA', cond('security_project_id', 'equals', someone!.project), cond('security_project_id', 'equals', someone!.project + 1)),
    group('VEYA', cond('term_type', 'equals', 'uncertain_term'), cond('term_type', 'equals', 'certain_term')),
    group('VE', cond('hired_at', 'between', ['2000-01-01', '2030-12-31'])),
  ];
}

describe('the employee search counts exactly', () => {
  it('totals equal the rows listed, and each group count equals that group searched alone', async () => {
    const issue = await issueFilter();
    const trees: { groups: Group[]; with_trashed?: boolean; only_trashed?: boolean }[] = [
      { groups: issue },
      { groups: issue, with_trashed: true },
      { groups: issue, only_trashed: true },
      // a group no index counts (shared pass) beside indexed ones
      { groups: [issue[2]!, group('VEYA', cond('employee_type', 'equals', 'normal'), cond('nickname', 'is_empty', null)), issue[3]!] },
      // only shared-pass groups; a users column (username) and a roles column (department_id)
      { groups: [group('VE', cond('username', 'contains', 'a')), group('VE', cond('employee_type', 'equals', 'normal'))] },
      { groups: [group('VE', cond('department_id', 'is_not_empty', null)), issue[1]!] },
    ];
    let matched = 0;
    for (const [i, tree] of trees.entries()) {
      const whole = await search(tree);
      expect(whole.total, `tree ${i}`).toBe(whole.listed);
      expect(whole.groups, `tree ${i}`).toHaveLength(tree.groups.length);
      for (const [g, one] of tree.groups.entries()) {
        const alone = await search({ ...tree, groups: [one] });
        expect(alone.total, `tree ${i} group ${g}`).toBe(alone.listed);
        expect(whole.groups![g], `tree ${i} group ${g}`).toBe(alone.total);
      }
      matched += whole.total;
    }
    expect(matched).toBeGreaterThan(0);
  });
});

describe('the issue 10 filter is counted from indexes', () => {
  async function plan(query: SQL): Promise<string> {
    return db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rows<Record<string, string>>(await tx.execute(sql`explain ${query}`)).map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('counts the project, term-type and hire-date groups by index-only scans, and reads no users', async () => {
    const parts = countParts({ groups: await issueFilter() } as never, 'default', '2026-01-01');
    expect(parts.groups.map((g) => g.alone)).toEqual([true, true, true, true]);
    const counted = await plan(countsSql(parts));
    for (const index of ['employees_project_status_idx', 'employees_term_type_status_idx', 'employees_hired_status_idx']) {
      expect(counted).toMatch(new RegExp(`Index Only Scan using ${index}`));
    }
    // Index conditions, not filters over the whole index: the VEYA equals become `= any(…)` and the
    // symmetric range one range (server/db/query-filter.ts).
    expect(counted).toMatch(/Index Cond: \(\(security_project_id = ANY/);
    expect(counted).toMatch(/Index Cond: \(\(\(?term_type\)?(::text)? = ANY/);
    expect(counted).toMatch(/Index Cond: \(\(hired_at >= /);
    expect(counted).not.toMatch(/users/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/contracts/organisation/reports';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { bodyRows, headers, sheetOf } from '../exports/export-test-kit';

/**
 * The organisation reports "Kullanıcılar" and "Pozisyonlar" (issue 16): written by their job page by
 * page into the file store, with the same headers, rows and order as when they were built in memory,
 * and downloaded by their requester only.
 */
let t: TestApp;
let hr: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: true }, 20, { prefix: 'apron_se' });
  [hr, admin] = await Promise.all([t.login('ik.uzmani'), t.login('admin')]);
});
afterAll(() => t.close());

/** Queues a report and polls the list as the screen does until its job has finished. */
async function finished(type: Report['type']): Promise<Report> {
  const created = await t.call(hr, { method: 'POST', url: '/api/report', payload: { type } });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  for (let i = 0; i < 300; i++) {
    const report = ((await t.call(hr, { method: 'GET', url: '/api/report?perpage=300' })).json().data as Report[]).find((r) => r.id === id)!;
    if (report.status !== 'queued' && report.status !== 'running') return report;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`report ${id} did not finish`);
}

async function file(report: Report) {
  expect((await t.call(admin, { method: 'GET', url: `/api/report/${report.id}/download` })).statusCode).toBe(404);
  const res = await t.call(hr, { method: 'GET', url: `/api/report/${report.id}/download` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${report.title}-${report.id}.xlsx`));
  return sheetOf(res.rawPayload);
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

describe('organisation reports', () => {
  it('writes every live user, by number, with the Turkish headers', async () => {
    const report = await finished('users');
    const expected = rows<Record<string, unknown>>(await t.database.db.execute(sql`select u.id, concat_ws(' ', u.first_name, u.middle_name, u.last_name) as person,
      u.name, u.email, u.mobile_number, (select count(*)::int from positions p where p.user_id = u.id and p.deleted_at is null) as positions
      from users u where u.deleted_at is null order by u.id`)).map((r) => Object.values(r).map(text));
    expect(report).toMatchObject({ status: 'done', progress: 100, rows: expected.length, error: null });
    const sheet = await file(report);
    expect(sheet.name).toBe('Kullanıcılar');
    expect(headers(sheet)).toEqual(['No', 'Ad Soyad', 'Kullanıcı Adı', 'E-posta', 'Telefon', 'Pozisyon']);
    expect(bodyRows(sheet)).toEqual(expected);
  });

  it("writes the company's live positions by department and role", async () => {
    const report = await finished('positions');
    const expected = rows<Record<string, unknown>>(await t.database.db.execute(sql`select p.id, d.name as department, r.name as role,
        concat_ws(' ', u.first_name, u.middle_name, u.last_name) as person, u.name as username, case when p.is_primary then 'Evet' else 'Hayır' end as is_primary,
        to_char(p.starts_at, 'DD/MM/YYYY') as starts_at
      from positions p join departments d on d.id = p.department_id join roles r on r.id = p.role_id left join users u on u.id = p.user_id
      where p.deleted_at is null and p.company_id = (select company_id from positions where id = (select position_id from reports where id = ${report.id}))
      order by d.name, r.name, p.id`)).map((r) => Object.values(r).map(text));
    expect(expected.length).toBeGreaterThan(20);
    expect(report).toMatchObject({ status: 'done', progress: 100, rows: expected.length });
    const sheet = await file(report);
    expect(sheet.name).toBe('Pozisyonlar');
    expect(headers(sheet)).toEqual(['No', 'Departman', 'Rol', 'Kişi', 'Kullanıcı Adı', 'Birincil', 'Başlangıç']);
    expect(bodyRows(sheet)).toEqual(expected);
  });

  it('still writes the roles report from its small workbook', async () => {
    const report = await finished('roles');
    expect(report).toMatchObject({ status: 'done', progress: 100 });
    expect(report.rows).toBeGreaterThan(0);
    expect((await file(report)).rowCount).toBe(report.rows! + 1);
  });
});

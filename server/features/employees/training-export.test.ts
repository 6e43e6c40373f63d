import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDate } from '../../../src/contracts/display-dates';
import type { Training } from '../../../src/contracts/employees/training';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { bodyRows, headers, jobFile, sheetOf } from '../exports/export-test-kit';

/**
 * The trainings' Excel (issue 16), an employee's and the training-management report's: streamed at
 * or below the export threshold (5 rows here, for 5,000), a job above it; newest start first.
 */
const THRESHOLD = 5;
const HEADERS = ['Ad Soyad', 'Eğitim Türü', 'Eğitim Adı', 'Başlangıç', 'Bitiş', 'Geçerlilik', 'Zorunlu', 'Puan'];

const day = (d: string | null) => (d ? displayDate(d) : '');
const shown = (t: Training) => [
  t.employee_name, t.training_type.name, t.training_name.name, day(t.started_at), day(t.finished_at), day(t.validity_date), t.mandatory ? 'Evet' : 'Hayır', t.score === null ? '' : String(t.score),
];
/** The file's order: newest start first, then the newest record. */
const byStart = (a: Training, b: Training) => b.started_at.localeCompare(a.started_at) || b.id - a.id;

let t: TestApp;
let hr: string;
let admin: string;
let personel: string;
let employeeIds: number[];

beforeAll(async () => {
  t = await createTestApp({ jobs: true, exportJobRows: THRESHOLD }, 20, { prefix: 'apron_se' });
  [hr, admin, personel] = await Promise.all([t.login('ik.uzmani'), t.login('admin'), t.login('personel')]);
  employeeIds = rows<{ id: number }>(await t.database.db.execute(sql`select id from employees where deleted_at is null order by id limit 3`)).map((r) => Number(r.id));
  const form = (await t.call(hr, { method: 'GET', url: `/api/gss/employee/${employeeIds[0]}/training/create` })).json().data;
  const [type, name] = [form.training_types[0].id, form.training_names[0].id];
  // Three employees, 3 + 2 + 2 trainings; two start on the same day (the newer record first).
  const plan: [number, string, Record<string, unknown>][] = [
    [0, '2026-03-10', { finished_at: '2026-03-12', validity_date: '2027-03-10', mandatory: true, score: 85 }],
    [0, '2026-05-02', {}], [0, '2026-05-02', { mandatory: true }],
    [1, '2025-11-20', { validity_date: '2026-11-20' }], [1, '2026-01-15', { score: 60 }],
    [2, '2024-06-01', {}], [2, '2026-02-01', { mandatory: true }],
  ];
  for (const [who, started_at, extra] of plan) {
    const res = await t.call(hr, { method: 'POST', url: `/api/gss/employee/${employeeIds[who]}/training`, payload: { training_type_id: type, training_name_id: name, started_at, ...extra } });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const management = async () => {
  const res = await t.call(hr, { method: 'POST', url: '/api/gss/employee-training-management?perPage=300', payload: { groups: [] } });
  expect(res.json().meta_data.total).toBeLessThanOrEqual(300);
  return (res.json().data as Training[]).sort(byStart);
};

describe('trainings Excel', () => {
  it("streams an employee's trainings: exactly theirs, newest start first, with the Turkish headers and days", async () => {
    const id = employeeIds[0]!;
    const list = (await t.call(hr, { method: 'GET', url: `/api/gss/employee/${id}/training?perpage=300` })).json();
    expect(list.meta_data.total).toBeLessThanOrEqual(THRESHOLD);
    const res = await t.call(hr, { method: 'GET', url: `/api/gss/employee/${id}/training-download` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`egitimler-${id}.xlsx`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Eğitimler');
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual((list.data as Training[]).sort(byStart).map(shown));
    expect(bodyRows(sheet).map((r) => r[3])).toContain('10/03/2026');
  });

  it('answers 202 for the training-management report above the threshold; the job writes every training, for its requester only', async () => {
    const expected = (await management()).map(shown);
    expect(expected.length).toBeGreaterThan(THRESHOLD);
    const res = await t.call(hr, { method: 'POST', url: '/api/gss/employee-training-management?perPage=50&download=1', payload: { groups: [] } });
    const { job, sheet } = await jobFile(t, hr, res, admin);
    expect(job.kind).toBe('employees.trainings');
    expect(job.file_name).toMatch(/^egitim-yonetimi-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(job.rows_total).toBe(expected.length);
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual(expected);
  });

  it("keeps to the report's rules: no file without the training permissions; a former employee's trainings are not in the report", async () => {
    expect((await t.call(personel, { method: 'GET', url: `/api/gss/employee/${employeeIds[0]}/training-download` })).statusCode).toBe(403);
    expect((await t.call(personel, { method: 'POST', url: '/api/gss/employee-training-management?download=1', payload: { groups: [] } })).statusCode).toBe(403);

    await t.database.db.execute(sql`update employees set deleted_at = now() where id = ${employeeIds[2]!}`);
    const left = await management();
    expect(left.some((x) => x.employee_id === employeeIds[2])).toBe(false);
    const res = await t.call(hr, { method: 'POST', url: '/api/gss/employee-training-management?perPage=50&download=1', payload: { groups: [] } });
    const { sheet } = await jobFile(t, hr, res, admin);
    expect(bodyRows(sheet)).toEqual(left.map(shown));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDateTime } from '../../../src/contracts/display-dates';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { json } from '../demands/demand-test-kit';
import { bodyRows, headers, jobFile, sheetOf } from '../exports/export-test-kit';
import { exportJobs } from '../exports/exports.table';
import { deliverAll, send, typeId } from './correspondence-test-kit';
import { receiptsExport } from './receipts-export';

/**
 * The read-receipt report's Excel (issue 16): streamed at or below the export threshold (5 rows
 * here, for 5,000), a job above it (an item sent to everyone); only the sender or a manager gets it.
 */
const THRESHOLD = 5;
const HEADERS = ['Ad Soyad', 'Departman', 'Güvenlik projesi', 'Ulaştığı zaman', 'Okuduğu zaman', 'Durum'];

interface Person { full_name: string; department_name: string | null; security_project_name: string | null; delivered_at: string; read_at: string | null }
const shown = (p: Person) => [
  p.full_name, p.department_name ?? '', p.security_project_name ?? '', displayDateTime(p.delivered_at), p.read_at ? displayDateTime(p.read_at) : '', p.read_at ? 'Okudu' : 'Okumadı',
];

let t: TestApp;
let admin: string;
let personel: string;
let denetci: string;
let general: number;

beforeAll(async () => {
  t = await createTestApp({ jobs: true, exportJobRows: THRESHOLD }, 20, { prefix: 'apron_se' });
  [admin, personel, denetci] = await Promise.all(['admin', 'personel', 'denetci'].map((u) => t.login(u)));
  general = await typeId(t, 'Genel Duyuru');
});
afterAll(() => t.close());

/** Admin's mandatory item, sent and delivered; answers it with its reference code. */
async function sent(body: Record<string, unknown>): Promise<{ id: number; reference_code: string }> {
  const res = await send(t, admin, { subject: 'Okuma raporu denemesi', body: '<p>Okuyunuz.</p>', correspondence_type_id: general, is_mandatory: true, ...body });
  expect(res.statusCode).toBe(201);
  await deliverAll(t);
  return res.json().data;
}

const people = async (id: number) => ((await json(admin, t, 'GET', `/correspondence/${id}/receipts?perpage=300`)).json().data.people as Person[]);

describe('read-receipt report Excel', () => {
  it('streams an item with few receivers: exactly its receivers, unread first, with the Turkish headers and dates', async () => {
    const positions = rows<{ id: number }>(await t.database.db.execute(sql`select p.id from positions p join users u on u.id = p.user_id
      where p.deleted_at is null and u.name in ('personel', 'sef', 'denetci') order by p.id`));
    const item = await sent({ receivers: positions.map((p) => ({ type: 'position_with_user', id: Number(p.id) })) });
    expect((await json(personel, t, 'PUT', `/correspondence/${item.id}/read`)).statusCode).toBe(200);
    const expected = (await people(item.id)).map(shown);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(THRESHOLD);

    const res = await t.call(admin, { method: 'GET', url: `/api/report/correspondence/download?id=${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`Okuma raporu ${item.reference_code}.xlsx`));
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Okuma raporu');
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual(expected);
    expect(bodyRows(sheet).map((r) => r[5])).toContain('Okudu');
    expect(bodyRows(sheet)[0]![3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('answers 202 for an item sent to everyone; the job writes every receiver, for its requester only', async () => {
    const item = await sent({ send_to_everyone: true });
    const expected = (await people(item.id)).map(shown);
    expect(expected.length).toBeGreaterThan(THRESHOLD);
    const res = await t.call(admin, { method: 'GET', url: `/api/report/correspondence/download?id=${item.id}` });
    const { job, sheet } = await jobFile(t, admin, res, denetci);
    expect(job).toMatchObject({ kind: 'correspondence.receipts', file_name: `Okuma raporu ${item.reference_code}.xlsx`, rows_total: expected.length });
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual(expected);
  });

  it('gives a receiver who is not the sender nor a manager neither the file nor a job, and a job reads no rows for them', async () => {
    const item = await sent({ send_to_everyone: true });
    const jobs = (await t.database.db.select().from(exportJobs)).length;
    for (const token of [personel, denetci]) {
      expect((await t.call(token, { method: 'GET', url: `/api/report/correspondence/download?id=${item.id}` })).statusCode).toBe(404);
    }
    expect((await t.database.db.select().from(exportJobs)).length).toBe(jobs);
    // The rule is in the query the job reads with: a viewer who may not see the receipts gets no rows, the sender every receiver.
    const idOf = async (name: string) => Number(rows<{ id: number }>(await t.database.db.execute(sql`select id from users where name = ${name}`))[0]!.id);
    const rowsFor = async (userId: number) => {
      let n = 0;
      for await (const page of (await receiptsExport.open(t.app, { id: item.id, viewer: { userId, manager: false } })).pages) n += [...page].length;
      return n;
    };
    expect(await rowsFor(await idOf('personel'))).toBe(0);
    expect(await rowsFor(await idOf('admin'))).toBe((await people(item.id)).length);
  });

  it('has no report for a draft, even for its owner', async () => {
    const draft = await send(t, admin, { subject: 'Taslak', body: '<p>x</p>', correspondence_type_id: general, receivers: [], send_to_everyone: true, is_draft: true });
    expect(draft.statusCode).toBe(201);
    expect((await t.call(admin, { method: 'GET', url: `/api/report/correspondence/download?id=${draft.json().data.id}` })).statusCode).toBe(404);
  });
});

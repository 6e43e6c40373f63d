import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDateTime } from '../../../src/contracts/display-dates';
import { createTestApp, type TestApp } from '../../test/harness';
import { bodyRows, headers, jobFile, sheetOf } from '../exports/export-test-kit';

/**
 * The SMS report's Excel (issue 16): streamed at or below the export threshold (5 rows here, for
 * 5,000), a job above it; the file holds the report's rows in its order, with its headers.
 */
const THRESHOLD = 5;
const HEADERS = ['Referans', 'GSM', 'Ad Soyad', 'TC Kimlik No', 'Kaynak', 'Gönderen', 'Mesaj', 'SMS', 'Durum', 'Açıklama', 'Tarih', 'İletim'];
const STATUS = { queued: 'Kuyrukta', pending: 'Bekliyor', delivered: 'İletildi', failed: 'İletilemedi' } as const;

interface LogItem {
  reference_code: string; gsm: string; full_name: string; national_id_number: string | null; client_name: string; sender_full_name: string | null;
  body: string; segments: number; status: keyof typeof STATUS; status_reason: string | null; created_at: string; delivered_at: string | null;
}

/** A report row as the file shows it: statuses in Turkish, times dd/mm/yyyy HH:mm, empty cells for none. */
const shown = (r: LogItem) => [
  r.reference_code, r.gsm, r.full_name, r.national_id_number ?? '', r.client_name, r.sender_full_name ?? '', r.body, String(r.segments),
  STATUS[r.status], r.status_reason ?? '', displayDateTime(r.created_at), r.delivered_at ? displayDateTime(r.delivered_at) : '',
];

let t: TestApp;
let admin: string;
let personel: string;
let hr: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: true, exportJobRows: THRESHOLD }, 20, { prefix: 'apron_se' });
  [admin, personel, hr] = await Promise.all([t.login('admin'), t.login('personel'), t.login('ik.uzmani')]);
  // One bulk SMS of 12 numbers logged in one statement (one created_at, as a send to everyone): half delivered, one failed.
  await t.database.db.execute(sql`insert into sms_transaction_logs (reference_code, client_id, sender_user_id, full_name, national_id_number, gsm, body,
      segments, gateway, status, status_reason, delivered_at, created_at, updated_at)
    select 'SMTEST-' || i, 1, (select id from users where name = 'admin'), 'Alıcı ' || i, case when i % 2 = 0 then lpad(i::text, 11, '1') end,
      '90555' || lpad(i::text, 7, '0'), 'Toplantı yarın 09:00', 1, 'development',
      case when i = 12 then 'failed' when i % 2 = 0 then 'delivered' else 'pending' end, case when i = 12 then 'Numara kapalı' end,
      case when i % 2 = 0 and i <> 12 then now() end, now() - interval '1 hour', now()
    from generate_series(1, 12) i`);
});
afterAll(() => t.close());

const report = async (query: string) => (await t.call(admin, { method: 'GET', url: `/api/sms-transaction-log?perpage=300&${query}` })).json();

describe('SMS report Excel', () => {
  it('streams a report at or below the threshold: exactly its rows, in its order, with the Turkish headers and dates', async () => {
    const list = await report('gsm=55500000&status=delivered');
    expect(list.meta_data.total).toBeGreaterThan(0);
    expect(list.meta_data.total).toBeLessThanOrEqual(THRESHOLD);
    const res = await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log/download?gsm=55500000&status=delivered' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sms-raporu.xlsx');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('SMS Raporu');
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual((list.data as LogItem[]).map(shown));
    expect(bodyRows(sheet)[0]![10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('answers 202 above the threshold; the job writes every row of the report, for its requester only', async () => {
    const list = await report('');
    expect(list.meta_data.total).toBeGreaterThan(THRESHOLD);
    const res = await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log/download' });
    const { job, sheet } = await jobFile(t, admin, res, hr);
    expect(job).toMatchObject({ kind: 'sms.transaction-log', file_name: 'sms-raporu.xlsx', rows_total: list.meta_data.total });
    expect(headers(sheet)).toEqual(HEADERS);
    expect(bodyRows(sheet)).toEqual((list.data as LogItem[]).map(shown));
  });

  it('keeps the report to those who manage SMS: no file, no job', async () => {
    expect((await t.call(personel, { method: 'GET', url: '/api/sms-transaction-log/download' })).statusCode).toBe(403);
    expect((await t.call(hr, { method: 'GET', url: '/api/sms-transaction-log/download' })).statusCode).toBe(403);
  });
});

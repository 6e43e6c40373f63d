import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { inspectPdf } from '../audit-reports/pdf/pdf-inspect.test-support';
import { multipart } from '../files/upload-fixtures';
import { payrollWorkbook } from './payroll-import';
import { PAYROLL_IMPORT_JOB } from './payroll.service';

type Rows<T> = { rows: T[] };
let t: TestApp;
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
const userId = async (name: string) => Number((await q<{ id: number }>(sql`select id from users where name = ${name}`))[0]!.id);
const lastCode = async (uid: number) => {
  const [row] = await q<{ body: string }>(sql`select o.body from sms_dev_outbox o join users u on '90' || u.mobile_number = o.gsm where u.id = ${uid} order by o.id desc limit 1`);
  return /(\d{6})/.exec(row!.body)![1]!;
};
const tick = (seconds: number) => { t.now.value = new Date(t.now.value.getTime() + seconds * 1000); };

let personel: string;
let hr: string;
let admin: string;
let me: number;
let other: number;

async function slip(uid: number, year: number, month: number) {
  await t.database.db.execute(sql`insert into payroll_slips (user_id, year, month, national_id_number, full_name, lines, gross_pay, total_deductions, net_pay)
    select ${uid}, ${year}, ${month}, e.national_id_number, e.full_name,
      '[{"kind":"earning","label":"Brüt Ücret","amount":30000},{"kind":"deduction","label":"SGK İşçi Payı","amount":4200}]'::jsonb, 30000, 4200, 25800
    from employees e where e.user_id = ${uid} on conflict do nothing`);
}

async function passSmsStep(token: string, uid: number): Promise<string> {
  const sent = await t.call(token, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: uid } });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await t.call(token, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: uid, code: await lastCode(uid) } });
  expect(res.statusCode, res.body).toBe(200);
  tick(61);
  return res.json().data.temporary_access_token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-03-10T09:00:00Z');
  personel = await t.login('personel');
  hr = await t.login('ik.uzmani');
  admin = await t.login('admin');
  me = await userId('personel');
  other = await userId('ik.uzmani');
  await slip(me, 2026, 1);
  await slip(me, 2026, 2);
  await slip(other, 2025, 12);
});
afterAll(() => t.close());

describe('payroll SMS step', () => {
  it('shows the own masked mobile, never another person\'s', async () => {
    const res = await t.call(personel, { method: 'GET', url: `/api/auth/payroll/sms?user_id=${me}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.masked_mobile).toMatch(/^\+90 5\*\* \*\*\* \*\* \d\d$/);
    expect((await t.call(personel, { method: 'GET', url: `/api/auth/payroll/sms?user_id=${other}` })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/auth/payroll/sms?user_id=${me}` })).statusCode).toBe(401);
    expect((await t.call(personel, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: other } })).statusCode).toBe(403);
    expect((await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: other, code: '123456' } })).statusCode).toBe(403);
  });

  it('sends a hashed, expiring code through the gateway; resends are rate-limited', async () => {
    const res = await t.call(personel, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: me } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ expires_in: 180, message: 'Doğrulama kodu cep telefonunuza gönderildi.' });
    const code = await lastCode(me);
    const [stored] = await q<{ code_hash: string }>(sql`select code_hash from payroll_codes where user_id = ${me} order by id desc limit 1`);
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);
    const [log] = await q<{ body: string; client_id: number }>(sql`select body, client_id from sms_transaction_logs where user_id = ${me} order by id desc limit 1`);
    expect(log).toMatchObject({ body: 'Apron bordro doğrulama kodunuz: ******', client_id: 2 });

    const again = await t.call(personel, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: me } });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Yeni kod isteyebilmek için lütfen \d+ saniye bekleyiniz\.$/);

    tick(181);
    const late = await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code } });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code).toEqual(['Doğrulama kodunun süresi dolmuş. Lütfen yeni kod isteyiniz.']);
  });

  it('counts wrong codes and locks the step after five (429)', async () => {
    tick(61);
    await t.call(personel, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: me } });
    const code = await lastCode(me);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code: wrong } });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.code).toEqual(['Doğrulama kodu hatalı. Kalan deneme hakkınız: 4.']);
    expect((await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code: '12ab' } })).json().errors.code).toEqual(['Doğrulama kodu 6 haneli olmalıdır.']);
    for (let i = 0; i < 3; i++) await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code: wrong } });
    const locked = await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code: wrong } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Çok fazla hatalı deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyiniz.');
    // the right code no longer helps, and no new code while locked
    expect((await t.call(personel, { method: 'POST', url: '/api/auth/payroll/verify', payload: { user_id: me, code } })).statusCode).toBe(429);
    tick(61);
    expect((await t.call(personel, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: me } })).statusCode).toBe(429);
    tick(15 * 60);
  });

  it('allows at most five codes an hour', async () => {
    tick(3600);
    const hrId = other;
    for (let i = 0; i < 5; i++) {
      expect((await t.call(hr, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: hrId } })).statusCode).toBe(200);
      tick(61);
    }
    const sixth = await t.call(hr, { method: 'POST', url: '/api/auth/payroll/sms', payload: { user_id: hrId } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Bir saat içinde en fazla 5 kod isteyebilirsiniz. Lütfen daha sonra tekrar deneyiniz.');
    tick(3600);
  });
});

describe('payroll months and slips', () => {
  it('needs the payroll token: none, expired or another person\'s is 403', async () => {
    expect((await t.call(personel, { method: 'GET', url: '/api/payroll' })).statusCode).toBe(403);
    expect((await t.call(personel, { method: 'GET', url: '/api/payroll', headers: { 'x-payroll-token': 'nonsense' } })).statusCode).toBe(403);
    const hrToken = await passSmsStep(hr, other);
    // IDOR: a valid payroll token of someone else, with personel's sign-in
    const cross = await t.call(personel, { method: 'GET', url: '/api/payroll?year=2025&month=12', headers: { 'x-payroll-token': hrToken } });
    expect(cross.statusCode).toBe(403);
    const token = await passSmsStep(personel, me);
    tick(15 * 60 + 1);
    expect((await t.call(personel, { method: 'GET', url: '/api/payroll', headers: { 'x-payroll-token': token } })).statusCode).toBe(403);
  });

  it('lists own visible months, renders the slip with the watermark and logs every view', async () => {
    const token = await passSmsStep(personel, me);
    const h = { 'x-payroll-token': token };
    const list = await t.call(personel, { method: 'GET', url: '/api/payroll', headers: h });
    expect(list.statusCode).toBe(200);
    const months = list.json().data.months.filter((m: { year: number }) => m.year === 2026);
    expect(months.map((m: { month: number }) => m.month)).toEqual([2, 1]);
    expect((await t.call(personel, { method: 'GET', url: '/api/payroll/create', headers: h })).json().data.years).toContain(2026);

    const pdf = await t.call(personel, { method: 'GET', url: '/api/payroll?year=2026&month=2&download=1', headers: h });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = (await inspectPdf(pdf.rawPayload)).text;
    expect(text).toContain('Ücret Bordrosu — Şubat 2026');
    expect(text).toContain('Ayşe Doğan · 10/03/2026');
    expect(text).toContain('Net Ödenen');
    expect(text).toContain('25.800,00');

    const inline = await t.call(personel, { method: 'GET', url: '/api/payroll?year=2026&month=1', headers: h });
    expect(inline.headers['content-disposition']).toContain('inline');
    const log = (await t.call(personel, { method: 'GET', url: '/api/payroll', headers: h })).json().data.access_log;
    expect(log.slice(0, 2).map((l: { action: string; month: number }) => [l.action, l.month])).toEqual([['view', 1], ['download', 2]]);
    expect(log[0].viewer_full_name).toBe('Ayşe Doğan');
  });

  it('never gives another person\'s slip, even with a valid payroll token (IDOR)', async () => {
    const token = await passSmsStep(personel, me);
    const res = await t.call(personel, { method: 'GET', url: `/api/payroll?year=2025&month=12&user_id=${other}`, headers: { 'x-payroll-token': token } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Bu ay için bordronuz bulunmamaktadır.');
    const months = (await t.call(personel, { method: 'GET', url: `/api/payroll?user_id=${other}`, headers: { 'x-payroll-token': token } })).json().data.months;
    expect(months.some((m: { year: number; month: number }) => m.year === 2025 && m.month === 12)).toBe(false);
  });

  it('shows a month from the view day of the following month (manage-payroll-setting)', async () => {
    expect((await t.call(personel, { method: 'GET', url: '/api/payroll-setting/edit' })).statusCode).toBe(403);
    expect((await t.call(personel, { method: 'PUT', url: '/api/payroll-setting', payload: { day_of_payroll_viewing: 15 } })).statusCode).toBe(403);
    const bad = await t.call(hr, { method: 'PUT', url: '/api/payroll-setting', payload: { day_of_payroll_viewing: 31 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.day_of_payroll_viewing).toEqual(['Gün 1 ile 28 arasında olmalıdır.']);
    const ok = await t.call(hr, { method: 'PUT', url: '/api/payroll-setting', payload: { day_of_payroll_viewing: 15 } });
    expect(ok.json().data).toEqual({ day_of_payroll_viewing: 15, message: 'Bordro görüntüleme günü kaydedildi.' });
    expect((await t.call(hr, { method: 'GET', url: '/api/payroll-setting/edit' })).json().data.day_of_payroll_viewing).toBe(15);
    const token = await passSmsStep(personel, me);
    // now is in March before the 15th: February is not visible yet
    const months = (await t.call(personel, { method: 'GET', url: '/api/payroll', headers: { 'x-payroll-token': token } })).json().data.months;
    expect(months.filter((m: { year: number }) => m.year === 2026).map((m: { month: number }) => m.month)).toEqual([1]);
    const early = await t.call(personel, { method: 'GET', url: '/api/payroll?year=2026&month=2', headers: { 'x-payroll-token': token } });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('Bu ayın bordrosu bir sonraki ayın 15. gününden itibaren görüntülenebilir.');
    await t.call(hr, { method: 'PUT', url: '/api/payroll-setting', payload: { day_of_payroll_viewing: 1 } });
  });
});

describe('payroll import', () => {
  const employeesOf = async (n: number) => q<{ national_id_number: string; full_name: string; user_id: number }>(sql`select national_id_number, full_name, user_id from employees order by id limit ${n}`);
  const upload = (token: string, file: Buffer, name = 'bordro.xlsx', year = '2026', month = '3') =>
    t.call(token, { method: 'POST', url: '/api/payroll/import', ...multipart([{ name: 'year', content: year }, { name: 'month', content: month }, { name: 'file', filename: name, content: file }]) });

  it('imports a month in the documented layout through the job', async () => {
    const people = await employeesOf(5);
    const file = await payrollWorkbook(people.map((p, i) => ({
      nationalId: p.national_id_number, fullName: p.full_name,
      earnings: { 'Brüt Ücret': 30000 + i, 'Yemek Yardımı': '1.500,50' }, deductions: { 'SGK İşçi Payı': 4200, 'Gelir Vergisi': 2000.25 },
      net: 30000 + i + 1500.5 - 4200 - 2000.25,
    })));
    expect((await upload(personel, file)).statusCode).toBe(403);
    const res = await upload(hr, file);
    expect(res.statusCode, res.body).toBe(202);
    const imp = res.json().data;
    expect(imp).toMatchObject({ status: 'queued', year: 2026, month: 3, message: 'Bordro dosyası alındı, işleniyor.' });
    expect(await t.app.jobs.run(PAYROLL_IMPORT_JOB, { import_id: imp.id })).toEqual({ status: 'done', rows: 5 });
    const done = (await t.call(hr, { method: 'GET', url: `/api/payroll/import/${imp.id}` })).json().data;
    expect(done).toMatchObject({ status: 'done', total_rows: 5, processed_rows: 5, error: null });
    // The file is read from the store as a stream; every byte of it was read.
    expect(done.total_bytes).toBe(file.length);
    expect(done.bytes_read).toBe(file.length);
    const [s] = await q<{ net_pay: string; lines: { label: string }[] }>(sql`select net_pay, lines from payroll_slips where year = 2026 and month = 3 and user_id = ${people[0]!.user_id}`);
    expect(Number(s!.net_pay)).toBe(25300.25);
    expect(s!.lines.map((l) => l.label)).toEqual(['Brüt Ücret', 'Yemek Yardımı', 'SGK İşçi Payı', 'Gelir Vergisi']);
    expect((await t.call(hr, { method: 'GET', url: '/api/payroll/import' })).json().data[0].id).toBe(imp.id);
  });

  it('refuses the whole file on a bad row, naming the row and the column', async () => {
    const people = await employeesOf(4);
    const rows = people.map((p) => ({ nationalId: p.national_id_number, fullName: p.full_name, earnings: { 'Brüt Ücret': 1000 as number | string }, deductions: { 'SGK İşçi Payı': 100 as number | string } }));
    rows[2]!.deductions['SGK İşçi Payı'] = 'yüz';
    const res = await upload(hr, await payrollWorkbook(rows));
    const id = res.json().data.id;
    expect(await t.app.jobs.run(PAYROLL_IMPORT_JOB, { import_id: id })).toEqual({ status: 'failed', rows: 0 });
    const failed = (await t.call(hr, { method: 'GET', url: `/api/payroll/import/${id}` })).json().data;
    expect(failed.error).toEqual({ row: 4, column: 'Kesinti: SGK İşçi Payı', message: '4. satır, "Kesinti: SGK İşçi Payı" sütunu: sayı olmalıdır.' });
    // March from the first import is untouched
    expect((await q<{ n: number }>(sql`select count(*)::int as n from payroll_slips where year = 2026 and month = 3`))[0]!.n).toBe(5);

    rows[2]!.deductions['SGK İşçi Payı'] = 100;
    rows[1]!.nationalId = '10000000146';
    const unknown = (await upload(hr, await payrollWorkbook(rows))).json().data.id;
    await t.app.jobs.run(PAYROLL_IMPORT_JOB, { import_id: unknown });
    expect((await t.call(hr, { method: 'GET', url: `/api/payroll/import/${unknown}` })).json().data.error).toMatchObject({ row: 3, column: 'TC Kimlik No' });

    // An employee twice in one file is found by the database (no map of every id read): both rows named, nothing written.
    const twice = rows.map((r, i) => ({ ...r, nationalId: i === 3 ? rows[0]!.nationalId : people[i]!.national_id_number }));
    const dup = (await upload(hr, await payrollWorkbook(twice))).json().data.id;
    expect(await t.app.jobs.run(PAYROLL_IMPORT_JOB, { import_id: dup })).toEqual({ status: 'failed', rows: 0 });
    expect((await t.call(hr, { method: 'GET', url: `/api/payroll/import/${dup}` })).json().data.error).toEqual({ row: 5, column: 'TC Kimlik No', message: '5. satır, "TC Kimlik No" sütunu: 2. satırda da var.' });
    expect((await q<{ n: number }>(sql`select count(*)::int as n from payroll_slips where year = 2026 and month = 3`))[0]!.n).toBe(5);

    expect((await upload(hr, Buffer.from('not a workbook'), 'bordro.csv')).statusCode).toBe(422);
    expect((await upload(hr, await payrollWorkbook(rows), 'bordro.xlsx', '2026', '13')).statusCode).toBe(422);
    expect((await t.call(admin, { method: 'GET', url: '/api/payroll/import/999999' })).statusCode).toBe(404);
  });
});

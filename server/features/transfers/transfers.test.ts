import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../files/upload-fixtures';
import { SMS_SEND_JOB } from '../sms/sms.service';
import { nidOf, shiftCsv, shiftXlsx } from './shift-fixtures';

type Rows<T> = { rows: T[] };
const q = async <T>(t: TestApp, s: ReturnType<typeof sql>) => ((await t.database.db.execute(s)) as unknown as Rows<T>).rows;

describe('transfers', () => {
  let t: TestApp;
  let admin: string;
  let planner: string;
  let personel: string;
  let stops: { id: number; stop_no: string; stop_name: string }[];
  let driverA: number;
  let driverB: number;
  const DATE = '2031-05-20';
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    planner = await t.login('operasyon.muduru');
    personel = await t.login('personel');
    stops = await q(t, sql`select id, stop_no, stop_name from shuttle_stops where deleted_at is null order by id limit 3`);
  });
  afterAll(() => t.close());

  const imp = (token: string, name: string, file: Buffer | string, date = DATE) =>
    t.call(token, { method: 'POST', url: '/api/driver/shift/import', ...multipart([{ name: 'shift_date', content: date }, { name: 'file', filename: name, content: file }]) });

  it('refuses every call without a transfer permission (403) and without sign-in (401)', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/transfer-list/driver'], ['POST', '/api/transfer-list/driver'], ['GET', '/api/transfer-list/driver/1'], ['PUT', '/api/transfer-list/driver/1'],
      ['DELETE', '/api/transfer-list/driver/1'], ['POST', '/api/driver/shift/import'], ['POST', '/api/driver/shift/import/1/apply'], ['POST', '/api/shift/manuel'],
      ['GET', '/api/driver/shift/change'], ['POST', '/api/driver/shift/change'], ['DELETE', '/api/driver/shift/1/delete'],
      ['DELETE', '/api/driver/shift/deleteByDate?shift_date=2031-01-01'], ['GET', '/api/transfer'], ['POST', '/api/transfer'], ['GET', '/api/transfer/create'],
      ['GET', '/api/transfer/1'], ['PUT', '/api/transfer/1'], ['DELETE', '/api/transfer/1'],
      ['GET', '/api/driver/getByShift?release_time=02:30&release_date=2031-01-01'], ['GET', '/api/plan?transfer_date=2031-01-01'],
      ['GET', '/api/report/daily?transfer_date=2031-01-01'], ['GET', '/api/report/range?start_date=2031-01-01&end_date=2031-01-02'],
    ];
    for (const [method, url] of calls) {
      expect((await t.call(personel, { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(null, { method: method as 'GET', url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('seeds a planable demo day for operasyon.muduru: drivers, people on shifts, unassigned ones', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const plan = (await t.call(planner, { method: 'GET', url: `/api/plan?transfer_date=${today}` })).json().data;
    expect(plan.drivers.length).toBeGreaterThanOrEqual(6);
    expect(plan.totals.passengers).toBeGreaterThan(10);
    expect(plan.totals.unassigned).toBeGreaterThan(0);
    const session = (await t.call(planner, { method: 'GET', url: '/api/initialize' })).json().data;
    expect(JSON.stringify(session)).toContain('/driver-shift/list');
  });

  it('lets a viewer read but not write', async () => {
    const [role] = await q<{ id: number }>(t, sql`select r.id from roles r where r.name = 'Talep Onaylayıcı'`);
    await t.database.db.execute(sql`insert into role_permissions (role_id, permission) values (${role!.id}, 'view-transfers') on conflict do nothing`);
    const viewer = await t.login('talep.sorumlusu');
    expect((await t.call(viewer, { method: 'GET', url: '/api/transfer-list/driver' })).statusCode).toBe(200);
    expect((await t.call(viewer, { method: 'POST', url: '/api/transfer-list/driver', payload: { full_name: 'X Y Z', plate: '34 AB 12', capacity: 10 } })).statusCode).toBe(403);
    expect((await t.call(viewer, { method: 'POST', url: '/api/transfer', payload: {} })).statusCode).toBe(403);
    expect((await imp(viewer, 'a.csv', 'x')).statusCode).toBe(403);
  });

  it('creates, reads, edits, lists and deletes drivers', async () => {
    let res = await t.call(planner, { method: 'POST', url: '/api/transfer-list/driver', payload: { full_name: 'Test Şoför', phone: '5329998877', plate: '34 tst 01', capacity: 3 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Şoför başarıyla oluşturuldu.');
    driverA = res.json().data.id;
    expect(res.json().data.plate).toBe('34 TST 01');
    res = await t.call(planner, { method: 'POST', url: '/api/transfer-list/driver', payload: { full_name: 'İkinci Şoför', plate: '34 TST 02', capacity: 20 } });
    driverB = res.json().data.id;
    res = await t.call(planner, { method: 'POST', url: '/api/transfer-list/driver', payload: { full_name: 'X', plate: 'abc', capacity: 0 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['capacity', 'full_name', 'plate']);
    res = await t.call(planner, { method: 'PUT', url: `/api/transfer-list/driver/${driverA}`, payload: { full_name: 'Test Şoför', plate: '34 TST 01', capacity: 4 } });
    expect(res.json().data.capacity).toBe(4);
    expect((await t.call(planner, { method: 'GET', url: `/api/transfer-list/driver/${driverA}` })).json().data.full_name).toBe('Test Şoför');
    const list = (await t.call(planner, { method: 'GET', url: '/api/transfer-list/driver?keyword=tst' })).json();
    expect(list.data.map((d: { id: number }) => d.id).sort()).toEqual([driverA, driverB].sort());
    res = await t.call(planner, { method: 'POST', url: '/api/transfer-list/driver', payload: { full_name: 'Silinecek Şoför', plate: '34 TST 09', capacity: 5 } });
    const gone = res.json().data.id;
    expect((await t.call(planner, { method: 'DELETE', url: `/api/transfer-list/driver/${gone}` })).json().data.message).toBe('Şoför başarıyla silindi.');
    expect((await t.call(planner, { method: 'GET', url: `/api/transfer-list/driver/${gone}` })).statusCode).toBe(404);
  });

  it('previews an xlsx import without applying it, then applies it in one go', async () => {
    const file = await shiftXlsx([
      [nidOf(1), 'Ayşe Yılmaz', '5321110001', '08:00', '16:00', stops[0]!.stop_no, '07:10', '34 TST 01'],
      [nidOf(2), 'Burak Kaya', '', '08:00', '16:00', stops[1]!.stop_no, '07:20', 'Test Şoför'],
      [nidOf(3), 'Cem Ak', '5321110003', 16 / 24, 0, stops[0]!.stop_no, 15 / 24 + 10 / 1440, ''], // Excel time cells
    ]);
    const res = await imp(planner, 'vardiya.xlsx', file);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ status: 'previewed', rows: 3, added: 3, changed: 0, removed: 0, bad_rows: [] });
    expect(preview.samples.added[0]).toMatchObject({ full_name: 'Ayşe Yılmaz', shift: '08:00-16:00', pickup_time: '07:10', driver_name: 'Test Şoför' });
    expect(preview.samples.added[2]).toMatchObject({ full_name: 'Cem Ak', shift: '16:00-00:00', pickup_time: '15:10' });
    expect((await q(t, sql`select id from driver_shifts where shift_date = ${DATE}`)).length).toBe(0);
    const applied = await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${preview.id}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: 'applied', notified: 0 });
    expect((await q(t, sql`select id from driver_shifts where shift_date = ${DATE}`)).length).toBe(3);
    // The same preview cannot be applied twice.
    expect((await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${preview.id}/apply` })).statusCode).toBe(409);
  });

  it('previews a CSV that changes, adds and removes; applying it SMSes only those whose pickup or stop changed', async () => {
    const csv = shiftCsv([
      [nidOf(1), 'Ayşe Yılmaz', '5321110001', '08:00', '16:00', stops[0]!.stop_no, '07:00', '34 TST 01'], // pickup changed
      [nidOf(2), 'Burak Kaya', '', '08:00', '16:00', stops[1]!.stop_no, '07:20', '34 TST 02'], // driver changed only
      [nidOf(4), 'Deniz Er', '5321110004', '08:00', '16:00', stops[2]!.stop_no, '07:30', ''], // added
    ]); // nidOf(3) removed
    const res = await imp(planner, 'vardiya.csv', csv);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ added: 1, changed: 2, removed: 1, unchanged: 0, to_notify: 1 });
    expect(p.samples.changed.map((c: { fields: string[] }) => c.fields)).toEqual([['pickup_time'], ['driver_id']]);
    expect(p.samples.removed[0].full_name).toBe('Cem Ak');
    const before = (await q<{ n: number }>(t, sql`select count(*)::int as n from sms_transaction_logs`))[0]!.n;
    const applied = (await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${p.id}/apply` })).json();
    expect(applied.data.notified).toBe(1);
    expect(applied.data.not_notified).toEqual([]);
    const logs = await q<{ gsm: string; body: string; status: string }>(t, sql`select gsm, body, status from sms_transaction_logs order by id desc limit 2`);
    expect((await q<{ n: number }>(t, sql`select count(*)::int as n from sms_transaction_logs`))[0]!.n).toBe(before + 1);
    expect(logs[0]).toMatchObject({ gsm: '905321110001', status: 'queued', body: `20/05/2031 servis bilginiz değişti: alış saati 07:00, durak ${stops[0]!.stop_name}.` });
    await t.app.jobs.run(SMS_SEND_JOB, {});
    const out = (await t.call(admin, { method: 'GET', url: '/api/sms-gateway/development/messages?gsm=5321110001' })).json().data;
    expect(out[0].body).toContain('alış saati 07:00');
    const rows = await q<{ national_id_number: string; driver_id: number | null; pickup_time: string }>(t, sql`select national_id_number, driver_id, pickup_time from driver_shifts where shift_date = ${DATE} order by national_id_number`);
    expect(rows.map((r) => r.national_id_number)).toEqual([nidOf(1), nidOf(2), nidOf(4)].sort());
  });

  it('lists people it cannot reach by SMS instead of skipping them silently', async () => {
    const res = await imp(planner, 'v.csv', shiftCsv([
      [nidOf(1), 'Ayşe Yılmaz', '5321110001', '08:00', '16:00', stops[0]!.stop_no, '07:00', '34 TST 01'],
      [nidOf(2), 'Burak Kaya', '', '08:00', '16:00', stops[2]!.stop_no, '07:20', '34 TST 02'], // stop changed, no phone anywhere
      [nidOf(4), 'Deniz Er', '5321110004', '08:00', '16:00', stops[2]!.stop_no, '07:30', ''],
    ]));
    const applied = (await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${res.json().data.id}/apply` })).json().data;
    expect(applied.notified).toBe(0);
    expect(applied.not_notified).toEqual([{ national_id_number: nidOf(2), full_name: 'Burak Kaya' }]);
  });

  it('refuses a file with bad rows, naming their lines, and applies nothing', async () => {
    const before = await q(t, sql`select * from driver_shifts where shift_date = ${DATE} order by id`);
    const res = await imp(planner, 'bad.csv', shiftCsv([
      [nidOf(1), 'Ayşe Yılmaz', '5321110001', '08:00', '16:00', stops[0]!.stop_no, '06:00', '34 TST 01'],
      ['123', 'Kısa Kimlik', '', '08:00', '16:00', stops[0]!.stop_no, '07:00', ''],
      [nidOf(5), 'Yanlış Durak', '', '08:00', '16:00', 'YOK-99', '07:00', 'Kimse'],
    ]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Dosyada 2 hatalı satır var; hiçbir değişiklik uygulanmadı.']);
    expect(res.json().bad_rows).toEqual([
      { line: 3, errors: ['TC Kimlik No 11 haneli olmalıdır.'] },
      { line: 4, errors: ['"YOK-99" numaralı durak bulunamadı.', '"Kimse" şoförü bulunamadı.'] },
    ]);
    // The refused preview cannot be applied either.
    expect((await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${res.json().import.id}/apply` })).statusCode).toBe(409);
    expect(await q(t, sql`select * from driver_shifts where shift_date = ${DATE} order by id`)).toEqual(before);
    expect((await imp(planner, 'x.csv', 'a;b\n1;2')).json().errors.file).toEqual(['Dosyada başlık satırı bulunamadı.']);
    const partial = await imp(planner, 'x.csv', 'TC Kimlik No;Ad Soyad;Telefon;Vardiya Başlangıç;Vardiya Bitiş;Alış Saati\n1;2');
    expect(partial.json().errors.file).toEqual(['"Durak No" sütunu bulunamadı.']);
    expect((await imp(planner, 'x.pdf', '%PDF')).json().errors.file).toEqual(['Bir Excel (.xlsx) veya CSV dosyası seçiniz.']);
  });

  it('refuses to apply a preview when the date changed after it', async () => {
    const res = await imp(planner, 'v.csv', shiftCsv([[nidOf(1), 'Ayşe Yılmaz', '5321110001', '08:00', '16:00', stops[1]!.stop_no, '07:00', '34 TST 01']]));
    const [row] = await q<{ id: number }>(t, sql`select id from driver_shifts where shift_date = ${DATE} order by id limit 1`);
    await t.call(planner, { method: 'POST', url: '/api/driver/shift/change', payload: { driver_shift_id: row!.id, new_driver_id: driverB } });
    const applied = await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${res.json().data.id}/apply` });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe('Önizlemeden sonra bu tarihin servis listesi değişti; dosyayı yeniden yükleyiniz.');
  });

  it('lists shifts with all / shift_date / shift_id / driver_id, adds one by hand, changes a driver, deletes one and a date', async () => {
    let list = (await t.call(planner, { method: 'GET', url: `/api/driver/shift/change?all=0&shift_date=${DATE}` })).json();
    expect(list.meta_data.total).toBe(3);
    expect(list.helper_data.shift_slots).toEqual(['08:00-16:00']);
    const res = await t.call(planner, { method: 'POST', url: '/api/shift/manuel', payload: {
      shift_date: DATE, national_id_number: nidOf(9), full_name: 'Elif Su', shift_start: '16:00', shift_end: '00:00', pickup_time: '15:00', shuttle_stop_id: stops[0]!.id, driver_id: driverA,
    } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ source: 'manual', shift_id: '16:00-00:00', driver_name: 'Test Şoför' });
    const dup = await t.call(planner, { method: 'POST', url: '/api/shift/manuel', payload: {
      shift_date: DATE, national_id_number: nidOf(9), full_name: 'Elif Su', shift_start: '16:00', shift_end: '00:00', pickup_time: '15:00', shuttle_stop_id: stops[0]!.id,
    } });
    expect(dup.json().errors.national_id_number).toEqual(['Bu kişinin bu tarihte servis kaydı zaten var.']);
    list = (await t.call(planner, { method: 'GET', url: `/api/driver/shift/change?all=0&shift_date=${DATE}&shift_id=16:00-00:00` })).json();
    expect(list.data.map((s: { full_name: string }) => s.full_name)).toEqual(['Elif Su']);
    list = (await t.call(planner, { method: 'GET', url: `/api/driver/shift/change?all=0&shift_date=${DATE}&driver_id=${driverA}` })).json();
    expect(list.data.every((s: { driver_id: number }) => s.driver_id === driverA)).toBe(true);
    const changed = await t.call(planner, { method: 'POST', url: '/api/driver/shift/change', payload: { driver_shift_id: res.json().data.id, new_driver_id: null } });
    expect(changed.json().data.driver_id).toBeNull();
    expect(changed.json().helper_data.message).toBe('Şoför başarıyla değiştirildi.');
    expect((await t.call(planner, { method: 'POST', url: '/api/driver/shift/change', payload: { driver_shift_id: 99999999, new_driver_id: null } })).statusCode).toBe(404);
    expect((await t.call(planner, { method: 'DELETE', url: `/api/driver/shift/${res.json().data.id}/delete` })).json().data.message).toBe('Servis kaydı başarıyla silindi.');
    list = (await t.call(planner, { method: 'GET', url: '/api/driver/shift/change?all=1' })).json();
    expect(list.meta_data.total).toBeGreaterThan(3); // the demo's dates too
  });

  it('keeps transfer requests with an archive filter and validates them', async () => {
    const [company] = await q<{ id: number }>(t, sql`select id from companies order by id limit 1`);
    let res = await t.call(planner, { method: 'POST', url: '/api/transfer', payload: { transfer_type: 'departure', company_id: company!.id, transfer_date: DATE, passenger_count: 3 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.release_date).toEqual(['Dönüş transferinde çıkış tarihi ve saati gereklidir.']);
    res = await t.call(planner, { method: 'POST', url: '/api/transfer', payload: {
      transfer_type: 'departure', company_id: company!.id, driver: driverB, transfer_date: DATE, release_date: DATE, release_time: '16:00', passenger_count: 3,
      show_note_field: false, note: 'gizli',
    } });
    expect(res.statusCode).toBe(201);
    const tr = res.json().data;
    expect(tr).toMatchObject({ transfer_type: 'departure', driver: driverB, note: null, release_time: '16:00', registrar_name: 'Kemal Öztürk' });
    res = await t.call(planner, { method: 'PUT', url: `/api/transfer/${tr.id}`, payload: { ...tr, company_id: company!.id, show_note_field: true, note: 'Kapı 3' } });
    expect(res.json().data.note).toBe('Kapı 3');
    const past = (await t.call(planner, { method: 'POST', url: '/api/transfer', payload: { transfer_type: 'arrival', company_id: company!.id, transfer_date: '2020-01-01', passenger_count: 2 } })).json().data;
    const ids = async (f: string) => (await t.call(planner, { method: 'GET', url: `/api/transfer?${f}` })).json().data.map((x: { id: number }) => x.id);
    expect(await ids('archive_filter=active')).toContain(tr.id);
    expect(await ids('archive_filter=active')).not.toContain(past.id);
    expect(await ids('archive_filter=archived')).toContain(past.id);
    expect(await ids(`archive_filter=all&release_date=${DATE}&transfer_type=departure`)).toEqual([tr.id]);
    const userId = tr.registrar;
    expect(await ids(`archive_filter=all&registrar=${userId}`)).toContain(past.id);
    expect((await t.call(planner, { method: 'GET', url: `/api/transfer/${tr.id}` })).json().data.id).toBe(tr.id);
    expect((await t.call(planner, { method: 'GET', url: '/api/transfer/create' })).json().data.transfer_types).toEqual(['arrival', 'departure']);
    expect((await t.call(planner, { method: 'DELETE', url: `/api/transfer/${past.id}` })).json().data.message).toBe('Transfer başarıyla silindi.');
    expect((await t.call(planner, { method: 'GET', url: `/api/transfer/${past.id}` })).statusCode).toBe(404);
  });

  it('answers drivers for a release, the plan of the date, and both Excel reports', async () => {
    const by = (await t.call(planner, { method: 'GET', url: `/api/driver/getByShift?release_time=16:00&release_date=${DATE}` })).json().data;
    // driverB takes people home at 16:00 (and has a 3-person transfer then): first, with its free seats.
    expect(by[0]).toMatchObject({ id: driverB });
    expect(by[0].free_seats).toBe(20 - by[0].passengers_at_time);
    const plan = (await t.call(planner, { method: 'GET', url: `/api/plan?transfer_date=${DATE}` })).json().data;
    expect(plan.transfer_date).toBe(DATE);
    expect(plan.totals.passengers).toBe(3);
    const b = plan.drivers.find((d: { id: number }) => d.id === driverB);
    expect(b.runs.map((r: { kind: string; time: string }) => `${r.kind} ${r.time}`)).toEqual(expect.arrayContaining(['arrival 08:00', 'departure 16:00', 'transfer 16:00']));
    expect(b.conflicts).toContainEqual({ a: 'departure 16:00', b: 'transfer 16:00' });
    const daily = await t.call(planner, { method: 'GET', url: `/api/report/daily?transfer_date=${DATE}` });
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(daily.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Şoför');
    expect(sheet.rowCount).toBe(1 + 3 + 1);
    const range = await t.call(planner, { method: 'GET', url: `/api/report/range?start_date=${DATE}&end_date=2031-05-21` });
    expect(range.statusCode).toBe(200);
    const bad = await t.call(planner, { method: 'GET', url: '/api/report/range?start_date=2031-05-21&end_date=2031-05-20' });
    expect(bad.json().errors.end_date).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz.']);
  });

  it('deletes all shifts of a date; a driver with future shifts cannot be deleted', async () => {
    expect((await t.call(planner, { method: 'DELETE', url: `/api/transfer-list/driver/${driverB}` })).json().errors.id).toEqual(['Bu şoförün gelecek tarihli servis kayıtları var; önce onları başka şoföre veriniz.']);
    const res = await t.call(planner, { method: 'DELETE', url: `/api/driver/shift/deleteByDate?shift_date=${DATE}` });
    expect(res.json().data).toEqual({ message: '3 servis kaydı silindi.', deleted: 3 });
    expect((await t.call(planner, { method: 'GET', url: `/api/driver/shift/change?all=0&shift_date=${DATE}` })).json().meta_data.total).toBe(0);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { download } from '../../test/download';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PDF } from '../files/upload-fixtures';
import { EXPORT_PAGE } from '../files/xlsx-export';
import { xlsxBuffer } from '../files/xlsx-stream';
import { EXPORT_COLUMNS } from './demand-export';
import { demandResponsesRepository } from './demand-responses.repository';
import { grant, json, logOf, removeFiles, roleId, userInRole } from './demand-test-kit';

let t: TestApp;
let personel: string;
let approver: string;
let sef: string;
let inspector: string;
let equipmentType: number;
let supervisorRole: number;
const START = '2026-04-01T07:00:00Z';
beforeAll(async () => {
  t = await createTestApp({}, 0);
  t.now.value = new Date(START);
  // Supervisors answer demands in these tests too: a second responding role to redirect to.
  await grant(t, 'Vardiya Şefi', 'view-demand-response');
  await grant(t, 'Denetçi', 'view-demand-response');
  [personel, sef, inspector] = await Promise.all([t.login('personel'), t.login('sef'), t.login('denetci')]);
  approver = await userInRole(t, 'talep.onaylayici', 'Talep Onaylayıcı', 'Canan', 'Öztürk');
  supervisorRole = await roleId(t, 'Vardiya Şefi');
  equipmentType = (await json(personel, t, 'GET', '/demand/type?ordering=name')).json().data[0].id;
});
afterAll(async () => {
  removeFiles(t);
  await t.close();
});

const search = (token: string, filters: Record<string, unknown> = {}, query = '') => json(token, t, 'POST', `/demand-response-search${query}`, filters);
const titles = (res: Awaited<ReturnType<typeof search>>) => res.json().data.map((r: { request: { title: string } }) => r.request.title);
const raise = async (title: string, type = equipmentType) => {
  const res = await t.call(personel, {
    method: 'POST', url: '/api/demand/request',
    ...multipart([{ name: 'demand_type_id', content: String(type) }, { name: 'title', content: title }, { name: 'files[0]', filename: 'ek.pdf', content: PDF }]),
  });
  return res.json().data as { id: number; history: { id: number }[]; files: { url: string }[] };
};

describe('the response search', () => {
  it('gives its form data and shows each responder the demands routed to their role', async () => {
    const form = (await json(approver, t, 'GET', '/demand-response-search/create')).json().data;
    expect(form.statuses).toEqual(['waiting', 'answered', 'redirected']);
    expect(form.demand_types.map((d: { name: string }) => d.name)).toContain('Yemek kartı');

    // Seed: the Approver role holds the answered vest, admin's answered guest meal card and the waiting batteries and meal card; the shift swap went to Admin.
    expect(titles(await search(approver)).sort()).toEqual(['El dedektörü pili', 'Misafir yemek kartı', 'Reflektörlü yelek değişimi', 'Yemek kartı yenileme']);
    expect(titles(await search(approver, { status: 'redirected' }))).toEqual(['14 Şubat vardiya değişimi']);
    expect(titles(await search(inspector))).toEqual([]);
    const admin = await t.login('admin');
    expect(titles(await search(admin, { status: 'waiting' })).sort()).toEqual(['14 Şubat vardiya değişimi', 'El dedektörü pili', 'Yemek kartı yenileme']);
  });

  it('filters by type, status, requester name (however typed), text and Turkish calendar days', async () => {
    expect(titles(await search(approver, { demand_type_id: equipmentType, status: 'waiting' }))).toEqual(['El dedektörü pili']);
    expect(titles(await search(approver, { requester: 'AYŞE DOĞAN' }))).toEqual(['Reflektörlü yelek değişimi']);
    expect(titles(await search(approver, { requester: 'ayse dogan' }))).toEqual(['Reflektörlü yelek değişimi']);
    expect(titles(await search(approver, { keyword: 'pil' }))).toEqual(['El dedektörü pili']);
    expect(titles(await search(approver, { started_at: '2026-01-20', ended_at: '2026-01-20' }))).toEqual(['El dedektörü pili']);
    expect(titles(await search(approver, { started_at: '2026-02-01' })).sort()).toEqual(['Misafir yemek kartı', 'Yemek kartı yenileme']);
    expect(titles(await search(approver, { started_at: '2026-02-01', status: 'waiting' }))).toEqual(['Yemek kartı yenileme']);
    const bad = await search(approver, { started_at: '2026-02-01', ended_at: '2026-01-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ended_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz.']);
    const paged = await search(approver, {}, '?page=2&perpage=30');
    expect(paged.json().meta_data).toMatchObject({ page: 2, perpage: 30, total: 4 });
    expect(paged.json().data).toEqual([]);
  });

  it('is for holders of view-demand-response only', async () => {
    expect((await search(personel)).statusCode).toBe(403);
    expect((await json(personel, t, 'GET', '/demand-response-search/create')).statusCode).toBe(403);
    expect((await json(personel, t, 'POST', '/demand-response-search/download', {})).statusCode).toBe(403);
    expect((await json(personel, t, 'GET', '/demand/response/1/create')).statusCode).toBe(403);
    expect((await json(personel, t, 'POST', '/demand/response/1', { response: 'Olmaz' })).statusCode).toBe(403);
    expect((await json(personel, t, 'POST', '/demand/response/1/redirect', { redirect_role_id: supervisorRole })).statusCode).toBe(403);
  });
});

describe('answering', () => {
  it('opens the answer form, answers once, and shows the answer to the requester', async () => {
    const request = await raise('Telsiz kulaklığı');
    const stepId = request.history[0]!.id;
    const form = await json(approver, t, 'GET', `/demand/response/${stepId}/create`);
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ can_act: true, step: { id: stepId, status: 'waiting' }, request: { id: request.id, title: 'Telsiz kulaklığı', files_count: 1 } });
    expect(form.json().data.companies).toHaveLength(1);
    expect((await json(inspector, t, 'GET', `/demand/response/${stepId}/create`)).statusCode).toBe(404);
    expect((await json(inspector, t, 'POST', `/demand/response/${stepId}`, { response: 'Benim değil' })).statusCode).toBe(404);

    const answered = await json(approver, t, 'POST', `/demand/response/${stepId}`, { response: 'Kulaklık depoda hazır.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().helper_data.message).toBe('Talep yanıtlandı.');
    expect(answered.json().data).toMatchObject({ status: 'answered', response: 'Kulaklık depoda hazır.', responder: { full_name: 'Canan Öztürk' } });
    const twice = await json(approver, t, 'POST', `/demand/response/${stepId}`, { response: 'Tekrar' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().info).toBe('Bu talep yanıtlanmış veya başka bir role yönlendirilmiş; işlem yapılamaz.');

    const seen = (await json(personel, t, 'GET', `/demand/request/${request.id}`)).json().data;
    expect(seen).toMatchObject({ status: 'answered', editable: false });
    expect(seen.history[0].response).toBe('Kulaklık depoda hazır.');
    expect((await logOf(t, 'demand_responses', stepId)).map((l) => l.action)).toEqual(['answered']);
    const short = await json(approver, t, 'POST', `/demand/response/${stepId}`, { response: '' });
    expect(short.statusCode).toBe(422);
  });
});

describe('redirecting', () => {
  it('moves the demand to the other role\'s list, out of the original\'s, and keeps the history', async () => {
    const request = await raise('Kapı kartı');
    const stepId = request.history[0]!.id;
    const refused = await json(approver, t, 'POST', `/demand/response/${stepId}/redirect`, { redirect_role_id: await roleId(t, 'Personel') });
    expect(refused.json().errors.redirect_role_id).toEqual(['Seçilen rolün talepleri yanıtlama yetkisi bulunmamaktadır.']);
    const same = await json(approver, t, 'POST', `/demand/response/${stepId}/redirect`, { redirect_role_id: await roleId(t, 'Talep Onaylayıcı') });
    expect(same.json().errors.redirect_role_id).toEqual(['Talep zaten bu role yönlendirilmiş.']);

    const moved = await json(approver, t, 'POST', `/demand/response/${stepId}/redirect`, { redirect_role_id: supervisorRole });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().helper_data.message).toBe('Talep yönlendirildi.');
    const next = moved.json().data;
    expect(next).toMatchObject({ status: 'waiting', roles: [{ role: { id: supervisorRole, name: 'Vardiya Şefi' } }] });

    expect(titles(await search(approver))).not.toContain('Kapı kartı');
    expect(titles(await search(approver, { status: 'redirected' }))).toContain('Kapı kartı');
    expect(titles(await search(sef))).toContain('Kapı kartı');
    expect((await json(approver, t, 'POST', `/demand/response/${stepId}`, { response: 'Geç kaldım' })).json().info).toBe('Bu talep yanıtlanmış veya başka bir role yönlendirilmiş; işlem yapılamaz.');
    // The original role still reads the files of a demand it passed on.
    expect((await t.call(approver, { method: 'GET', url: request.files[0]!.url })).statusCode).toBe(200);

    expect((await json(sef, t, 'POST', `/demand/response/${next.id}`, { response: 'Kart basıldı.' })).statusCode).toBe(200);
    const details = (await json(personel, t, 'GET', `/demand/request/${request.id}`)).json().data;
    expect(details.history.map((h: { status: string }) => h.status)).toEqual(['redirected', 'answered']);
    expect(details.history[0].redirect_role.role.name).toBe('Vardiya Şefi');
    expect(details.history[0].responder.full_name).toBe('Canan Öztürk');
    expect((await logOf(t, 'demand_responses', stepId))[0]).toMatchObject({ action: 'redirected', properties: { attributes: { redirect_role_id: supervisorRole, next_response_id: next.id } } });
  });
});

describe('the Excel export', () => {
  it('sends the filtered rows with Turkish headers under an RFC 5987 file name', async () => {
    const res = await json(approver, t, 'POST', '/demand-response-search/download', { demand_type_id: equipmentType, status: 'answered' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Talep yanitlari.xlsx"; filename*=UTF-8''Talep%20yan%C4%B1tlar%C4%B1.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Talep No', 'Talep Türü', 'Başlık', 'Talep Eden', 'Talep Tarihi', 'Durum', 'Muhatap Rol', 'Yanıt', 'Yönlendirilen Rol', 'İşlem Yapan', 'İşlem Tarihi']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const vest = rows.find((r) => r[3] === 'Reflektörlü yelek değişimi')!;
    expect(vest.slice(1)).toEqual(['ET-2026-0001', 'Ekipman talebi', 'Reflektörlü yelek değişimi', 'Ayşe Doğan', '12/01/2026 10:45', 'Yanıtlandı', 'Yer Hizmetleri - Talep Onaylayıcı',
      'Depodan L beden yelek ayrıldı, vardiya başında teslim alabilirsiniz.', undefined, 'Sistem Yöneticisi', '12/01/2026 15:45']);
    expect(rows.map((r) => r[6])).toEqual(rows.map(() => 'Yanıtlandı'));
    expect(rows.length).toBe((await search(approver, { demand_type_id: equipmentType, status: 'answered' })).json().meta_data.total);
  });

  it('refuses more than 2000 rows with the spec\'s words', async () => {
    const db = t.database.db;
    // 2001 waiting demands for the Approver role, made in SQL: the limit is about rows, not how they came.
    await db.execute(`insert into demand_requests (uuid, demand_type_id, requester_user_id, sequence_year, sequence_number, number, title, status)
      select gen_random_uuid(), ${equipmentType}, (select id from users where name = 'personel'), 1999, g, 'T-' || g, 'Toplu talep ' || g, 'waiting' from generate_series(1, 2001) g` as never);
    await db.execute(`insert into demand_responses (demand_request_id, role_ids, status)
      select r.id, array[${await roleId(t, 'Talep Onaylayıcı')}], 'waiting' from demand_requests r where r.sequence_year = 1999` as never);
    const res = await json(approver, t, 'POST', '/demand-response-search/download', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.export).toEqual(['Tek seferde 2000 kayıttan fazla kayıt çekilemez.']);
    expect((await json(approver, t, 'POST', '/demand-response-search/download', { keyword: 'Toplu talep 1' })).statusCode).toBe(200);
  });

  it('streams page by page: bytes reach the client before the last page is read, and the file holds exactly the rows', async () => {
    const n = EXPORT_PAGE * 2 + 10; // three pages
    const db = t.database.db;
    await db.execute(`insert into demand_requests (uuid, demand_type_id, requester_user_id, sequence_year, sequence_number, number, title, status)
      select gen_random_uuid(), ${equipmentType}, (select id from users where name = 'personel'), 1998, g, 'A-' || g, 'Akış talebi ' || g, 'waiting' from generate_series(1, ${n}) g` as never);
    await db.execute(`insert into demand_responses (demand_request_id, role_ids, status)
      select r.id, array[${await roleId(t, 'Talep Onaylayıcı')}], 'waiting' from demand_requests r where r.sequence_year = 1998` as never);
    // A buffered workbook sends no rows until every page is read: the last read waits (up to 5 s) for
    // more bytes than a whole empty file to reach the client (so the rows of the first pages, not just
    // the package's opening), and notes how many had when it went on.
    const empty = (await xlsxBuffer('Talepler', EXPORT_COLUMNS, [])).length;
    let received = 0;
    const bytesAtRead: number[] = [];
    // Other requests get their turn between pages: a callback queued at the first read has run by the
    // second (PGlite answers within microtasks, so nothing else would run until the export ended).
    let otherWorkRan = false;
    const ranAtRead: boolean[] = [];
    const original = demandResponsesRepository.byIds;
    const page = vi.spyOn(demandResponsesRepository, 'byIds').mockImplementation(async (...args) => {
      ranAtRead.push(otherWorkRan);
      if (ranAtRead.length === 1) setImmediate(() => { otherWorkRan = true; });
      const last = bytesAtRead.length === 2;
      for (let waited = 0; last && received <= empty && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      bytesAtRead.push(received);
      return original.apply(demandResponsesRepository, args);
    });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const body = await download(`${base}/api/demand-response-search/download`, approver, (bytes) => { received += bytes; }, { keyword: 'Akış talebi' });
      expect(bytesAtRead).toHaveLength(3);
      expect(bytesAtRead.at(-1)).toBeGreaterThan(empty);
      expect(ranAtRead.slice(0, 2)).toEqual([false, true]);

      const book = new ExcelJS.Workbook();
      await book.xlsx.load(body as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('Talepler');
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe('A1:K1');
      expect(sheet.rowCount).toBe(n + 1);
      // Newest first (made together: the id decides), none lost or repeated at a page boundary.
      const titles = Array.from({ length: n }, (_, i) => sheet.getRow(i + 2).getCell(3).value);
      expect(titles).toEqual(Array.from({ length: n }, (_, i) => `Akış talebi ${n - i}`));
    } finally {
      page.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBERING_LOCKED } from '../../db/numbering';
import { createTestApp, type TestApp } from '../../test/harness';
import { sha256Of } from '../files/file-store';
import { multipart, PDF, PNG, type Part } from '../files/upload-fixtures';
import { json, logOf, removeFiles, userInRole } from './demand-test-kit';

let t: TestApp;
let personel: string;
let denetci: string;
let approver: string;
let equipmentType: number;
/** A fixed clock: request numbers depend on the year; tokens are signed in at this time. */
const START = '2026-03-10T08:00:00Z';
beforeAll(async () => {
  t = await createTestApp({}, 0);
  t.now.value = new Date(START);
  [personel, denetci] = await Promise.all([t.login('personel'), t.login('denetci')]);
  approver = await userInRole(t, 'talep.onaylayici', 'Talep Onaylayıcı');
  const types = (await json(personel, t, 'GET', '/demand/type?ordering=name')).json().data;
  equipmentType = types[0].id;
});
afterAll(async () => {
  removeFiles(t);
  await t.close();
});

const post = (token: string, parts: Part[]) => t.call(token, { method: 'POST', url: '/api/demand/request', ...multipart(parts) });
const field = (name: string, content: string | number): Part => ({ name, content: String(content) });
const fileOf = (n: number, filename: string, content: Buffer, type = 'application/octet-stream'): Part => ({ name: `files[${n}]`, filename, type, content });
const putBlob = (token: string, bytes: Buffer) =>
  t.call(token, { method: 'PUT', url: `/api/blobs/${sha256Of(bytes)}`, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

describe('raising a demand request with the spec multipart form', () => {
  it('numbers it, routes it to the type roles and keeps its files for the requester and the responders only', async () => {
    const res = await post(personel, [
      field('demand_type_id', equipmentType), field('title', 'Kışlık mont'), field('description', 'XL beden, lacivert.'), field('id', ''),
      fileOf(0, 'Ölçü tablosu.pdf', PDF), fileOf(1, 'mont.png', PNG, 'image/png'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Talebiniz alındı.');
    const request = res.json().data;
    // The seed raised two equipment requests in 2026.
    expect(request).toMatchObject({ number: 'ET-2026-0003', title: 'Kışlık mont', description: 'XL beden, lacivert.', status: 'waiting', files_count: 2, editable: true });
    expect(request.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.files.map((f: { original_name: string }) => f.original_name)).toEqual(['Ölçü tablosu.pdf', 'mont.png']);
    expect(request.history).toHaveLength(1);
    expect(request.history[0]).toMatchObject({ status: 'waiting', roles: [{ role: { name: 'Talep Onaylayıcı' } }] });
    expect(request.current_roles[0].role.name).toBe('Talep Onaylayıcı');

    const file = request.files[0];
    expect(file.url).toBe(`/api/demand/request/${request.id}/file/${file.id}`);
    const mine = await t.call(personel, { method: 'GET', url: file.url });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Ölçü tablosu.pdf')}`);
    expect((await t.call(approver, { method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await t.call(denetci, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.call(personel, { method: 'GET', url: `/api/demand/request/${request.id}/file/${file.id + 100}` })).statusCode).toBe(404);

    const log = await logOf(t, 'demand_requests', request.id);
    expect(log.map((l) => l.action)).toEqual(['created']);
    expect(log[0]!.properties.attributes).toMatchObject({ number: 'ET-2026-0003', file_ids: request.files.map((f: { id: number }) => f.id) });
  });

  it('refuses missing fields, unknown types and files that are not an accepted kind', async () => {
    const bad = await post(personel, [field('demand_type_id', equipmentType), field('title', 'x')]);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['title']);
    const unknown = await post(personel, [field('demand_type_id', 999999), field('title', 'Geçerli başlık')]);
    expect(unknown.json().errors.demand_type_id).toEqual(['Talep türü bulunamadı.']);
    const exe = await post(personel, [field('demand_type_id', equipmentType), field('title', 'Geçerli başlık'), fileOf(0, 'a.exe', Buffer.from([0x4d, 0x5a, 0, 1, 2, 0xff]))]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.files[0]).toContain('Bu dosya türü desteklenmiyor');
  });
});

describe('raising a demand request from the outbox (JSON naming uploaded blobs)', () => {
  const id = '019cd000-0000-7000-8000-0000000000aa';
  const photo = Buffer.concat([PNG, Buffer.from('outbox')]);

  it('refuses with 409 missing_blobs until the blob is uploaded, then keeps the device id; a resend answers the same request', async () => {
    const body = { id, demand_type_id: equipmentType, title: 'Baret', description: '', file_hashes: [sha256Of(photo), sha256Of(PDF)], file_names: ['baret.png', 'form.pdf'] };
    const missing = await json(personel, t, 'POST', '/demand/request', body);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().missing_blobs.sort()).toEqual([sha256Of(photo), sha256Of(PDF)].sort());
    expect((await json(personel, t, 'GET', '/demand/request?keyword=baret')).json().meta_data.total).toBe(0);

    expect((await putBlob(personel, photo)).statusCode).toBe(200);
    // Another user's upload of the same bytes does not count for this one.
    expect((await putBlob(denetci, PDF)).statusCode).toBe(200);
    expect((await json(personel, t, 'POST', '/demand/request', body)).json().missing_blobs).toEqual([sha256Of(PDF)]);
    await putBlob(personel, PDF);

    const created = await json(personel, t, 'POST', '/demand/request', body);
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request.uuid).toBe(id);
    expect(request.files.map((f: { original_name: string; mime_type: string }) => [f.original_name, f.mime_type])).toEqual([['baret.png', 'image/png'], ['form.pdf', 'application/pdf']]);
    const got = await t.call(approver, { method: 'GET', url: request.files[0].url });
    expect(got.rawPayload.equals(photo)).toBe(true);

    const again = await json(personel, t, 'POST', '/demand/request', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(request.id);
    expect((await json(personel, t, 'GET', '/demand/request?keyword=baret')).json().meta_data.total).toBe(1);
    const taken = await json(denetci, t, 'POST', '/demand/request', { ...body, file_hashes: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.id).toEqual(['Bu kayıt kimliği başka bir talepte kullanılıyor.']);
  });

  it('validates the JSON body with the contract', async () => {
    const res = await json(personel, t, 'POST', '/demand/request', { id: 'not-a-uuid', demand_type_id: equipmentType, title: 'Geçerli', file_hashes: ['abc'] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['file_hashes.0', 'id']);
  });
});

describe('numbers per type and year (sequence_yearly_reset)', () => {
  it('restarts yearly types on 1 January in Türkiye and keeps a running number otherwise', async () => {
    const creator = await userInRole(t, 'talep.tanimlayici', 'Talep Tanımlayıcı');
    const approverRole = (await json(personel, t, 'GET', `/demand/type/${equipmentType}`)).json().data.role_ids;
    const mk = async (name: string, yearly: boolean) =>
      (await json(creator, t, 'POST', '/demand/type', { name, role_ids: approverRole, sequence_yearly_reset: yearly })).json().data.id as number;
    const yearly = await mk('Yıllık numaralı', true);
    const running = await mk('Sürekli numaralı', false);
    // Another type with the same initials gets a code of its own: no two requests share a number.
    const twin = await mk('Yeni numara', true);
    let token = personel;
    const raise = async (type: number) => (await json(token, t, 'POST', '/demand/request', { demand_type_id: type, title: 'Numara denemesi' })).json().data.number;
    // Moving the clock expires the tokens signed in before: sign in again at the new time.
    const at = async (iso: string) => {
      t.now.value = new Date(iso);
      token = await t.login('personel');
    };

    await at('2026-12-31T20:00:00Z');
    expect([await raise(yearly), await raise(yearly), await raise(running)]).toEqual(['YN-2026-0001', 'YN-2026-0002', 'SN-2026-0001']);
    await at('2026-12-31T21:05:00Z'); // 00:05 on 1 January 2027 in Istanbul
    expect([await raise(yearly), await raise(running), await raise(running)]).toEqual(['YN-2027-0001', 'SN-2027-0002', 'SN-2027-0003']);
    expect(await raise(twin)).toBe('YN2-2027-0001');
    // Switching a type that has given numbers between yearly and running would give one twice.
    const admin = await t.login('talep.tanimlayici');
    const switched = await json(admin, t, 'PUT', `/demand/type/${yearly}`, { name: 'Yıllık numaralı', role_ids: approverRole, sequence_yearly_reset: false });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors.sequence_yearly_reset).toEqual([NUMBERING_LOCKED]);
    const fresh = (await json(admin, t, 'POST', '/demand/type', { name: 'Henüz numarasız', role_ids: approverRole, sequence_yearly_reset: true })).json().data.id as number;
    expect((await json(admin, t, 'PUT', `/demand/type/${fresh}`, { name: 'Henüz numarasız', role_ids: approverRole, sequence_yearly_reset: false })).statusCode).toBe(200);
    t.now.value = new Date(START);
  });
});

describe('the requester\'s own requests', () => {
  it('lists only the user\'s own, filters them, and hides others\' details', async () => {
    const mine = (await json(personel, t, 'GET', '/demand/request?perpage=100')).json();
    expect(mine.data.length).toBeGreaterThan(2);
    expect(mine.data.every((r: { requester: { full_name: string } }) => r.requester.full_name === 'Ayşe Doğan')).toBe(true);
    const answered = (await json(personel, t, 'GET', '/demand/request?status=answered')).json().data;
    expect(answered.map((r: { title: string }) => r.title)).toEqual(['Reflektörlü yelek değişimi']);
    expect((await json(denetci, t, 'GET', `/demand/request/${answered[0].id}`)).statusCode).toBe(404);
    expect((await json(personel, t, 'GET', `/demand/request/${answered[0].id}`)).json().data.history[0].response).toContain('L beden');
  });

  it('edits, adds and removes files, and withdraws while nobody has acted; then refuses', async () => {
    const created = (await json(personel, t, 'POST', '/demand/request', { demand_type_id: equipmentType, title: 'Eldiven' })).json().data;
    const edited = await json(personel, t, 'PUT', `/demand/request/${created.id}`, { title: 'Kesilmez eldiven', description: 'M beden' });
    expect(edited.json().data).toMatchObject({ title: 'Kesilmez eldiven', description: 'M beden' });
    expect((await json(denetci, t, 'PUT', `/demand/request/${created.id}`, { title: 'Başkası' })).statusCode).toBe(404);

    const added = await t.call(personel, { method: 'POST', url: `/api/demand/request/${created.id}/file`, ...multipart([fileOf(0, 'beden.pdf', PDF)]) });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toHaveLength(1);
    const fileId = added.json().data[0].id;
    const tooMany = await t.call(personel, { method: 'POST', url: `/api/demand/request/${created.id}/file`, ...multipart(Array.from({ length: 10 }, (_, i) => fileOf(i, `f${i}.pdf`, PDF))) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.files).toEqual(['Bir talebe en fazla 10 dosya eklenebilir.']);
    expect((await json(personel, t, 'DELETE', `/demand/request/${created.id}/file/${fileId}`)).json().data.message).toBe('Dosya talepten çıkarıldı.');
    expect((await json(personel, t, 'DELETE', `/demand/request/${created.id}/file/${fileId}`)).statusCode).toBe(404);

    const removed = await json(personel, t, 'DELETE', `/demand/request/${created.id}`);
    expect(removed.json().data.message).toBe('Talep silindi.');
    expect((await json(personel, t, 'GET', `/demand/request/${created.id}`)).statusCode).toBe(404);
    expect((await logOf(t, 'demand_requests', created.id)).map((l) => l.action)).toEqual(['created', 'updated', 'files-added', 'file-removed', 'deleted']);

    const answered = (await json(personel, t, 'GET', '/demand/request?status=answered')).json().data[0];
    const locked = await json(personel, t, 'PUT', `/demand/request/${answered.id}`, { title: 'Değiştirilemez' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().info).toBe('İşlem görmüş bir talep değiştirilemez veya silinemez.');
    expect((await json(personel, t, 'DELETE', `/demand/request/${answered.id}`)).json().info).toBe('İşlem görmüş bir talep değiştirilemez veya silinemez.');
  });

  it('needs sign-in', async () => {
    expect((await json(null, t, 'POST', '/demand/request', {})).statusCode).toBe(401);
    expect((await json(null, t, 'GET', '/demand/request')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let personel: string;
let sef: string;
beforeAll(async () => {
  t = await createTestApp({}, 2);
  hr = await t.login('ik.uzmani');
  personel = await t.login('personel');
  sef = await t.login('sef');
});
afterAll(() => t.close());

describe('credentials users', () => {
  it.each([['GET', '/api/user'], ['POST', '/api/user'], ['PUT', '/api/user/1'], ['DELETE', '/api/user/1'], ['GET', '/api/user/1/logs']])(
    '%s %s: 403 without the permission, 401 signed out', async (method, url) => {
      expect((await t.call(personel, { method: method as 'GET', url, payload: ['POST', 'PUT'].includes(method) ? {} : undefined })).statusCode).toBe(403);
      expect((await t.call(null, { method: method as 'GET', url })).statusCode).toBe(401);
    });

  it('lists with name, email and query filters', async () => {
    const byName = (await t.call(hr, { method: 'GET', url: '/api/user?name=elif şah' })).json();
    expect(byName.data.map((u: { name: string }) => u.name)).toEqual(['ik.uzmani']);
    const byMail = (await t.call(hr, { method: 'GET', url: '/api/user?email=denetci@' })).json();
    expect(byMail.data.map((u: { name: string }) => u.name)).toEqual(['denetci']);
    const query = (await t.call(hr, { method: 'GET', url: '/api/user?query=gozlemci' })).json();
    expect(query.meta_data.total).toBe(1);
  });

  it('creates, updates (with the spec toast), refuses duplicates with the lookup words, logs, and deletes an unused user', async () => {
    const created = await t.call(hr, { method: 'POST', url: '/api/user', payload: { name: 'Yeni.Kullanici', email: 'yeni@apron.example', mobile_number: '0532 111 22 33', first_name: 'Yeni', last_name: 'Kullanıcı' } });
    expect(created.statusCode).toBe(201);
    const u = created.json().data;
    expect(u).toMatchObject({ name: 'yeni.kullanici', mobile_number: '5321112233', positions_count: 0 });

    const dup = await t.call(hr, { method: 'PUT', url: `/api/user/${u.id}`, payload: { name: 'denetci', email: 'ADMIN@apron.example', mobile_number: '5321112233' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: ['Kullanıcı adı Oğuz Çelik tarafından kullanılmaktadır.'], email: ['E-posta adresi Sistem Yöneticisi tarafından kullanılmaktadır.'] });
    const badMobile = await t.call(hr, { method: 'PUT', url: `/api/user/${u.id}`, payload: { name: 'yeni.kullanici', mobile_number: '123' } });
    expect(badMobile.json().errors.mobile_number).toEqual(['Telefon numarası geçersizdir.']);

    const upd = await t.call(hr, { method: 'PUT', url: `/api/user/${u.id}`, payload: { name: 'yeni.kullanici', email: 'yeni2@apron.example', mobile_number: '5321112233' } });
    expect(upd.json().helper_data.message).toBe('Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.');
    const logs = (await t.call(hr, { method: 'GET', url: `/api/user/${u.id}/logs` })).json();
    expect(logs.data[0]).toMatchObject({ action: 'updated', attributes: { email: 'yeni2@apron.example' }, old: { email: 'yeni@apron.example' }, causer_name: 'Elif Şahin' });
    // the logs need view-user-logs
    expect((await t.call(sef, { method: 'GET', url: `/api/user/${u.id}/logs` })).statusCode).toBe(403);

    const inUse = await t.call(hr, { method: 'DELETE', url: '/api/user/1' });
    expect(inUse.statusCode).toBe(409);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/user/${u.id}` })).statusCode).toBe(200);
    expect((await t.call(hr, { method: 'GET', url: `/api/user/${u.id}/edit` })).statusCode).toBe(404);
  });
});

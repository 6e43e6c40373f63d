import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let personel: string;
let sef: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, 2);
  hr = await t.login('ik.uzmani');
  personel = await t.login('personel');
  sef = await t.login('sef');
  admin = await t.login('admin');
});
afterAll(() => t.close());

const userId = async (name: string) => ((await t.database.db.execute(`select id from users where name = '${name}'` as never)) as unknown as { rows: { id: number }[] }).rows[0]!.id;

describe('support', () => {
  it.each([['GET', '/api/user/1/email'], ['POST', '/api/user/1/email'], ['DELETE', '/api/user/1/email/1'], ['GET', '/api/email-domain'], ['POST', '/api/email-domain'], ['GET', '/api/support/user-groups/1']])(
    '%s %s: 403 without the permission, 401 signed out', async (method, url) => {
      expect((await t.call(personel, { method: method as 'GET', url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(403);
      expect((await t.call(null, { method: method as 'GET', url })).statusCode).toBe(401);
    });

  it("adds an address and an alias to a user, refuses unknown domains, duplicates and aliases of aliases, and deletes an address with its aliases", async () => {
    const uid = await userId('denetci');
    const list = (await t.call(hr, { method: 'GET', url: `/api/user/${uid}/email` })).json().data;
    expect(list.map((e: { email: string }) => e.email)).toEqual(['denetci@apron.example']);
    const form = (await t.call(hr, { method: 'GET', url: `/api/user/${uid}/email/create` })).json().data;
    expect(form.domains.map((d: { name: string }) => d.name)).toContain('apron.example');

    const main = await t.call(hr, { method: 'POST', url: `/api/user/${uid}/email`, payload: { email: 'Oguz.Celik@apron.com.tr' } });
    expect(main.statusCode).toBe(201);
    expect(main.json().helper_data.message).toBe('Email successfully created.');
    const m = main.json().data;
    const alias = await t.call(hr, { method: 'POST', url: `/api/user/${uid}/email`, payload: { email: 'denetim@apron.com.tr', parent_id: m.id } });
    expect(alias.statusCode).toBe(201);
    const a = alias.json().data;
    expect((await t.call(hr, { method: 'POST', url: `/api/user/${uid}/email`, payload: { email: 'x@gmail.com' } })).json().errors.email).toEqual(['E-posta alan adı tanımlı değil.']);
    expect((await t.call(hr, { method: 'POST', url: `/api/user/${uid}/email`, payload: { email: 'admin@apron.example' } })).json().errors.email).toEqual(['Bu e-posta adresi kullanılıyor.']);
    expect((await t.call(hr, { method: 'POST', url: `/api/user/${uid}/email`, payload: { email: 'y@apron.com.tr', parent_id: a.id } })).json().errors.parent_id)
      .toEqual(['Bir takma ad başka bir takma adın altına eklenemez.']);

    const withAliases = (await t.call(hr, { method: 'GET', url: `/api/user/${uid}/email` })).json().data;
    expect(withAliases.find((e: { id: number }) => e.id === m.id).aliases.map((x: { email: string }) => x.email)).toEqual(['denetim@apron.com.tr']);
    const edit = (await t.call(hr, { method: 'GET', url: `/api/user/${uid}/email/${a.id}/edit` })).json().data;
    expect(edit.email.parent_id).toBe(m.id);
    const upd = await t.call(hr, { method: 'PUT', url: `/api/user/${uid}/email/${a.id}`, payload: { email: 'denetim.ekibi@apron.com.tr', parent_id: m.id } });
    expect(upd.json().data.email).toBe('denetim.ekibi@apron.com.tr');

    const del = await t.call(hr, { method: 'DELETE', url: `/api/user/${uid}/email/${m.id}` });
    expect(del.json().data.message).toBe('Email successfully deleted.');
    expect((await t.call(hr, { method: 'GET', url: `/api/user/${uid}/email` })).json().data).toHaveLength(1);
  });

  it('manages domains: paged list, create, duplicate refused, in-use refused, delete', async () => {
    const list = (await t.call(admin, { method: 'GET', url: '/api/email-domain?page=1' })).json();
    expect(list.meta_data.total).toBe(2);
    const bad = await t.call(admin, { method: 'POST', url: '/api/email-domain', payload: { name: 'not a domain' } });
    expect(bad.statusCode).toBe(422);
    const created = await t.call(admin, { method: 'POST', url: '/api/email-domain', payload: { name: 'Apron.Aero' } });
    expect(created.json()).toMatchObject({ data: { name: 'apron.aero' }, helper_data: { message: 'Domain successfully created.' } });
    expect((await t.call(admin, { method: 'POST', url: '/api/email-domain', payload: { name: 'apron.aero' } })).statusCode).toBe(422);
    const usedId = list.data.find((d: { name: string }) => d.name === 'apron.example').id;
    const used = await t.call(admin, { method: 'DELETE', url: `/api/email-domain/${usedId}` });
    expect(used.statusCode).toBe(409);
    const gone = await t.call(admin, { method: 'DELETE', url: `/api/email-domain/${created.json().data.id}` });
    expect(gone.json().data.message).toBe('Domain successfully deleted.');
  });

  it("shows a user's groups and the active position's groups", async () => {
    const groups = (await t.call(hr, { method: 'GET', url: `/api/support/user-groups/${await userId('sef')}` })).json().data;
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Vardiya Sorumluları']);
    const mine = (await t.call(sef, { method: 'GET', url: '/api/position/self/position-group' })).json().data;
    expect(mine.map((g: { name: string }) => g.name)).toEqual(['Vardiya Sorumluları']);
    expect((await t.call(personel, { method: 'GET', url: '/api/position/self/position-group' })).json().data).toEqual([]);
  });
});

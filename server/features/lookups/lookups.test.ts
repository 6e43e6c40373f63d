import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let user: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({}, 20);
  user = await t.login('personel');
  companyId = (await t.call(user, { method: 'GET', url: '/api/initialize' })).json().data.active_position.role.department.company.id;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = user) => t.call(token, { method: 'GET', url: `/api${url}` });
const idOf = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
const department = (name: string) => idOf(sql`select id from departments where name = ${name}`);
const role = (name: string) => idOf(sql`select id from roles where name = ${name}`);
const project = (code: string) => idOf(sql`select id from security_projects where short_code = ${code}`);
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('department contact cards', () => {
  it('lists the cards of a department, the primary first, numbers in order', async () => {
    const res = await get(`/generic/department/${await department('Genel Müdürlük')}/contact-card`);
    expect(res.statusCode).toBe(200);
    const cards = res.json().data;
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({
      primary: true, address_id: null,
      numbers: [{ number: '2124630000', ext: null, type: 'normal' }, { number: '2124630000', ext: '100', type: 'normal' }],
    });
    expect(cards[1]).toMatchObject({ primary: false, numbers: [{ number: '2164650000', ext: '1010', type: 'normal' }] });
  });

  it('answers an empty list for a department without cards, 404 for an unknown one', async () => {
    expect((await get(`/generic/department/${await department('Denetim')}/contact-card`)).json().data).toEqual([]);
    const missing = await get('/generic/department/999999/contact-card');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kayıt bulunamadı.');
    expect((await get('/generic/department/abc/contact-card')).statusCode).toBe(422);
  });
});

describe('organisation lookups', () => {
  it('lists the departments of a company in Turkish order', async () => {
    const res = await get(`/generic/company/${companyId}/department`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).toEqual([
      'Bilgi Teknolojileri', 'Denetim', 'Genel Müdürlük', 'Güvenlik Operasyonları', 'İnsan Kaynakları', 'Köpekli Arama Birimi', 'Yer Hizmetleri',
    ]);
    expect((await get('/generic/company/999999/department')).statusCode).toBe(404);
  });

  it('lists the roles of a department, leaving out exceptId', async () => {
    const audit = await department('Denetim');
    const all = (await get(`/department/${audit}/role`)).json().data;
    expect(names(all)).toEqual(['Denetçi', 'Gözlemci']);
    expect(all[0]).toMatchObject({ department_id: audit, department_name: 'Denetim', parent_id: null, is_blue_collar: false });
    const except = (await get(`/department/${audit}/role?exceptId=${await role('Denetçi')}`)).json().data;
    expect(names(except)).toEqual(['Gözlemci']);
    expect((await get(`/department/${audit}/role?exceptId=x`)).statusCode).toBe(422);
    expect((await get('/department/999999/role')).statusCode).toBe(404);
  });

  it('lists company roles by name however it is typed, and the same for company/self', async () => {
    const all = (await get(`/company/${companyId}/role`)).json().data;
    expect(all).toHaveLength(13);
    for (const typed of ['KÖPEK', 'köpek', 'kopek']) {
      expect(names((await get(`/company/${companyId}/role?name=${encodeURIComponent(typed)}`)).json().data)).toEqual(['Köpek Eğitmeni']);
    }
    const self = await get('/company/self/role');
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toEqual(all);
    expect(names((await get('/company/self/role?name=pers')).json().data)).toEqual(['Personel']);
    expect((await get('/company/abc/role')).statusCode).toBe(422);
    expect((await get('/company/999999/role')).statusCode).toBe(404);
  });

  it('pages the positions of a role', async () => {
    const supervisor = await role('Vardiya Şefi');
    const res = await get(`/generic/role/${supervisor}/position?ordering=full_name`);
    expect(res.statusCode).toBe(200);
    const { data, meta_data } = res.json();
    expect(meta_data).toMatchObject({ page: 1, perpage: 30, total: 2 });
    expect(data.map((p: { full_name: string }) => p.full_name)).toEqual(['İsmail Güneş', 'Sistem Yöneticisi']);
    expect(data[0].role_display.role).toEqual({ id: supervisor, name: 'Vardiya Şefi', deleted: false });
    const second = (await get(`/generic/role/${supervisor}/position?page=2`)).json();
    expect(second.data).toEqual([]);
    expect(second.meta_data.total).toBe(2);
    expect((await get(`/generic/role/${supervisor}/position?perpage=7`)).statusCode).toBe(422);
    expect((await get('/generic/role/999999/position')).statusCode).toBe(404);
  });

  it('lists the regions of a project and the shuttle stops of a region', async () => {
    const regions = (await get(`/security-project/${await project('IST')}/region`)).json().data;
    expect(names(regions)).toEqual(['IST Güney Bölgesi', 'IST Kuzey Bölgesi']);
    const north = regions[1];
    const stops = (await get(`/regions/${north.id}/shuttle-stops`)).json().data;
    expect(stops.map((s: { stop_no: string }) => s.stop_no)).toEqual(['IST-11', 'IST-12', 'IST-13']);
    expect(stops[0]).toMatchObject({ region_id: north.id, security_project_id: north.security_project_id, stop_name: 'IST Kuzey Bölgesi Durak 1' });
    expect((await get('/security-project/999999/region')).statusCode).toBe(404);
    expect((await get('/regions/999999/shuttle-stops')).statusCode).toBe(404);
  });

  it('treats a deleted region as gone', async () => {
    const regions = (await get(`/security-project/${await project('SAW')}/region`)).json().data;
    await t.database.db.execute(sql`update regions set deleted_at = now() where id = ${regions[0].id}`);
    expect((await get(`/regions/${regions[0].id}/shuttle-stops`)).statusCode).toBe(404);
    expect(names((await get(`/security-project/${await project('SAW')}/region`)).json().data)).toEqual([regions[1].name]);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/company/self/role', null)).statusCode).toBe(401);
    expect((await get(`/generic/company/${companyId}/department`, null)).statusCode).toBe(401);
  });
});

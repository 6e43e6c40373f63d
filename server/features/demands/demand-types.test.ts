import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { json, logOf, roleId, userInRole } from './demand-test-kit';

let t: TestApp;
let creator: string;
let personel: string;
let approverRole: number;
let supervisorRole: number;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  creator = await userInRole(t, 'talep.yoneticisi', 'Talep Tanımlayıcı');
  personel = await t.login('personel');
  approverRole = await roleId(t, 'Talep Onaylayıcı');
  supervisorRole = await roleId(t, 'Vardiya Şefi');
});
afterAll(() => t.close());

describe('demand types', () => {
  it('lists the seeded types to every signed-in user, with receiving roles as company - department - role', async () => {
    const res = await json(personel, t, 'GET', '/demand/type?ordering=name');
    expect(res.statusCode).toBe(200);
    const { data, meta_data } = res.json();
    expect(data.map((d: { name: string }) => d.name)).toEqual(['Ekipman talebi', 'Vardiya değişikliği dilekçesi', 'Yemek kartı']);
    expect(meta_data).toMatchObject({ page: 1, perpage: 30, total: 3 });
    const equipment = data[0];
    expect(equipment.sequence_yearly_reset).toBe(true);
    expect(equipment.requests_count).toBe(2);
    expect(equipment.roles[0]).toMatchObject({ department: { name: 'Yer Hizmetleri' }, role: { id: approverRole, name: 'Talep Onaylayıcı', deleted: false } });
    const found = (await json(personel, t, 'GET', `/demand/type?keyword=${encodeURIComponent('YEMEK')}`)).json().data;
    expect(found.map((d: { name: string }) => d.name)).toEqual(['Yemek kartı']);
  });

  it('creates, updates and deletes with the spec 2 §8 success messages and an activity-log entry each', async () => {
    const created = await json(creator, t, 'POST', '/demand/type', { name: 'Dolap anahtarı', role_ids: [approverRole, approverRole], sequence_yearly_reset: false });
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe('Talep türü oluşturuldu.');
    const type = created.json().data;
    expect(type).toMatchObject({ name: 'Dolap anahtarı', role_ids: [approverRole], sequence_yearly_reset: false, requests_count: 0 });

    const shown = await json(personel, t, 'GET', `/demand/type/${type.id}?with_helper_data=true`);
    expect(shown.json().data.id).toBe(type.id);
    expect(shown.json().helper_data.companies[0].name).toBe('Apron Havacılık ve Güvenlik Hizmetleri A.Ş.');

    const updated = await json(creator, t, 'PUT', `/demand/type/${type.id}`, { name: 'Dolap anahtarı talebi', role_ids: [supervisorRole, approverRole], sequence_yearly_reset: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().helper_data.message).toBe('Talep türü güncellendi.');
    expect(updated.json().data).toMatchObject({ name: 'Dolap anahtarı talebi', sequence_yearly_reset: true });
    expect(updated.json().data.role_ids.sort()).toEqual([approverRole, supervisorRole].sort());

    const removed = await json(creator, t, 'DELETE', `/demand/type/${type.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe('Talep türü silindi.');
    expect((await json(personel, t, 'GET', `/demand/type/${type.id}`)).statusCode).toBe(404);

    const log = await logOf(t, 'demand_types', type.id);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[1]!.properties.attributes).toMatchObject({ name: 'Dolap anahtarı talebi', sequence_yearly_reset: true });
    expect(log[1]!.properties.old).toMatchObject({ name: 'Dolap anahtarı', role_ids: [approverRole] });
  });

  it('refuses a type without roles, with an unknown role, or with a too short name', async () => {
    const empty = await json(creator, t, 'POST', '/demand/type', { name: 'X', role_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['name', 'role_ids']);
    const unknown = await json(creator, t, 'POST', '/demand/type', { name: 'Geçerli ad', role_ids: [999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.role_ids).toEqual(['Seçilen rollerden biri bulunamadı.']);
  });

  it('is administered only with manage-will-and-notice-types', async () => {
    const body = { name: 'Yetkisiz tür', role_ids: [approverRole] };
    expect((await json(personel, t, 'POST', '/demand/type', body)).statusCode).toBe(403);
    expect((await json(personel, t, 'PUT', '/demand/type/1', body)).statusCode).toBe(403);
    expect((await json(personel, t, 'DELETE', '/demand/type/1')).statusCode).toBe(403);
    expect((await json(null, t, 'GET', '/demand/type')).statusCode).toBe(401);
    expect((await json(creator, t, 'DELETE', '/demand/type/999999')).statusCode).toBe(404);
  });
});

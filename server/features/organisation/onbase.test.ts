import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 2);
  [admin, personel] = await Promise.all([t.login('admin'), t.login('personel')]);
});
afterAll(() => t.close());

const send = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const rows = async <T>(q: string) => ((await t.database.db.execute(q as never)) as unknown as { rows: T[] }).rows;

describe('onbase permission checks', () => {
  it.each([
    ['GET', '/onbase/user/role'], ['POST', '/onbase/user/role'], ['PUT', '/onbase/user/role/1'], ['DELETE', '/onbase/user/role/1'],
    ['GET', '/onbase/user/1/role'], ['POST', '/onbase/user/1/role'], ['DELETE', '/onbase/user/1/role/1'],
  ])('%s %s: 403 without view-onbase-groups, 401 signed out', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await send(personel, method as 'GET', url, payload)).statusCode).toBe(403);
    expect((await send(null, method as 'GET', url, payload)).statusCode).toBe(401);
  });
});

describe('onbase role codes', () => {
  it('creates, filters, refuses a duplicate code, updates with a log, and deletes only a role nobody holds', async () => {
    const created = await send(admin, 'POST', '/onbase/user/role', { name: 'Kargo Arşivi', onbase_code: 'CARGO_R' });
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe('Onbase rolü başarıyla oluşturuldu.');
    const role = created.json().data;
    expect((await send(admin, 'GET', '/onbase/user/role?onbase_code=cargo')).json().data.map((r: { id: number }) => r.id)).toEqual([role.id]);
    const dup = await send(admin, 'POST', '/onbase/user/role', { name: 'Başka', onbase_code: 'cargo_r' });
    expect(dup.json().errors.onbase_code).toEqual(['Bu onbase kodu zaten kayıtlı.']);
    expect((await send(admin, 'POST', '/onbase/user/role', { name: '', onbase_code: 'X' })).statusCode).toBe(422);

    const updated = await send(admin, 'PUT', `/onbase/user/role/${role.id}`, { name: 'Kargo Arşivi Okuma', onbase_code: 'CARGO_R' });
    expect(updated.json().data.name).toBe('Kargo Arşivi Okuma');
    const logs = await rows<{ action: string }>(`select action from activity_log where table_name = 'onbase_roles' and target_id = ${role.id} order by id`);
    expect(logs.map((l) => l.action)).toEqual(['created', 'updated']);
    expect((await send(admin, 'GET', `/onbase/user/role/${role.id}/edit`)).json().data.role.onbase_code).toBe('CARGO_R');

    const [user] = await rows<{ id: number }>(`select id from users where name = 'personel'`);
    expect((await send(admin, 'POST', `/onbase/user/${user!.id}/role`, { role_id: role.id })).statusCode).toBe(201);
    const refused = await send(admin, 'DELETE', `/onbase/user/role/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await send(admin, 'DELETE', `/onbase/user/${user!.id}/role/${role.id}`)).json().data.message).toBe('Rol başarıyla silindi.');
    expect((await send(admin, 'DELETE', `/onbase/user/role/${role.id}`)).statusCode).toBe(200);
    expect((await send(admin, 'GET', `/onbase/user/role/${role.id}/edit`)).statusCode).toBe(404);
  });
});

describe("a user's onbase roles", () => {
  it('sets the project from a role code equal to its short code, refuses a second grant, and 404s a grant the user lacks', async () => {
    const [user] = await rows<{ id: number }>(`select id from users where name = 'sef'`);
    const form = (await send(admin, 'GET', `/onbase/user/${user!.id}/role/create`)).json().data;
    const ist = form.roles.find((r: { onbase_code: string }) => r.onbase_code === 'IST');
    const hr = form.roles.find((r: { onbase_code: string }) => r.onbase_code === 'HR_READ');
    const saw = form.security_projects.find((p: { short_code: string }) => p.short_code === 'SAW');

    const granted = await send(admin, 'POST', `/onbase/user/${user!.id}/role`, { role_id: ist.id, security_project_id: saw.id });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().helper_data.message).toBe('Rol başarıyla eklendi');
    expect(granted.json().data.security_project_name).toBe('İstanbul Havalimanı Güvenlik');
    const chosen = await send(admin, 'POST', `/onbase/user/${user!.id}/role`, { role_id: hr.id, security_project_id: saw.id });
    expect(chosen.json().data.security_project_id).toBe(saw.id);
    expect((await send(admin, 'POST', `/onbase/user/${user!.id}/role`, { role_id: hr.id })).json().errors.role_id).toEqual(['Bu rol kullanıcıda zaten var.']);

    const list = (await send(admin, 'GET', `/onbase/user/${user!.id}/role`)).json().data;
    expect(list.map((g: { onbase_code: string }) => g.onbase_code).sort()).toEqual(['HR_READ', 'IST']);
    const [other] = await rows<{ id: number }>(`select id from users where name = 'personel'`);
    expect((await send(admin, 'DELETE', `/onbase/user/${other!.id}/role/${hr.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'GET', '/onbase/user/999999/role')).statusCode).toBe(404);
  });
});

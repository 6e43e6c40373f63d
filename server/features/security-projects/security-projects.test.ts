import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('ik.uzmani');
});
afterAll(() => t.close());

const body = { name: 'Bodrum Milas Güvenlik', short_code: 'BJV', type: 'ggh', enable: true, schedule_id: null, sgk_workplace_no: '48100007' };

describe('security projects', () => {
  it('searches by keyword however it is typed, and by type, paged', async () => {
    const res = await t.call(hr, { method: 'GET', url: '/api/search/security-projects?keyword=ESENBOĞA&page=1&perpage=30' });
    expect(res.statusCode).toBe(200);
    const { data, meta_data } = res.json();
    expect(data.map((p: { short_code: string }) => p.short_code)).toEqual(['ESB']);
    expect(meta_data).toMatchObject({ page: 1, perpage: 30, total: 1 });
    const ascii = (await t.call(hr, { method: 'GET', url: '/api/search/security-projects?keyword=esenboga' })).json();
    expect(ascii.data).toHaveLength(1);
    const uog = (await t.call(hr, { method: 'GET', url: '/api/search/security-projects?type=uog' })).json();
    expect(uog.data.every((p: { type: string }) => p.type === 'uog')).toBe(true);
    expect(uog.meta_data.total).toBe(2);
  });

  it('orders by an allowed column and ignores unknown ones', async () => {
    const byName = (await t.call(hr, { method: 'GET', url: '/api/search/security-projects?ordering=name' })).json();
    const names = byName.data.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Ankara Esenboğa Operasyon');
    const bogus = await t.call(hr, { method: 'GET', url: '/api/search/security-projects?ordering=-password_hash' });
    expect(bogus.statusCode).toBe(200);
  });

  it('takes enable as 1/0 the way forms send it', async () => {
    const on = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...body, short_code: 'ONE', enable: 1 } });
    expect(on.statusCode).toBe(201);
    expect(on.json().data.enable).toBe(true);
    const off = await t.call(hr, { method: 'PUT', url: `/api/security/projects/${on.json().data.id}`, payload: { ...body, short_code: 'ONE', enable: '0' } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enable).toBe(false);
  });

  it('creates, edits and deletes with an activity-log entry for each change', async () => {
    const created = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: body });
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(project).toMatchObject({ name: body.name, short_code: 'BJV', enable: true, members_count: 0 });

    const edit = (await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/edit` })).json();
    expect(edit.data.project.id).toBe(project.id);
    expect(edit.data.types).toContain('uog');

    const updated = await t.call(hr, { method: 'PUT', url: `/api/security/projects/${project.id}`, payload: { ...body, enable: false } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.enable).toBe(false);

    const removed = await t.call(hr, { method: 'DELETE', url: `/api/security/projects/${project.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/edit` })).statusCode).toBe(404);

    const log = await t.database.db.execute(`select action, properties from activity_log where table_name = 'security_projects' and target_id = ${project.id} order by id` as never);
    const rows = (log as unknown as { rows: { action: string; properties: { attributes: Record<string, unknown>; old: Record<string, unknown> } }[] }).rows;
    expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'deleted']);
    expect(rows[1]!.properties).toEqual({ attributes: { enable: false }, old: { enable: true } });
  });

  it('validates with field errors: short code, type, duplicate code', async () => {
    const bad = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...body, short_code: 'ış', type: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['short_code', 'type']);
    const dup = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...body, short_code: 'IST' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.short_code[0]).toBe('Bu kısa kod başka bir projede kullanılıyor.');
  });

  it('adds and removes members found through the position search', async () => {
    const project = (await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...body, short_code: 'GZT' } })).json().data;
    const found = await t.call(hr, { method: 'GET', url: '/api/search/position?q=SEF' });
    expect(found.statusCode).toBe(200);
    const search = (await t.call(hr, { method: 'GET', url: '/api/search/position?q=ismail' })).json().data;
    const position = search.find((p: { full_name: string }) => p.full_name === 'İsmail Güneş');
    expect(position.role_display.role.name).toBe('Vardiya Şefi');

    const added = await t.call(hr, { method: 'POST', url: `/api/security/projects/${project.id}/positions`, payload: { position: position.id } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.full_name).toBe('İsmail Güneş');
    const again = await t.call(hr, { method: 'POST', url: `/api/security/projects/${project.id}/positions`, payload: { position: position.id } });
    expect(again.statusCode).toBe(422);

    const list = (await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/positions` })).json();
    expect(list.meta_data.total).toBe(1);
    // The member search joins users and employees, which both have name columns.
    for (const keyword of ['ismail', 'GÜNEŞ', 'nobody']) {
      const found = await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/positions?keyword=${encodeURIComponent(keyword)}` });
      expect(found.statusCode).toBe(200);
      expect(found.json().meta_data.total).toBe(keyword === 'nobody' ? 0 : 1);
    }
    expect((await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/positions/${position.id}` })).statusCode).toBe(200);

    expect((await t.call(hr, { method: 'DELETE', url: `/api/security/projects/${project.id}/positions/${position.id}` })).statusCode).toBe(200);
    const after = (await t.call(hr, { method: 'GET', url: `/api/security/projects/${project.id}/positions` })).json();
    expect(after.meta_data.total).toBe(0);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/security/projects/${project.id}/positions/${position.id}` })).statusCode).toBe(404);
  });

  it('position search needs 3 characters and filters by project and role names', async () => {
    expect((await t.call(hr, { method: 'GET', url: '/api/search/position?q=is' })).statusCode).toBe(422);
    const projects = (await t.call(hr, { method: 'GET', url: '/api/search/security-projects?keyword=IST' })).json().data;
    const inIst = (await t.call(hr, { method: 'GET', url: `/api/search/position?q=${encodeURIComponent('yöneticisi')}&security_project=${projects[0].id}` }));
    expect(inIst.statusCode).toBe(200);
    expect(inIst.json().data.map((p: { full_name: string }) => p.full_name)).toEqual(['Sistem Yöneticisi']);
    const elsewhere = (await t.call(hr, { method: 'GET', url: `/api/search/position?q=${encodeURIComponent('yöneticisi')}&security_project=${projects[0].id + 1}` })).json();
    expect(elsewhere.data).toEqual([]);
    const supervisors = (await t.call(hr, { method: 'GET', url: `/api/search/position?q=ismail&role_names[]=${encodeURIComponent('Denetçi')}` })).json().data;
    expect(supervisors).toEqual([]);
  });

  it('is refused without view-security-projects', async () => {
    const token = await t.login('denetci');
    expect((await t.call(token, { method: 'GET', url: '/api/search/security-projects' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/search/security-projects' })).statusCode).toBe(401);
  });
});

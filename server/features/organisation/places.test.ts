import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 2);
  hr = await t.login('ik.uzmani');
  personel = await t.login('personel');
});
afterAll(() => t.close());

const rows = async <T>(q: string) => ((await t.database.db.execute(q as never)) as unknown as { rows: T[] }).rows;

describe('permission checks', () => {
  it.each([
    ['GET', '/api/regions'], ['POST', '/api/regions'], ['DELETE', '/api/regions/1'], ['GET', '/api/shuttle-stops'],
    ['PUT', '/api/shuttle-stops/1'], ['GET', '/api/gss/facility'], ['POST', '/api/gss/facility'],
  ])('%s %s: 403 without the permission, 401 signed out', async (method, url) => {
    expect((await t.call(personel, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode).toBe(403);
    expect((await t.call(null, { method: method as 'GET', url })).statusCode).toBe(401);
  });
});

describe('regions and shuttle stops', () => {
  it('creates a region and a stop in it, filters, refuses a stop whose region is of another project, and deleting a used region', async () => {
    const form = (await t.call(hr, { method: 'GET', url: '/api/regions/create' })).json().data;
    const [ist, saw] = [form.security_projects.find((p: { short_code: string }) => p.short_code === 'IST'), form.security_projects.find((p: { short_code: string }) => p.short_code === 'SAW')];
    const region = await t.call(hr, { method: 'POST', url: '/api/regions', payload: { security_project_id: ist.id, name: 'IST Batı Bölgesi' } });
    expect(region.statusCode).toBe(201);
    const r = region.json().data;
    expect(r).toMatchObject({ security_project_name: ist.name, stops_count: 0 });
    expect((await t.call(hr, { method: 'GET', url: `/api/regions?security_project_id=${ist.id}&name=batı` })).json().meta_data.total).toBe(1);

    const stopForm = (await t.call(hr, { method: 'GET', url: `/api/shuttle-stops/create?security_project_id=${ist.id}` })).json().data;
    expect(stopForm.regions.map((x: { name: string }) => x.name)).toContain('IST Batı Bölgesi');
    const wrong = await t.call(hr, { method: 'POST', url: '/api/shuttle-stops', payload: { security_project_id: saw.id, region_id: r.id, stop_no: 'B1', stop_name: 'Batı Kapı' } });
    expect(wrong.json().errors.region_id).toEqual(['Bölge seçilen güvenlik projesine ait değil.']);
    const stop = await t.call(hr, { method: 'POST', url: '/api/shuttle-stops', payload: { security_project_id: ist.id, region_id: r.id, stop_no: 'B1', stop_name: 'Batı Kapı' } });
    expect(stop.statusCode).toBe(201);
    const dup = await t.call(hr, { method: 'POST', url: '/api/shuttle-stops', payload: { security_project_id: ist.id, region_id: r.id, stop_no: 'B1', stop_name: 'Batı Kapı 2' } });
    expect(dup.json().errors.stop_no).toEqual(['Bu durak numarası bu projede kullanılıyor.']);
    const bad = await t.call(hr, { method: 'POST', url: '/api/shuttle-stops', payload: { security_project_id: ist.id, region_id: r.id, stop_no: 'B 1!', stop_name: '' } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['stop_name', 'stop_no']);

    const s = stop.json().data;
    const list = (await t.call(hr, { method: 'GET', url: `/api/shuttle-stops?region_id=${r.id}` })).json();
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    const upd = await t.call(hr, { method: 'PUT', url: `/api/shuttle-stops/${s.id}`, payload: { security_project_id: ist.id, region_id: r.id, stop_no: 'B1', stop_name: 'Batı Ana Kapı' } });
    expect(upd.json().helper_data.message).toBe('Servis durağı güncellendi.');

    const used = await t.call(hr, { method: 'DELETE', url: `/api/regions/${r.id}` });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Bu bölge kullanımda olduğu için silinemez: 1 servis durağı, 0 personel.');
    expect((await t.call(hr, { method: 'DELETE', url: `/api/shuttle-stops/${s.id}` })).statusCode).toBe(200);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/regions/${r.id}` })).statusCode).toBe(200);
    const log = await rows<{ table_name: string; action: string }>(`select table_name, action from activity_log where table_name in ('regions', 'shuttle_stops') order by id`);
    expect(log.map((l) => `${l.table_name}:${l.action}`)).toEqual(['regions:created', 'shuttle_stops:created', 'shuttle_stops:updated', 'shuttle_stops:deleted', 'regions:deleted']);
  });
});

describe('facilities', () => {
  it('builds a tree, lists it in tree order, refuses a cycle and deleting a parent', async () => {
    const make = async (name: string, parent_id?: number) => (await t.call(hr, { method: 'POST', url: '/api/gss/facility', payload: { name, parent_id } })).json().data;
    const root = await make('İstanbul Havalimanı');
    const terminal = await make('Terminal', root.id);
    const gate = await make('Kapı A1', terminal.id);
    expect(gate.path).toEqual(['İstanbul Havalimanı', 'Terminal', 'Kapı A1']);
    // The demo data has facilities of its own ('Dış Hatlar Terminali' …): only this tree's rows are compared.
    const ours = [root.id, terminal.id, gate.id];
    const list = (await t.call(hr, { method: 'GET', url: '/api/gss/facility?payload=terminal&perpage=100' })).json();
    expect(list.data.filter((f: { id: number }) => ours.includes(f.id)).map((f: { name: string }) => f.name)).toEqual(['Terminal', 'Kapı A1']);
    const cycle = await t.call(hr, { method: 'PUT', url: `/api/gss/facility/${root.id}`, payload: { name: 'İstanbul Havalimanı', parent_id: gate.id } });
    expect(cycle.statusCode).toBe(422);
    const form = (await t.call(hr, { method: 'GET', url: `/api/gss/facility/${terminal.id}/edit` })).json().data;
    const parents = form.parents.map((p: { id: number }) => p.id);
    expect(parents).toContain(root.id);
    expect(parents).not.toContain(terminal.id);
    expect(parents).not.toContain(gate.id);
    const refused = await t.call(hr, { method: 'DELETE', url: `/api/gss/facility/${terminal.id}` });
    expect(refused.json().message).toBe('Bu tesis kullanımda olduğu için silinemez: 1 alt tesis.');
    expect((await t.call(hr, { method: 'DELETE', url: `/api/gss/facility/${gate.id}` })).statusCode).toBe(200);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/gss/facility/${terminal.id}` })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_LISTS, REFERENCE_LIST_KEYS } from '../../../src/contracts/reference-lists';
import { createTestApp, type TestApp } from '../../test/harness';
import { requireReferenceItem } from './reference-items';

let t: TestApp;
let admin: string;
let denetci: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [admin, denetci, personel] = await Promise.all([t.login('admin'), t.login('denetci'), t.login('personel')]);
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe.each(REFERENCE_LIST_KEYS)('reference list %s', (key) => {
  const def = REFERENCE_LISTS[key];
  const field = def.field;

  it('creates, finds by keyword however typed, updates, refuses a duplicate, deletes softly — with the messages and the activity log', async () => {
    const created = await send(admin, 'POST', def.path, { [field]: '  Şişli   İğne Kontrolü ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe(def.messages.created);
    const item = created.json().data;
    expect(item).toMatchObject({ label: 'Şişli İğne Kontrolü', [field]: 'Şişli İğne Kontrolü' });

    const found = (await send(admin, 'GET', `${def.path}?keyword=${encodeURIComponent('SISLI IGNE')}`)).json();
    expect(found.data.map((i: { id: number }) => i.id)).toEqual([item.id]);

    const duplicate = await send(admin, 'POST', def.path, { [field]: 'şişli iğne kontrolü' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[field]).toEqual([def.messages.taken]);

    const updated = await send(admin, 'PUT', `${def.path}/${item.id}`, { [field]: 'Şişli Kontrolü' });
    expect(updated.json()).toMatchObject({ data: { [field]: 'Şişli Kontrolü' }, helper_data: { message: def.messages.updated } });
    expect((await send(admin, 'GET', `${def.path}/${item.id}`)).json().data.label).toBe('Şişli Kontrolü');

    const removed = await send(admin, 'DELETE', `${def.path}/${item.id}`);
    expect(removed.json().data.message).toBe(def.messages.deleted);
    expect((await send(admin, 'GET', `${def.path}/${item.id}`)).statusCode).toBe(404);
    await expect(requireReferenceItem(t.app.deps.database.db, key, item.id, 'x')).rejects.toMatchObject({ status: 422 });

    const log = await t.app.deps.database.db.execute(
      `select action from activity_log where table_name = 'reference_items' and target_id = ${item.id} order by id`,
    );
    expect((log as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('validates the field and pages the seeded items', async () => {
    const empty = await send(admin, 'POST', def.path, { [field]: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual([field]);
    const page = (await send(admin, 'GET', `${def.path}?perpage=30&ordering=${field}`)).json();
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    const labels = page.data.map((i: { label: string }) => i.label);
    expect(page.meta_data.total).toBe(labels.length);
  });

  it('refuses writes without the managing permission', async () => {
    const item = (await send(admin, 'GET', def.path)).json().data[0];
    expect((await send(personel, 'POST', def.path, { [field]: 'Yeni' })).statusCode).toBe(403);
    expect((await send(personel, 'DELETE', `${def.path}/${item.id}`)).statusCode).toBe(403);
    expect((await send(personel, 'GET', def.path)).statusCode).toBe(403);
  });

  it.runIf(def.forms)('answers the create and edit forms', async () => {
    const item = (await send(admin, 'GET', def.path)).json().data[0];
    expect((await send(admin, 'GET', `${def.path}/create`)).json().data).toEqual({ field, max_length: def.maxLength, item: null });
    expect((await send(admin, 'GET', `${def.path}/${item.id}/edit`)).json().data.item).toMatchObject({ id: item.id });
  });
});

describe('reading permissions', () => {
  it('lets an inspector read audit titles and drill codes but not change them', async () => {
    expect((await send(denetci, 'GET', '/ggh/title')).statusCode).toBe(200);
    expect((await send(denetci, 'GET', '/drill/code')).statusCode).toBe(200);
    expect((await send(denetci, 'POST', '/ggh/title', { title: 'X' })).statusCode).toBe(403);
  });

  it('keeps each list apart: an id of another list is not found', async () => {
    const title = (await send(admin, 'GET', '/ggh/title')).json().data[0];
    expect((await send(admin, 'GET', `/k9/title/${title.id}`)).statusCode).toBe(404);
  });
});

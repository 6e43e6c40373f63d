import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { json, removeFiles, roleId } from '../demands/demand-test-kit';
import { multipart, PDF } from '../files/upload-fixtures';

let t: TestApp;
let admin: string;
let sef: string;
let personel: string;
let ik: string;
let procedures: number;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [admin, sef, personel, ik] = [await t.login('admin'), await t.login('sef'), await t.login('personel'), await t.login('ik.uzmani')];
  const types = (await json(admin, t, 'GET', '/document-sharing/type')).json().data;
  procedures = types.find((x: { name: string }) => x.name === 'Güvenlik Prosedürleri').id;
});
afterAll(async () => {
  removeFiles(t);
  await t.close();
});

const upload = (token: string, url: string, fields: Record<string, string>) => {
  const form = multipart([...Object.entries(fields).map(([name, content]) => ({ name, content })), { name: 'file', filename: 'prosedür.pdf', type: 'application/pdf', content: PDF }]);
  return t.call(token, { method: 'POST', url: `/api${url}`, ...form });
};

describe('document sharing', () => {
  it('keeps types behind view-document-sharing-types; creator roles make their department a viewer; is_public follows', async () => {
    expect((await json(personel, t, 'POST', '/document-sharing/type', { name: 'X tipi' })).statusCode).toBe(403);
    const inspector = await roleId(t, 'Denetçi');
    const created = await json(admin, t, 'POST', '/document-sharing/type', { name: 'Denetim Raporları', create_role_ids: [inspector] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ is_public: false, create_role_ids: [inspector] });
    expect(created.json().data.viewer_departments[0].name).toBe('Denetim');
    const shown = await json(admin, t, 'GET', `/document-sharing/type/${created.json().data.id}`);
    const tree = shown.json().helper_data.tree;
    expect(tree.find((n: { holder_type: string; name: string }) => n.holder_type === 'role' && n.name === 'Denetçi')).toMatchObject({ viewer: true, creator: true });
    const open = await json(admin, t, 'PUT', `/document-sharing/type/${created.json().data.id}`, { name: 'Denetim Raporları', viewer_department_ids: [], create_role_ids: [] });
    expect(open.json().data.is_public).toBe(true);
    expect((await json(admin, t, 'DELETE', `/document-sharing/type/${created.json().data.id}`)).json().data.message).toBe('Doküman türü silindi.');
  });

  it('lets creator roles add documents, viewers download them, and refuses everyone else (IDOR)', async () => {
    expect((await upload(personel, '/document-sharing/document', { title: 'Yetkisiz', document_type_id: String(procedures) })).statusCode).toBe(403);
    const created = await upload(sef, '/document-sharing/document', { title: 'X-ray prosedürü', document_type_id: String(procedures) });
    expect(created.statusCode).toBe(201);
    const doc = created.json().data;
    expect(doc.original_name).toBe('prosedür.pdf');
    // personel is in the viewing department: lists and downloads it.
    const list = (await json(personel, t, 'GET', `/document-sharing/document?title=${encodeURIComponent('x-ray')}&document_type_id=${procedures}`)).json().data;
    expect(list.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await t.call(personel, { method: 'GET', url: doc.download_url })).statusCode).toBe(200);
    // ik.uzmani's department does not view the type: 404 for the document and its file.
    expect((await json(ik, t, 'GET', '/document-sharing/document')).json().data.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await json(ik, t, 'GET', `/document-sharing/document/${doc.id}`)).statusCode).toBe(404);
    expect((await t.call(ik, { method: 'GET', url: doc.download_url })).statusCode).toBe(404);
    expect((await json(ik, t, 'DELETE', `/document-sharing/document/${doc.id}`)).statusCode).toBe(404);
    expect((await json(personel, t, 'DELETE', `/document-sharing/document/${doc.id}`)).statusCode).toBe(403);

    const updated = await upload(sef, `/document-sharing/document/${doc.id}`, { title: 'X-ray prosedürü v2', document_type_id: String(procedures), _method: 'PUT' });
    expect(updated.json().data.title).toBe('X-ray prosedürü v2');
    expect((await json(sef, t, 'DELETE', `/document-sharing/document/${doc.id}`)).json().data.message).toBe('Doküman silindi.');
    expect((await t.call(personel, { method: 'GET', url: doc.download_url })).statusCode).toBe(404);
  });
});

describe('document folders (QDMS)', () => {
  it('opens folders to their roles; managers set roles (roles[i]) and keep versioned documents', async () => {
    const folders = (await json(personel, t, 'GET', '/gss/qdms-folder')).json().data;
    expect(folders.map((f: { name: string }) => f.name)).toEqual(['Güvenlik El Kitapları']);
    const folder = folders[0].id;
    expect((await json(personel, t, 'GET', `/gss/qdms-folder/${folder}/edit`)).statusCode).toBe(403);
    const edit = await json(admin, t, 'GET', `/gss/qdms-folder/${folder}/edit`);
    expect(edit.json().helper_data.roles.length).toBeGreaterThan(5);

    const added = await upload(admin, `/gss/qdms-folder/${folder}/qdms-documents`, { title: 'Kapı kontrol el kitabı' });
    expect(added.statusCode).toBe(201);
    const doc = added.json().data;
    expect((await t.call(personel, { method: 'GET', url: doc.download_url })).statusCode).toBe(200);
    expect((await t.call(ik, { method: 'GET', url: doc.download_url })).statusCode).toBe(404);
    expect((await json(ik, t, 'GET', `/gss/qdms-folder/${folder}/qdms-documents-list`)).statusCode).toBe(404);

    const revised = await upload(admin, `/gss/qdms-document/${doc.id}`, { title: 'Kapı kontrol el kitabı', _method: 'PUT' });
    expect(revised.json().data.version).toBe(2);
    expect((await json(admin, t, 'GET', `/gss/qdms-document/${doc.id}/edit`)).json().data.version).toBe(2);

    const manager = await roleId(t, 'İK Müdürü');
    const roles = await json(admin, t, 'POST', `/gss/qdms-folder/${folder}`, { _method: 'PUT', roles: [manager] });
    expect(roles.json().helper_data.message).toBe('Permissions edited successfully');
    expect((await t.call(ik, { method: 'GET', url: doc.download_url })).statusCode).toBe(200);
    expect((await t.call(personel, { method: 'GET', url: doc.download_url })).statusCode).toBe(404);
    expect((await json(sef, t, 'POST', `/gss/qdms-folder/${folder}`, { roles: [] })).statusCode).toBe(403);
  });
});

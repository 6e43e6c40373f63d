import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PDF, PNG } from '../files/upload-fixtures';

/** The dynaform file control on the built-in engine: files attached to my open task, read by those who see the case. */
let t: TestApp;
let personel: string;
let sef: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [personel, sef, hr] = await Promise.all(['personel', 'sef', 'ik.uzmani'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const api = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.call(token, { method, url: `/api/pm${url}`, payload: payload as never });
const upload = (token: string, appUid: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...(file ? [{ name: 'form', filename: file.name, content: file.content }] : []),
  ]);
  return t.call(token, { method: 'POST', url: `/api/pm/cases/${appUid}/input-document`, payload: body.payload, headers: body.headers });
};
const FORM = { badge_type: 'apron', lost_on: '2026-11-20 08:30', places: ['locker'] };

async function lostBadge() {
  return (await api(personel, 'POST', '/cases?pro_uid=lost-badge&tas_uid=report')).json().data.app_uid as string;
}

describe('case files (dynaform file control)', () => {
  it('attaches a file to my task, names it in the variable, and serves it to those who see the case', async () => {
    const app_uid = await lostBadge();
    const added = await upload(personel, app_uid, { del_index: '1', var_name: 'police_report' }, { name: '../../tutanak.pdf', content: PDF });
    expect(added.statusCode).toBe(201);
    const doc = added.json().data as { app_doc_uid: string; app_doc_filename: string; var_name: string };
    // The name is metadata only: no path survives.
    expect(doc).toMatchObject({ app_doc_filename: 'tutanak.pdf', var_name: 'police_report' });

    expect((await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=lost-badge-form`, { ...FORM, police_report: [doc.app_doc_uid] })).statusCode).toBe(200);
    expect((await api(personel, 'GET', `/cases/${app_uid}/input-documents`)).json().data).toEqual([expect.objectContaining({ app_doc_uid: doc.app_doc_uid, app_doc_filename: 'tutanak.pdf' })]);
    const file = await api(personel, 'GET', `/cases/${app_uid}/input-document/${doc.app_doc_uid}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');

    // Not routed yet: the Supervisors cannot see the case, nor its file; HR never.
    expect((await api(sef, 'GET', `/cases/${app_uid}/input-document/${doc.app_doc_uid}/file`)).statusCode).toBe(404);
    expect((await api(sef, 'GET', `/cases/${app_uid}/input-documents`)).json().data).toEqual([]);
    await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 });
    // Routed to the Supervisors' self-service task: sef may claim it, so sef sees the file.
    expect((await api(sef, 'GET', `/cases/${app_uid}/input-document/${doc.app_doc_uid}/file`)).statusCode).toBe(200);
    expect((await api(hr, 'GET', `/cases/${app_uid}/input-document/${doc.app_doc_uid}/file`)).statusCode).toBe(404);
    // The task is no longer personel's: no more files from them.
    expect((await upload(personel, app_uid, { del_index: '1', var_name: 'police_report' }, { name: 'b.png', content: PNG })).statusCode).toBe(403);
  });

  it('refuses a file into another user\'s case, into a field that is not a file control, and bad files', async () => {
    const app_uid = await lostBadge();
    expect((await upload(sef, app_uid, { del_index: '1', var_name: 'police_report' }, { name: 'a.png', content: PNG })).statusCode).toBe(404);
    expect((await upload(personel, app_uid, { del_index: '1', var_name: 'details' }, { name: 'a.png', content: PNG })).statusCode).toBe(404);
    const none = await upload(personel, app_uid, { del_index: '1', var_name: 'police_report' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ form: ['Bir dosya seçin.'] });
    expect((await upload(personel, app_uid, { del_index: '1', var_name: 'police_report' }, { name: 'x.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]) })).statusCode).toBe(422);
    expect((await upload(personel, app_uid, { var_name: 'police_report' }, { name: 'a.png', content: PNG })).statusCode).toBe(422);
  });

  it('a file control names only files of its own case', async () => {
    const mine = await lostBadge();
    const other = await lostBadge();
    const doc = (await upload(personel, other, { del_index: '1', var_name: 'police_report' }, { name: 'a.png', content: PNG })).json().data.app_doc_uid as string;
    for (const value of [[doc], ['not-a-uuid'], ['00000000-0000-4000-8000-000000000000']]) {
      const saved = await api(personel, 'PUT', `/cases/${mine}/variable?del_index=1&dyn_uid=lost-badge-form`, { ...FORM, police_report: value });
      expect(saved.statusCode).toBe(422);
      expect(saved.json().errors).toEqual({ police_report: ['Tutanak: dosya bu vakaya ait değil.'] });
    }
  });
});

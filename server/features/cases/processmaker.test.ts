import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../files/upload-fixtures';
import { DOC_BYTES, startFakeProcessMaker } from './fake-processmaker';

/** The ProcessMaker 3 adapter, selected by configuration, against a fake ProcessMaker on loopback. */
let t: TestApp;
let pm: Awaited<ReturnType<typeof startFakeProcessMaker>>;
let personel: string;
let sef: string;
beforeAll(async () => {
  pm = await startFakeProcessMaker();
  process.env.PROCESS_ENGINE = 'processmaker';
  process.env.PROCESSMAKER_URL = pm.url;
  t = await createTestApp({}, 0);
  [personel, sef] = await Promise.all([t.login('personel'), t.login('sef')]);
});
afterAll(async () => {
  delete process.env.PROCESS_ENGINE;
  delete process.env.PROCESSMAKER_URL;
  await t.close();
  await pm.close();
});

const api = (token: string, pmToken: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api/pm${url}`, payload: payload as never, headers: pmToken ? { cookie: `other=1; _token=${pmToken}` } : {} });
const last = (path: string) => [...pm.calls].reverse().find((c) => c.path === path);

describe('ProcessMaker 3 adapter', () => {
  it('runs the case flow on ProcessMaker with the user\'s own token', async () => {
    expect((await api(personel, 'tok-personel', 'GET', '/project')).json().data).toEqual([{ prj_uid: 'prj1', prj_name: 'Talep', prj_description: null, prj_status: 'ACTIVE', tasks: [] }]);
    expect((await api(personel, 'tok-personel', 'GET', '/project/prj1/starting-tasks')).json().data).toEqual([{ act_uid: 'task1', act_name: 'Talep Formu' }]);
    const light = (await api(personel, 'tok-personel', 'GET', '/light/project/prj1/activity/task1/steps')).json().data;
    expect(light[0]).toMatchObject({ step: { step_uid_obj: 'dyn1', triggers: [{ tri_uid: 'tri1', st_type: 'AFTER' }] }, dynaform: { dyn_title: 'Talep Formu' } });
    expect(light[0].dynaform.dyn_content.items[0].items[0][0].var_name).toBe('subject');

    const started = await api(personel, 'tok-personel', 'POST', '/cases?pro_uid=prj1&tas_uid=task1');
    expect(started.statusCode).toBe(201);
    const { app_uid } = started.json().data;
    expect(last('cases')).toMatchObject({ method: 'POST', body: { pro_uid: 'prj1', tas_uid: 'task1' }, token: 'tok-personel' });

    // Validated against the form before ProcessMaker is asked.
    const before = pm.calls.length;
    const bad = await api(personel, 'tok-personel', 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=dyn1`, {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ subject: ['Konu alanı gereklidir.'] });
    expect(pm.calls.slice(before).some((c) => c.method === 'PUT')).toBe(false);
    const saved = await api(personel, 'tok-personel', 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=dyn1`, { subject: 'Telsiz', extra: 'x' });
    expect(saved.json().data).toEqual({ subject: 'Telsiz' });
    expect(last(`cases/${app_uid}/variable`)).toMatchObject({ query: { del_index: '1' }, body: { subject: 'Telsiz' } });

    expect((await api(personel, 'tok-personel', 'PUT', `/cases/${app_uid}/execute-trigger/tri1?del_index=1`)).json().data).toMatchObject({ stamped: true });
    expect((await api(personel, 'tok-personel', 'GET', `/light/get-next-step/${app_uid}?del_index=1`)).json().data).toEqual([{ tas_uid: '', tas_title: 'End of process', end: true, users: [] }]);
    const routed = await api(personel, 'tok-personel', 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 });
    expect(routed.json().data).toEqual({ app_status: 'COMPLETED', next: [] });
    expect(last(`cases/${app_uid}/route-case`)).toMatchObject({ method: 'PUT', body: { del_index: 1 } });

    // The history is the delegations of the case's tasks (a task nobody was given adds none).
    const detail = (await api(personel, 'tok-personel', 'GET', `/cases/${app_uid}`)).json().data;
    expect(last(`cases/${app_uid}/tasks`)).toMatchObject({ method: 'GET', token: 'tok-personel' });
    expect(detail.history).toEqual([{
      del_index: 1, tas_uid: 'task1', tas_title: 'Talep Formu', usr_name: 'Ayşe Doğan',
      del_delegate_date: '2026-11-20T08:00:00.000Z', del_finish_date: '2026-11-20T08:05:00.000Z',
    }]);
  });

  it('pages with start and limit and reads the totals as counters', async () => {
    for (let i = 0; i < 3; i++) await api(personel, 'tok-personel', 'POST', '/cases?pro_uid=prj1&tas_uid=task1');
    const page = await api(personel, 'tok-personel', 'GET', '/cases/draft/paged?start=2&limit=2');
    expect(last('cases/draft/paged')!.query).toMatchObject({ start: '2', limit: '2' });
    expect(page.json().meta_data.total).toBe(3);
    expect(page.json().data[0]).toMatchObject({ app_status: 'DRAFT', pro_uid: 'prj1', app_tas_title: 'task1', del_delegate_date: '2026-11-20T08:00:00.000Z' });
    expect((await api(personel, 'tok-personel', 'GET', '/cases/paged')).statusCode).toBe(200);
    expect(last('cases/paged')!.query).toMatchObject({ start: '1', limit: '25' });
    const counters = (await api(personel, 'tok-personel', 'GET', '/cases/counters')).json().data;
    expect(counters).toEqual({ inbox: 0, draft: 3, participated: 4, unassigned: 0 });
  });

  it('sends a file control\'s file to ProcessMaker as an input document and serves it back', async () => {
    const { app_uid } = (await api(personel, 'tok-personel', 'POST', '/cases?pro_uid=prj1&tas_uid=task1')).json().data;
    const body = multipart([{ name: 'del_index', content: '1' }, { name: 'var_name', content: 'report' }, { name: 'form', filename: 'tutanak.png', content: DOC_BYTES }]);
    const added = await t.call(personel, { method: 'POST', url: `/api/pm/cases/${app_uid}/input-document`, payload: body.payload, headers: { ...body.headers, cookie: '_token=tok-personel' } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ app_doc_filename: 'tutanak.png', var_name: 'report', app_doc_create_date: '2026-11-20T09:00:00.000Z' });
    const sent = last(`cases/${app_uid}/input-document`)!;
    expect(sent).toMatchObject({ method: 'POST', token: 'tok-personel' });
    expect(String(sent.body)).toMatch(/name="tas_uid"\r\n\r\ntask1/);
    expect(String(sent.body)).toMatch(/name="form"; filename="tutanak.png"/);

    const { app_doc_uid } = added.json().data;
    expect((await api(personel, 'tok-personel', 'GET', `/cases/${app_uid}/input-documents`)).json().data).toEqual([expect.objectContaining({ app_doc_uid, app_doc_filename: 'tutanak.png' })]);
    const file = await api(personel, 'tok-personel', 'GET', `/cases/${app_uid}/input-document/${app_doc_uid}/file`);
    expect(file.statusCode).toBe(200);
    // ProcessMaker said octet-stream; the type comes from the bytes.
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(DOC_BYTES)).toBe(true);
    expect((await api(sef, 'tok-sef', 'GET', `/cases/${app_uid}/input-document/${app_doc_uid}/file`)).statusCode).toBe(403);
  });

  it('ProcessMaker\'s refusals come back as 403 / 404; no token is 403; an unreachable server is 502', async () => {
    const { app_uid } = (await api(personel, 'tok-personel', 'POST', '/cases?pro_uid=prj1&tas_uid=task1')).json().data;
    expect((await api(sef, 'tok-sef', 'GET', `/cases/${app_uid}`)).statusCode).toBe(403);
    expect((await api(sef, 'tok-sef', 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 })).statusCode).toBe(403);
    expect((await api(sef, 'tok-sef', 'GET', '/cases/nope')).statusCode).toBe(404);
    expect((await api(sef, null, 'GET', '/project')).statusCode).toBe(403);
    // Interrupted cases belong to the built-in engine.
    expect((await t.call(await t.login('admin'), { method: 'GET', url: '/api/pm/cases/interrupted' })).statusCode).toBe(404);
    await pm.close();
    expect((await api(personel, 'tok-personel', 'GET', '/project')).statusCode).toBe(502);
    pm = await startFakeProcessMaker();
  });
});

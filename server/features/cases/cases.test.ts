import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { builtinProcessPort } from './builtin.adapter';

let t: TestApp;
let personel: string;
let sef: string;
let admin: string;
let hr: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [personel, sef, admin, hr, auditor] = await Promise.all(['personel', 'sef', 'admin', 'ik.uzmani', 'denetci'].map((u) => t.login(u)));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const api = (token: string | null, method: Method, url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api/pm${url}`, payload: payload as never });
const userId = async (name: string) =>
  ((await t.database.db.execute(sql`select id from users where name = ${name}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;

const REQUEST = { equipment_type: 'radio', quantity: '2', needed_on: '2026-12-01', reason: 'Telsizim arızalandı.', items: [{ item: 'Yedek batarya', count: '2' }] };

/** personel starts an equipment request, saves the form, runs its after-trigger, routes it to `to`. */
async function startRequest(to = 'sef') {
  const started = await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request');
  expect(started.statusCode).toBe(201);
  const { app_uid } = started.json().data as { app_uid: string };
  const saved = await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, REQUEST);
  expect(saved.statusCode).toBe(200);
  expect(saved.json().helper_data.message).toBe('The case has been successfully saved');
  expect((await api(personel, 'PUT', `/cases/${app_uid}/execute-trigger/stamp-request?del_index=1`)).statusCode).toBe(200);
  const next = await api(personel, 'GET', `/light/get-next-step/${app_uid}?del_index=1`);
  const candidates = next.json().data[0].users as { usr_uid: string; usr_name: string }[];
  const routed = await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1, assignees: { approval: String(await userId(to)) } });
  expect(routed.statusCode).toBe(200);
  return { app_uid, next: next.json().data, candidates, routed: routed.json().data };
}

describe('process API on the built-in engine', () => {
  it('lists active projects and the tasks a user may start from', async () => {
    const projects = (await api(personel, 'GET', '/project')).json().data as { prj_uid: string; prj_status: string; tasks: unknown[] }[];
    expect(projects.map((p) => p.prj_uid).sort()).toEqual(['equipment-request', 'lost-badge']);
    expect(projects.every((p) => p.prj_status === 'ACTIVE' && p.tasks.length >= 2)).toBe(true);
    expect((await api(personel, 'GET', '/project/equipment-request/starting-tasks')).json().data).toEqual([{ act_uid: 'request', act_name: 'Ekipman Talep Formu' }]);
    const steps = (await api(personel, 'GET', '/project/equipment-request/activity/request/steps')).json().data;
    expect(steps[0]).toMatchObject({ step_uid_obj: 'equipment-request-form', triggers: [{ tri_uid: 'stamp-request', st_type: 'AFTER' }] });
    const form = (await api(personel, 'GET', '/project/equipment-request/dynaform/equipment-request-form')).json().data;
    expect(form.dyn_title).toBe('Ekipman Talep Formu');
    const light = (await api(personel, 'GET', '/light/project/lost-badge/activity/report/steps')).json().data;
    expect(light[0].dynaform.dyn_uid).toBe('lost-badge-form');
  });

  it('routes an equipment request through the manager approval gateway to the end', async () => {
    const { app_uid, candidates, routed } = await startRequest();
    // The assign dialog offers the Supervisors of the requester's department: sef and admin.
    expect(new Set(candidates.map((u) => u.usr_name))).toEqual(new Set(['İsmail Güneş', 'Sistem Yöneticisi']));
    expect(routed).toMatchObject({ app_status: 'TO_DO', next: [{ tas_uid: 'approval', del_index: 2, usr_name: 'İsmail Güneş' }] });

    const inbox = (await api(sef, 'GET', '/cases/paged')).json();
    expect(inbox.data.find((c: { app_uid: string }) => c.app_uid === app_uid)).toMatchObject({ app_tas_title: 'Yönetici Onayı', del_index: 2, app_init_user: 'Ayşe Doğan', category: 'radio' });
    const vars = (await api(sef, 'GET', `/cases/${app_uid}/variables`)).json().data;
    expect(vars).toMatchObject({ equipment_type: 'radio', quantity: '2', requested_by: 'Ayşe Doğan' });

    expect((await api(sef, 'PUT', `/cases/${app_uid}/variable?del_index=2&dyn_uid=equipment-approval-form`, { approved: true, manager_note: 'Uygundur.' })).statusCode).toBe(200);
    expect((await api(sef, 'GET', `/light/get-next-step/${app_uid}?del_index=2`)).json().data).toEqual([{ tas_uid: '', tas_title: '', end: true, users: [] }]);
    const done = await api(sef, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 2 });
    expect(done.json().data).toEqual({ app_status: 'COMPLETED', next: [] });
    const detail = (await api(personel, 'GET', `/cases/${app_uid}`)).json().data;
    expect(detail).toMatchObject({ app_status: 'COMPLETED', current_task: [], my_task: null });
    expect(detail.history.map((h: { tas_title: string }) => h.tas_title)).toEqual(['Ekipman Talep Formu', 'Yönetici Onayı']);
    const participated = (await api(sef, 'GET', '/cases/participated/paged')).json().data;
    expect(participated.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(true);
  });

  it('a rejection goes back to the requester to revise, then to approval again', async () => {
    const { app_uid } = await startRequest();
    await api(sef, 'PUT', `/cases/${app_uid}/variable?del_index=2&dyn_uid=equipment-approval-form`, { approved: false });
    const back = await api(sef, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 2 });
    expect(back.json().data.next).toMatchObject([{ tas_uid: 'revise', del_index: 3, usr_name: 'Ayşe Doğan' }]);
    const again = await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 3, assignees: { approval: String(await userId('sef')) } });
    expect(again.json().data.next).toMatchObject([{ tas_uid: 'approval', del_index: 4 }]);
  });

  it('validates a submission against the form: required fields, types and options; unknown variables are dropped', async () => {
    const { app_uid } = (await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request')).json().data;
    const bad = await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, {
      equipment_type: 'tank', quantity: 'iki', needed_on: '31/12/2026', items: [{ count: '1' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      equipment_type: ['Ekipman Türü için listede olmayan bir değer seçildi.'], quantity: ['Adet alanının değeri geçersiz.'],
      needed_on: ['İhtiyaç Tarihi alanının değeri geçersiz.'], reason: ['Gerekçe alanı gereklidir.'], items: ['Kalem alanı gereklidir.'],
    });
    const ok = await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, { ...REQUEST, approved: true });
    expect(ok.json().data.approved).toBeUndefined();
    // Routing checks the task's forms against the saved variables too.
    const { app_uid: empty } = (await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request')).json().data;
    expect((await api(personel, 'PUT', `/cases/${empty}/route-case`, { del_index: 1 })).statusCode).toBe(422);
    // A form of another task cannot be saved on this one.
    expect((await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-approval-form`, { approved: true })).statusCode).toBe(404);
    // An assignee who cannot take the task is refused.
    expect((await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1, assignees: { approval: String(await userId('denetci')) } })).statusCode).toBe(422);
  });

  it('draft until routed; counters count the four lists; pages by start and limit', async () => {
    const before = (await api(personel, 'GET', '/cases/counters')).json().data;
    await api(personel, 'POST', '/cases?pro_uid=lost-badge&tas_uid=report');
    const after = (await api(personel, 'GET', '/cases/counters')).json().data;
    expect(after.draft).toBe(before.draft + 1);
    const all = (await api(personel, 'GET', '/cases/draft/paged')).json();
    expect(all.helper_data).toEqual({ start: 1, limit: 25 });
    expect(all.meta_data.total).toBe(after.draft);
    const second = (await api(personel, 'GET', '/cases/draft/paged?start=2&limit=1')).json();
    expect(second.data[0].app_uid).toBe(all.data[1].app_uid);
    expect((await api(personel, 'GET', '/cases/draft/paged?category=nothing')).json().meta_data.total).toBe(0);
  });

  it('each counter is its list\'s total; a filtered total counts only the filtered rows', async () => {
    await startRequest();
    const paths = { inbox: '/cases/paged', draft: '/cases/draft/paged', participated: '/cases/participated/paged', unassigned: '/cases/unassigned/paged' };
    for (const who of [personel, sef, hr]) {
      const counters = (await api(who, 'GET', '/cases/counters')).json().data as Record<keyof typeof paths, number>;
      for (const [list, path] of Object.entries(paths)) {
        expect((await api(who, 'GET', `${path}?limit=100`)).json().meta_data.total, list).toBe(counters[list as keyof typeof paths]);
      }
    }
    const all = (await api(personel, 'GET', '/cases/participated/paged?limit=100')).json();
    const radio = (await api(personel, 'GET', '/cases/participated/paged?category=radio&limit=100')).json();
    expect(all.meta_data.total).toBeGreaterThan(radio.meta_data.total);
    expect(radio.meta_data.total).toBe(all.data.filter((c: { category: string | null }) => c.category === 'radio').length);
    expect(radio.meta_data.total).toBeGreaterThan(0);
  });

  it('self-service: a lost badge goes to the Supervisors unassigned list; one claims it by working on it', async () => {
    const { app_uid } = (await api(personel, 'POST', '/cases?pro_uid=lost-badge&tas_uid=report')).json().data;
    await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=lost-badge-form`, { badge_type: 'apron', lost_on: '2026-11-20 08:30', places: ['locker'] });
    const routed = await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 });
    expect(routed.json().data.next).toMatchObject([{ tas_uid: 'cancel_badge', usr_uid: null }]);
    expect((await api(sef, 'GET', '/cases/unassigned/paged')).json().data.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(true);
    expect((await api(hr, 'GET', '/cases/unassigned/paged')).json().data.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(false);
    await api(sef, 'PUT', `/cases/${app_uid}/variable?del_index=2&dyn_uid=lost-badge-cancel-form`, { badge_cancelled: true });
    // Claimed by sef: the other Supervisor no longer sees it at all.
    expect((await api(admin, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 2 })).statusCode).toBe(404);
    expect((await api(sef, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 2 })).json().data.app_status).toBe('COMPLETED');
  });
});

describe('permissions and IDOR', () => {
  it('every call needs a signed-in user', async () => {
    for (const [m, u] of [['GET', '/cases/paged'], ['GET', '/cases/draft/paged'], ['GET', '/cases/participated/paged'], ['GET', '/cases/unassigned/paged'],
      ['GET', '/cases/counters'], ['GET', '/project'], ['GET', '/project/lost-badge/starting-tasks'], ['GET', '/project/lost-badge/activity/report/steps'],
      ['GET', '/project/lost-badge/dynaform/lost-badge-form'], ['GET', '/light/project/lost-badge/activity/report/steps'], ['POST', '/cases?pro_uid=lost-badge&tas_uid=report'],
      ['GET', '/cases/x'], ['GET', '/cases/x/variables'], ['PUT', '/cases/x/variable?del_index=1&dyn_uid=y'], ['PUT', '/cases/x/route-case'],
      ['PUT', '/cases/x/execute-trigger/y?del_index=1'], ['GET', '/light/get-next-step/x?del_index=1'], ['GET', '/cases/interrupted'],
      ['PUT', '/cases/x/resume'], ['PUT', '/cases/x/cancel']] as [Method, string][]) {
      expect((await api(null, m, u)).statusCode, `${m} ${u}`).toBe(401);
    }
  });

  it('another user cannot see, save, trigger or route a case that is not theirs', async () => {
    const { app_uid } = (await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request')).json().data;
    for (const url of [`/cases/${app_uid}`, `/cases/${app_uid}/variables`, `/light/get-next-step/${app_uid}?del_index=1`]) {
      expect((await api(auditor, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await api(auditor, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, REQUEST)).statusCode).toBe(404);
    expect((await api(auditor, 'PUT', `/cases/${app_uid}/execute-trigger/stamp-request?del_index=1`)).statusCode).toBe(404);
    expect((await api(auditor, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 })).statusCode).toBe(404);
    expect((await api(auditor, 'GET', '/cases/draft/paged')).json().data.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(false);
    // sef sees the case once it is routed to them, but still cannot work on personel's closed task.
    const routed = await startRequest();
    expect((await api(sef, 'GET', `/cases/${routed.app_uid}`)).statusCode).toBe(200);
    expect((await api(sef, 'PUT', `/cases/${routed.app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, REQUEST)).statusCode).toBe(403);
    expect((await api(personel, 'PUT', `/cases/${routed.app_uid}/route-case`, { del_index: 2 })).statusCode).toBe(403);
    expect((await api(personel, 'PUT', `/cases/${routed.app_uid}/route-case`, { del_index: 1 })).statusCode).toBe(403);
    expect((await api(auditor, 'GET', '/cases/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('starting needs a starting task of an active project', async () => {
    expect((await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=approval')).statusCode).toBe(403);
    expect((await api(personel, 'POST', '/cases?pro_uid=nope&tas_uid=request')).statusCode).toBe(404);
    await t.database.db.execute(sql`update pm_processes set prj_status = 'INACTIVE' where prj_uid = 'lost-badge'`);
    expect((await api(personel, 'GET', '/project/lost-badge/starting-tasks')).json().data).toEqual([]);
    expect((await api(personel, 'POST', '/cases?pro_uid=lost-badge&tas_uid=report')).statusCode).toBe(403);
    await t.database.db.execute(sql`update pm_processes set prj_status = 'ACTIVE' where prj_uid = 'lost-badge'`);
  });
});

describe('interrupted cases', () => {
  /** A crash after the routing token was committed and before the engine's result was. */
  async function crashWhileRouting() {
    const { app_uid } = (await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request')).json().data;
    await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, REQUEST);
    await t.database.db.execute(sql`update pm_cases set routing_token = '1:crashed', routing_started_at = now() - interval '10 minutes',
      routing_user_id = ${await userId('personel')} where app_uid = ${app_uid}`);
    return app_uid as string;
  }

  it('are listed for administrators only, and are not routed again by the user meanwhile', async () => {
    const app_uid = await crashWhileRouting();
    expect((await api(personel, 'GET', '/cases/interrupted')).statusCode).toBe(403);
    expect((await api(personel, 'PUT', `/cases/${app_uid}/resume`)).statusCode).toBe(403);
    expect((await api(sef, 'PUT', `/cases/${app_uid}/cancel`)).statusCode).toBe(403);
    const list = (await api(admin, 'GET', '/cases/interrupted')).json().data;
    expect(list.find((c: { app_uid: string }) => c.app_uid === app_uid)).toMatchObject({ routing_user: 'Ayşe Doğan' });
    expect((await api(personel, 'PUT', `/cases/${app_uid}/route-case`, { del_index: 1 })).statusCode).toBe(409);
  });

  it('resume routes once; a second resume is refused', async () => {
    const app_uid = await crashWhileRouting();
    expect((await api(admin, 'PUT', `/cases/${app_uid}/resume`)).json().data.message).toBe('Vaka kaldığı yerden devam ettirildi.');
    expect((await api(admin, 'PUT', `/cases/${app_uid}/resume`)).statusCode).toBe(409);
    const detail = (await api(personel, 'GET', `/cases/${app_uid}`)).json().data;
    // Two Supervisors could take it and nobody chose: it waits as self-service, once.
    expect(detail.current_task).toMatchObject([{ tas_uid: 'approval', del_index: 2 }]);
    expect((await api(admin, 'GET', '/cases/interrupted')).json().data.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(false);
  });

  it('a real crash between the engine step and its commit leaves the case interrupted and unrouted', async () => {
    const { app_uid } = (await api(personel, 'POST', '/cases?pro_uid=equipment-request&tas_uid=request')).json().data;
    await api(personel, 'PUT', `/cases/${app_uid}/variable?del_index=1&dyn_uid=equipment-request-form`, REQUEST);
    // The same adapter the server runs, with its clock ten minutes back and a crash after the engine step.
    const crashing = builtinProcessPort({ database: t.database, clock: () => new Date(Date.now() - 600_000), afterEngineStep: () => { throw new Error('crash'); } });
    await expect(crashing.route({ userId: await userId('personel') }, app_uid, 1, {})).rejects.toThrow('crash');
    const detail = (await api(personel, 'GET', `/cases/${app_uid}`)).json().data;
    expect(detail).toMatchObject({ app_status: 'DRAFT', current_task: [{ tas_uid: 'request', del_index: 1 }] });
    expect((await api(admin, 'GET', '/cases/interrupted')).json().data.some((c: { app_uid: string }) => c.app_uid === app_uid)).toBe(true);
    expect((await api(admin, 'PUT', `/cases/${app_uid}/resume`)).statusCode).toBe(200);
    expect((await api(personel, 'GET', `/cases/${app_uid}`)).json().data.current_task).toMatchObject([{ tas_uid: 'approval', del_index: 2 }]);
  });

  it('cancel closes the case', async () => {
    const app_uid = await crashWhileRouting();
    expect((await api(admin, 'PUT', `/cases/${app_uid}/cancel`)).statusCode).toBe(200);
    expect((await api(personel, 'GET', `/cases/${app_uid}`)).json().data).toMatchObject({ app_status: 'CANCELLED', current_task: [] });
    expect((await api(admin, 'PUT', `/cases/${app_uid}/resume`)).statusCode).toBe(409);
  });
});

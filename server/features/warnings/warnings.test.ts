import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, logOf, person, projectId } from '../drills/drill-test-kit';

let t: TestApp;
let sef: string;
let otherSupervisor: string;
let admin: string;
let pmt: number;
let ist: number;
let tested: number;
let stranger: number;

beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-03-20T08:00:00Z');
  [pmt, ist] = [await projectId(t, 'PMT'), await projectId(t, 'IST')];
  tested = await person(t, { username: 'uyari.personel', first: 'Gülşen', last: 'Ilıcaklı', role: 'Personel', projects: [pmt] });
  stranger = await person(t, { username: 'uyari.yabanci', first: 'Ömer', last: 'Istanbullu', role: 'Personel', projects: [ist] });
  await person(t, { username: 'uyari.sef2', first: 'Hale', last: 'Şen', role: 'Vardiya Şefi', projects: [ist] });
  [sef, otherSupervisor, admin] = await Promise.all([t.login('sef'), t.login('uyari.sef2'), t.login('admin')]);
}, 120_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  security_project_id: pmt, position_id: tested, warning_type: 'positive-result', substance: 'opiates', occurred_on: '2026-03-18',
  description: 'Doğrulama testi bekleniyor.', ...over,
});

describe('psychoactive-substance projects', () => {
  it('lists the projects of that type with member and warning counts', async () => {
    const res = await api(t, sef, 'GET', '/project/psychoactive-substances/admin');
    expect(res.statusCode).toBe(200);
    const projects = res.json().data;
    expect(projects.map((p: { short_code: string }) => p.short_code)).toEqual(['PMT']);
    expect(projects[0].members_count).toBeGreaterThan(0);
    // The demo seed recorded warnings about PMT's first members.
    expect(projects[0].warnings_count).toBeGreaterThan(0);
  });
});

describe('warnings', () => {
  let id: number;

  it('records a warning about a project member; the substance belongs to a positive result only', async () => {
    const res = await api(t, sef, 'POST', '/warning', body());
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Uyarı kaydedildi.');
    const w = res.json().data;
    expect(w).toMatchObject({
      security_project: { id: pmt, short_code: 'PMT' }, position: { id: tested, full_name: 'Gülşen Ilıcaklı', role_name: 'Personel' },
      warning_type: 'positive-result', substance: 'opiates', occurred_on: '2026-03-18', recorded_by: { full_name: 'İsmail Güneş' }, deletable: true,
    });
    id = w.id;
    expect((await logOf(t, 'psychoactive_warnings', id)).map((l) => l.action)).toEqual(['created']);
    const missed = await api(t, sef, 'POST', '/warning', body({ warning_type: 'test-missed', occurred_on: '2026-03-19' }));
    expect(missed.json().data.substance).toBeNull();
  });

  it('refuses a positive result without substance, a non-member, another project type and a future day', async () => {
    const noSubstance = await api(t, sef, 'POST', '/warning', body({ substance: null }));
    expect(noSubstance.json().errors).toEqual({ substance: ['Pozitif test sonucu için madde seçilmelidir.'] });
    const outsider = await api(t, sef, 'POST', '/warning', body({ position_id: stranger, occurred_on: '2026-03-21' }));
    expect(outsider.json().errors).toEqual({ position_id: ['Seçilen personel bu projenin üyesi değil.'], occurred_on: ['Uyarı tarihi bugünden sonra olamaz.'] });
    const ggh = await api(t, sef, 'POST', '/warning', body({ security_project_id: ist, position_id: stranger }));
    expect(ggh.json().errors).toEqual({ security_project_id: ['Psikoaktif madde projesi bulunamadı.'] });
  });

  it('filters the list by position and project, newest first by default', async () => {
    const mine = await api(t, sef, 'GET', `/warning?position_id=${tested}&project_id=${pmt}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((w: { occurred_on: string }) => w.occurred_on)).toEqual(['2026-03-19', '2026-03-18']);
    expect(mine.json().meta_data.total).toBe(2);
    const positives = (await api(t, sef, 'GET', `/warning?project_id=${pmt}&warning_type=positive-result&perpage=300`)).json().data as { warning_type: string }[];
    expect(positives.length).toBeGreaterThan(1);
    expect(positives.every((w) => w.warning_type === 'positive-result')).toBe(true);
    const byDay = (await api(t, sef, 'GET', '/warning?ordering=occurred_on&perpage=300')).json().data.map((w: { occurred_on: string }) => w.occurred_on);
    expect(byDay).toEqual([...byDay].sort());
    expect((await api(t, sef, 'GET', `/warning?position_id=${stranger}`)).json().data).toEqual([]);
  });

  it('lets only the recorder (or a super role) delete a warning', async () => {
    const other = await api(t, otherSupervisor, 'GET', `/warning?position_id=${tested}`);
    expect(other.json().data.every((w: { deletable: boolean }) => !w.deletable)).toBe(true);
    const refused = await api(t, otherSupervisor, 'DELETE', `/warning/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Uyarıyı yalnızca kaydeden kişi silebilir.');
    const removed = await api(t, sef, 'DELETE', `/warning/${id}`);
    expect(removed.json().data.message).toBe('Uyarı silindi.');
    expect((await api(t, sef, 'DELETE', `/warning/${id}`)).statusCode).toBe(404);
    expect((await api(t, admin, 'GET', `/warning?position_id=${tested}`)).json().meta_data.total).toBe(1);
    expect((await logOf(t, 'psychoactive_warnings', id)).map((l) => l.action)).toEqual(['created', 'deleted']);
  });

  it('is closed to users without view-psychoactive-substance-submission', async () => {
    const denetci = await t.login('denetci');
    for (const [method, url] of [['GET', '/project/psychoactive-substances/admin'], ['GET', '/warning'], ['POST', '/warning'], ['DELETE', '/warning/1']] as const) {
      expect((await api(t, denetci, method, url, method === 'POST' ? body() : undefined)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

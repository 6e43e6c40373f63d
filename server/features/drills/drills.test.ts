import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonOption, type ComparisonValue, type FilterValue } from '../../../src/contracts/query-filter';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, logOf, person, positionOf, projectId } from './drill-test-kit';

let t: TestApp;
let denetci: string;
let admin: string;
let ist: number;
let esb: number;
let airsider: number;
let interviewer: number;
let outsider: number;
let clerk: number;
let inspector: number;
let codes: { id: number; code: string }[];

/** A fixed clock: "today" is 20 March 2026 in Türkiye. */
const NOW = '2026-03-20T08:00:00Z';
beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date(NOW);
  // 'esb' is a project the inspector is no member of (the demo inspector audits IST and the uog project ESB).
  [ist, esb] = [await projectId(t, 'IST'), await projectId(t, 'ADB')];
  airsider = await person(t, { username: 'tat.airsider', first: 'Cemile', last: 'Kayalı', role: 'Airsider', projects: [ist] });
  interviewer = await person(t, { username: 'tat.interviewer', first: 'Şükrü', last: 'Ağaoğlu', role: 'Interviewer', projects: [ist, esb] });
  outsider = await person(t, { username: 'tat.esb', first: 'Nazlı', last: 'Esenboğalı', role: 'Airsider', projects: [esb] });
  clerk = await person(t, { username: 'tat.personel', first: 'Veli', last: 'Kâtip', role: 'Personel', projects: [ist] });
  [denetci, admin] = await Promise.all([t.login('denetci'), t.login('admin')]);
  inspector = await positionOf(t, 'denetci');
  codes = (await api(t, denetci, 'GET', '/drill/audit/create')).json().data.drill_codes;
}, 120_000);
afterAll(() => t.close());

const drill = (over: Record<string, unknown> = {}) => ({
  drill_code_id: codes[0]!.id, security_project_id: ist, drill_date: '2026-03-18',
  drill_creator_position_id: inspector, drill_personal_position_id: airsider, description: 'Kabin bagajında bıçak denemesi.', ...over,
});
type Cond = [name: string, op: ComparisonValue, value?: FilterValue];
const tree = (conds: Cond[], sourceType = 'drill', logicalOperator: 'VE' | 'VEYA' = 'VE') => ({
  groups: [{ sourceType, logicalOperator, conditions: conds.map(([name, op, value]) => ({ sourceField: { name }, comparisonOperator: comparisonOption(op), value })) }],
});
const search = async (token: string, body: unknown, query = '') => api(t, token, 'POST', `/search/drill-audit?perpage=300${query}`, body);
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((d) => d.id);

describe('drill form data and the people a drill can test', () => {
  it("offers the drill codes, the user's active projects and the two role names", async () => {
    const res = await api(t, denetci, 'GET', '/drill/audit/create');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.drill_codes.map((c: { code: string }) => c.code)).toEqual(['TAT-01 Tehlikeli Madde', 'TAT-02 Yasaklı Eşya', 'TAT-03 Sahte Kimlik']);
    // The inspector's position is a member of IST and of the uog project ESB (the demo seed).
    expect(data.security_projects.map((p: { short_code: string }) => p.short_code).sort()).toEqual(['ESB', 'IST']);
    expect(data.role_names).toEqual(['Airsider', 'Interviewer']);
    // A super role: every active project (AYT is passive).
    const all = (await api(t, admin, 'GET', '/drill/audit/create')).json().data.security_projects.map((p: { short_code: string }) => p.short_code);
    expect(all.sort()).toEqual(['ADB', 'ESB', 'IST', 'PMT', 'SAW']);
  });

  it('lists the Airsider and Interviewer members of the user\'s projects only', async () => {
    const res = await api(t, denetci, 'GET', '/security-projects/positions/airsider-interview');
    expect(res.statusCode).toBe(200);
    const members = res.json().data as { id: number; role_name: string; security_project_id: number; full_name: string }[];
    expect(members.every((m) => ['Airsider', 'Interviewer'].includes(m.role_name) && m.security_project_id === ist)).toBe(true);
    const mine = members.filter((m) => [airsider, interviewer, outsider, clerk].includes(m.id));
    expect(mine.map((m) => m.full_name).sort()).toEqual(['Cemile Kayalı', 'Şükrü Ağaoğlu']);
    const esbMembers = (await api(t, admin, 'GET', `/security-projects/positions/airsider-interview?security_project_id=${esb}`)).json().data;
    expect(esbMembers.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([interviewer, outsider]));
    expect((await api(t, denetci, 'GET', `/security-projects/positions/airsider-interview?security_project_id=${esb}`)).statusCode).toBe(403);
  });
});

describe('recording drills', () => {
  let recorded: number;

  it('records a drill with the person\'s role as status; a recorded result drops the retest fields', async () => {
    const res = await api(t, denetci, 'POST', '/drill/audit', drill({
      drill_result: 'unsuccessful', retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-19', retest_drill_result: 'successful',
    }));
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Tatbikat kaydedildi.');
    const d = res.json().data;
    expect(d).toMatchObject({
      security_project: { id: ist, short_code: 'IST' }, drill_code: codes[0], drill_date: '2026-03-18', status: 'Airsider',
      drill_personal: { id: airsider, full_name: 'Cemile Kayalı', role_name: 'Airsider' }, drill_creator: { id: inspector, full_name: 'Oğuz Çelik' },
      drill_result: 'unsuccessful', retest_drill_creator_position_id: null, retest_drill_creator: null, retest_drill_date: null, retest_drill_result: null,
      stage: 'completed', final_result: 'unsuccessful', created_by: { full_name: 'Oğuz Çelik' },
    });
    expect(d.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    recorded = d.id;
    const log = await logOf(t, 'drill_audits', d.id);
    expect(log.map((l) => l.action)).toEqual(['created']);
    expect(log[0]!.properties.attributes).toMatchObject({ status: 'Airsider', drill_result: 'unsuccessful', retest_drill_date: null });
    expect((await api(t, denetci, 'GET', `/drill/audit/${d.id}`)).json().data.id).toBe(d.id);
  });

  it('keeps a device id: the same drill sent again is answered, not doubled; another user cannot reuse the id', async () => {
    const id = '019cd000-0000-7000-8000-0000000000d1';
    const body = drill({ id, drill_personal_position_id: interviewer, drill_date: '2026-03-17' });
    const first = await api(t, denetci, 'POST', '/drill/audit', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ uuid: id, status: 'Interviewer', stage: 'pending' });
    const again = await api(t, denetci, 'POST', '/drill/audit', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const found = await search(denetci, tree([['personal_name', 'contains', 'ağaoğlu']]));
    expect(ids(found)).toEqual([first.json().data.id]);
    const taken = await api(t, admin, 'POST', '/drill/audit', body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.id).toEqual(['Bu kayıt kimliği başka bir tatbikatta kullanılıyor.']);
  });

  it('reports every refusal together: future day, foreign project, a person who is not drilled, unknown code and position', async () => {
    const res = await api(t, denetci, 'POST', '/drill/audit', drill({
      drill_date: '2026-03-21', security_project_id: esb, drill_personal_position_id: outsider, drill_code_id: 999999, drill_creator_position_id: 999999,
    }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      drill_code_id: ['Seçilen tatbikat kodu bulunamadı.'],
      security_project_id: ['Bu güvenlik projesinde tatbikat kaydetme yetkiniz bulunmamaktadır.'],
      drill_creator_position_id: ['Seçilen pozisyon bulunamadı.'],
      drill_date: ['Tatbikat tarihi bugünden sonra olamaz.'],
    });
    const clerkDrill = await api(t, denetci, 'POST', '/drill/audit', drill({ drill_personal_position_id: clerk }));
    expect(clerkDrill.json().errors).toEqual({ drill_personal_position_id: ['Seçilen personel bu projenin Airsider veya Interviewer personeli değil.'] });
    // A member of another project only: not drillable in IST, even by a super role.
    const elsewhere = await api(t, admin, 'POST', '/drill/audit', drill({ drill_personal_position_id: outsider }));
    expect(Object.keys(elsewhere.json().errors)).toEqual(['drill_personal_position_id']);
    const early = await api(t, denetci, 'POST', '/drill/audit', drill({ retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-25', retest_drill_result: 'successful' }));
    expect(early.json().errors).toEqual({ retest_drill_result: ['Tekrar test sonucu, tekrar test tarihi gelmeden girilemez.'] });
    const before = await api(t, denetci, 'POST', '/drill/audit', drill({ retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-01' }));
    expect(before.json().errors).toEqual({ retest_drill_date: ['Tekrar test tarihi tatbikat tarihinden önce olamaz.'] });
  });

  it('follows the retest path on edits, and a recorded drill_result ends it', async () => {
    const put = (body: Record<string, unknown>) => api(t, denetci, 'PUT', `/drill/audit/${recorded}`, drill(body));
    const retest = await put({ drill_result: null, retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-19' });
    expect(retest.statusCode).toBe(200);
    expect(retest.json().helper_data.message).toBe('Tatbikat güncellendi.');
    expect(retest.json().data).toMatchObject({ stage: 'retest-pending', retest_drill_creator: { id: inspector }, final_result: null });
    const done = await put({ retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-19', retest_drill_result: 'successful' });
    expect(done.json().data).toMatchObject({ stage: 'completed', final_result: 'successful', drill_result: null });
    const resulted = await put({ drill_result: 'successful', retest_drill_creator_position_id: inspector, retest_drill_date: '2026-03-19', retest_drill_result: 'unsuccessful' });
    expect(resulted.json().data).toMatchObject({ drill_result: 'successful', retest_drill_creator_position_id: null, retest_drill_date: null, retest_drill_result: null });
    const log = await logOf(t, 'drill_audits', recorded);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'updated', 'updated']);
    expect(log[3]!.properties).toMatchObject({ attributes: { drill_result: 'successful', retest_drill_date: null }, old: { drill_result: null, retest_drill_date: '2026-03-19' } });
  });

  it("keeps other projects' drills out of reach (404), and deletes with a log entry", async () => {
    const foreign = await api(t, admin, 'POST', '/drill/audit', drill({ security_project_id: esb, drill_personal_position_id: outsider }));
    expect(foreign.statusCode).toBe(201);
    const id = foreign.json().data.id;
    for (const method of ['GET', 'DELETE'] as const) expect((await api(t, denetci, method, `/drill/audit/${id}`)).statusCode).toBe(404);
    expect((await api(t, denetci, 'PUT', `/drill/audit/${id}`, drill())).statusCode).toBe(404);
    expect(ids(await search(denetci, {}))).not.toContain(id);
    expect(ids(await api(t, admin, 'GET', `/drill/audit?perpage=300&security_project_id=${esb}`))).toContain(id);

    const removed = await api(t, admin, 'DELETE', `/drill/audit/${id}`);
    expect(removed.json().data.message).toBe('Tatbikat silindi.');
    expect((await api(t, admin, 'GET', `/drill/audit/${id}`)).statusCode).toBe(404);
    expect((await logOf(t, 'drill_audits', id)).map((l) => l.action)).toEqual(['created', 'deleted']);
  });
});

describe('the drill list filter and its Excel file', () => {
  it('filters with the query builder tree over the allow-list', async () => {
    const interviewers = (await search(denetci, tree([['status', 'equals', 'Interviewer']]))).json().data as { status: string }[];
    expect(interviewers.length).toBeGreaterThan(0);
    expect(interviewers.every((d) => d.status === 'Interviewer')).toBe(true);
    const cemile = await search(denetci, tree([['personal_name', 'starts_with', 'CEMİLE'], ['drill_result', 'equals', 'successful']]));
    expect(cemile.json().data.map((d: { drill_personal: { id: number } }) => d.drill_personal.id)).toEqual([airsider]);
    const pending = (await search(denetci, tree([['stage', 'in', ['pending', 'retest-pending']]]))).json().data as { stage: string }[];
    expect(pending.every((d) => d.stage !== 'completed')).toBe(true);
    const march = (await search(denetci, tree([['drill_date', 'between', ['2026-03-31', '2026-03-01']]]))).json().data as { drill_date: string }[];
    expect(march.map((d) => d.drill_date).every((day) => day >= '2026-03-01' && day <= '2026-03-31')).toBe(true);

    const unknown = await search(denetci, tree([['password', 'equals', 'x']]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.filter).toEqual(["'password' alanına göre filtrelenemez."]);
    const group = tree([['status', 'equals', 'Airsider']]).groups[0]!;
    const five = await search(denetci, { groups: [group, group, group, group, group] });
    expect(five.statusCode).toBe(422);
    expect(five.json().errors.groups).toEqual(['En fazla 4 filtre grubu eklenebilir.']);
  });

  it('exports what the filter finds, with Turkish headers', async () => {
    const body = tree([['security_project_id', 'equals', ist]]);
    const total = (await search(denetci, body)).json().meta_data.total as number;
    const res = await api(t, denetci, 'POST', '/report/drill-audit', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Tatbikatlar.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Tatbikat Tarihi');
    expect(sheet.rowCount - 1).toBe(total);
    const cemile = sheet.getColumn(4).values.indexOf('Cemile Kayalı');
    expect(sheet.getRow(cemile).getCell(7).value).toBe('Başarılı');
  });
});

describe('drills not yet performed (planning)', () => {
  const plan = (token: string, body: Record<string, unknown>, query = '') => api(t, token, 'POST', `/drill/unperformed-drill?perpage=300${query}`, body);
  const mine = (res: { json(): { data: { position_id: number; last_drill_date: string | null; last_drill_result: string | null; security_project: { id: number } }[] } }) =>
    res.json().data.filter((r) => [airsider, interviewer, outsider].includes(r.position_id));

  it('lists Airsider and Interviewer members of the user\'s projects without a drill in the period', async () => {
    const march = await plan(denetci, { started_at: '2026-03-01', ended_at: '2026-03-31' });
    expect(march.statusCode).toBe(200);
    expect(march.json().helper_data.period).toEqual({ started_at: '2026-03-01', ended_at: '2026-03-31' });
    // Both were drilled in March in IST; the interviewer's ESB membership is outside the inspector's projects.
    expect(mine(march)).toEqual([]);
    const february = mine(await plan(denetci, { started_at: '2026-02-01', ended_at: '2026-02-28' }));
    expect(february.map((r) => [r.position_id, r.last_drill_date])).toEqual(expect.arrayContaining([[airsider, null], [interviewer, null]]));
    const april = mine(await plan(denetci, { started_at: '2026-04-01', ended_at: '2026-04-30' }));
    expect(april.find((r) => r.position_id === airsider)).toMatchObject({ last_drill_date: '2026-03-18', last_drill_result: 'successful' });
    // A super role sees every project: the interviewer is due in ESB, where no drill was made.
    const everywhere = mine(await plan(admin, { started_at: '2026-03-01', ended_at: '2026-03-31' }));
    expect(everywhere.map((r) => [r.position_id, r.security_project.id]).sort()).toEqual([[interviewer, esb], [outsider, esb]].sort());
  });

  it('defaults to the current month, filters with the builder and refuses a period over a year', async () => {
    const current = await plan(denetci, {});
    expect(current.json().helper_data.period).toEqual({ started_at: '2026-03-01', ended_at: '2026-03-31' });
    const rows = (await plan(denetci, { started_at: '2026-02-01', ended_at: '2026-02-28', ...tree([['role_name', 'equals', 'Interviewer']], 'unperformed-drill') })).json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { role_name: string }) => r.role_name === 'Interviewer')).toBe(true);
    const never = (await plan(admin, { started_at: '2026-04-01', ended_at: '2026-04-30', ...tree([['last_drill_date', 'is_empty']], 'unperformed-drill') })).json().data;
    expect(never.every((r: { last_drill_date: string | null }) => r.last_drill_date === null)).toBe(true);
    expect(never.map((r: { position_id: number }) => r.position_id)).not.toContain(airsider);
    const long = await plan(denetci, { started_at: '2025-01-01', ended_at: '2026-03-01' });
    expect(long.json().errors.ended_at).toEqual(['Dönem en fazla 366 gün olabilir.']);
    const backwards = await plan(denetci, { started_at: '2026-03-10', ended_at: '2026-03-01' });
    expect(backwards.json().errors.ended_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz.']);
  });

  it('exports the planning list', async () => {
    const body = { started_at: '2026-02-01', ended_at: '2026-02-28' };
    const total = (await plan(denetci, body)).json().meta_data.total as number;
    const res = await api(t, denetci, 'POST', '/report/unperformed-drill', body);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Personel', 'TC Kimlik No', 'Görev', 'Güvenlik Projesi', 'Son Tatbikat Tarihi', 'Son Tatbikat Sonucu']);
    expect(sheet.rowCount - 1).toBe(total);
  });
});

describe('permissions and limits', () => {
  it('refuses holders without view-drill-audits on every drill endpoint', async () => {
    const sef = await t.login('sef');
    for (const [method, url] of [
      ['GET', '/drill/audit'], ['GET', '/drill/audit/create'], ['GET', '/drill/audit/1'], ['POST', '/drill/audit'], ['PUT', '/drill/audit/1'],
      ['DELETE', '/drill/audit/1'], ['POST', '/search/drill-audit'], ['POST', '/report/drill-audit'], ['POST', '/drill/unperformed-drill'],
      ['POST', '/report/unperformed-drill'], ['GET', '/security-projects/positions/airsider-interview'],
    ] as const) {
      const res = await api(t, sef, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses an export of more than 2000 drills with the spec\'s words', async () => {
    await t.database.db.execute(`insert into drill_audits (uuid, drill_code_id, security_project_id, drill_date, drill_creator_position_id,
      drill_personal_position_id, status, created_by_user_id)
      select gen_random_uuid(), ${codes[1]!.id}, ${esb}, date '2026-01-01' + (g % 60), ${inspector}, ${outsider}, 'Airsider',
        (select user_id from positions where id = ${inspector}) from generate_series(1, 2001) g` as never);
    const res = await api(t, admin, 'POST', '/report/drill-audit', tree([['security_project_id', 'equals', esb]]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.export).toEqual(['Tek seferde 2000 kayıttan fazla kayıt çekilemez.']);
    // The inspector does not see ESB: the same filter exports nothing to refuse.
    expect((await api(t, denetci, 'POST', '/report/drill-audit', tree([['security_project_id', 'equals', esb]]))).statusCode).toBe(200);
  });
});

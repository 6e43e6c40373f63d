import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PDF, PNG } from '../files/upload-fixtures';
import { CALCULATION_JOB } from './calculation.service';

type Rows<T> = { rows: T[] };
let t: TestApp;
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
let hr: string;
let sef: string;
let personel: string;
let admin: string;
let seeded: number;
let myCardId: number;
let otherCardId: number;
let userIds: Record<string, number>;

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
const send = (token: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url: `/api${url}`, payload: payload ?? {} });

beforeAll(async () => {
  t = await createTestApp({}, 20);
  t.now.value = new Date(`${new Date().getUTCFullYear()}-06-15T09:00:00Z`);
  [hr, sef, personel, admin] = await Promise.all(['ik.uzmani', 'sef', 'personel', 'admin'].map((u) => t.login(u)));
  userIds = Object.fromEntries((await q<{ name: string; id: number }>(sql`select name, id from users where name in ('ik.uzmani', 'sef', 'personel', 'admin')`)).map((r) => [r.name, r.id]));
  seeded = (await q<{ id: number }>(sql`select id from performance_periods order by id limit 1`))[0]!.id;
  myCardId = (await q<{ id: number }>(sql`select id from performance_cards where user_id = ${userIds.personel} and performance_period_id = ${seeded}`))[0]!.id;
  otherCardId = (await q<{ id: number }>(sql`select c.id from performance_cards c where c.performance_period_id = ${seeded} and c.user_id <> ${userIds.personel}
    and not exists (select 1 from performance_card_managers m where m.card_id = c.id and m.user_id = ${userIds.sef}) order by c.id limit 1`))[0]!.id;
});
afterAll(() => t.close());

describe('permissions (spec 3 §6)', () => {
  it('refuses the HR card list to the assessor, the employee and anonymous callers', async () => {
    const url = `/performance-period/${seeded}/performance-card`;
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(personel, url)).statusCode).toBe(403);
    expect((await get(sef, url)).statusCode).toBe(403);
    const ok = await get(hr, url);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().meta_data.total).toBeGreaterThan(5);
    expect((await send(personel, 'POST', '/performance-period', { name: 'x', start_at: '2026-01-01', end_at: '2026-12-31' })).statusCode).toBe(403);
    expect((await send(sef, 'PUT', `/performance-period/${seeded}/criterias`, { criterias: [] })).statusCode).toBe(403);
    expect((await send(personel, 'POST', '/run-employee-card-calculation', { performance_period_id: seeded })).statusCode).toBe(403);
    expect((await get(personel, '/performance-evaluation-criteria/vote')).statusCode).toBe(403);
    expect((await send(sef, 'PUT', `/performance-card/${myCardId}/reject`, { objection_decision: 'accepted', committee_rejection_description: 'x' })).statusCode).toBe(403);
    expect((await send(personel, 'POST', `/performance-period/${seeded}/send-email-to-non-respondent-evaluators`, {})).statusCode).toBe(403);
  });
  it('filters the HR list by name, national id, project, assessor and rating', async () => {
    const [card] = await q<{ full_name: string; national_id_number: string; security_project_id: number; performance_rating: string }>(sql`select full_name, national_id_number, security_project_id, performance_rating from performance_cards where id = ${myCardId}`);
    const list = async (qs: string) => (await get(hr, `/performance-period/${seeded}/performance-card?${qs}`)).json().data as { id: number }[];
    expect((await list(`full_name=${encodeURIComponent(card!.full_name.slice(0, 4))}`)).map((c) => c.id)).toContain(myCardId);
    expect((await list(`national_id_number=${card!.national_id_number}`)).map((c) => c.id)).toEqual([myCardId]);
    expect((await list(`security_project_id=${card!.security_project_id}&performance_rating=${card!.performance_rating}`)).map((c) => c.id)).toContain(myCardId);
    expect((await list('assessor_full_name=G%C3%BCne%C5%9F')).length).toBeGreaterThan(0);
    expect((await get(hr, `/performance-period/${seeded}/performance-card?performance_rating=perfect`)).statusCode).toBe(422);
  });
});

describe('periods and criteria (spec 3 §4, §5)', () => {
  let pid: number;
  it('creates a period, moves it one step at a time and refuses skips and moves after closed', async () => {
    const made = await send(hr, 'POST', '/performance-period', { name: 'Test Dönemi', start_at: '2026-01-01', end_at: '2026-12-31', objection_deadline: '2026-12-31' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().helper_data.message).toBe('Performans dönemi başarıyla oluşturuldu.');
    pid = made.json().data.id;
    expect(made.json().data.status).toBe('active');
    const body = { name: 'Test Dönemi', start_at: '2026-01-01', end_at: '2026-12-31', objection_deadline: '2026-12-31' };
    const skip = await send(hr, 'PUT', `/performance-period/${pid}`, { ...body, status: 'closed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().info).toBe('Dönem "Aktif" durumundan "Kapandı" durumuna geçirilemez.');
    const bad = await send(hr, 'POST', '/performance-period', { ...body, end_at: '2025-01-01' });
    expect(bad.json().errors.end_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz.']);
  });
  it('requires every criteria field with "<label> alanı gereklidir."', async () => {
    const res = await send(hr, 'PUT', `/performance-period/${pid}/criterias`, { criterias: [{ name: '', type: 'i', criterion_entry_limit: '', weight: null, unit_point: '', standard_goal: '', substandard_goal: '' }] });
    expect(res.statusCode).toBe(422);
    const messages = Object.values(res.json().errors as Record<string, string[]>).flat();
    for (const m of ['Kriter Adı alanı gereklidir.', 'Kriter Giriş Limiti alanı gereklidir.', 'Ağırlık alanı gereklidir.', 'Birim Puan alanı gereklidir.', 'Standart Hedef alanı gereklidir.', 'Standart Altı Hedef alanı gereklidir.']) {
      expect(messages).toContain(m);
    }
  });
  it('saves criteria with options, calculates the cards as a job and counts the employee records', async () => {
    const [absence] = await q<{ id: number }>(sql`select id from reward_penalty_types where name = 'Devamsızlık'`);
    const saved = await send(hr, 'PUT', `/performance-period/${pid}/criterias`, { criterias: [
      { name: 'Devamsızlık', type: 'i', source_type_id: absence!.id, criterion_entry_limit: 2, weight: 100, unit_point: 5, standard_goal: 0, substandard_goal: 1 },
      { name: 'Tutum', type: 'b', criterion_entry_limit: 1, weight: 100, unit_point: 0, standard_goal: 1, substandard_goal: 0, options: [{ name: 'İyi', point: 10 }, { name: 'Kötü', point: -10 }] },
    ] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.criterias).toHaveLength(2);
    await send(hr, 'POST', '/performance-period-base-score', { performance_period_id: pid, security_project_id: (await q<{ id: number }>(sql`select id from security_projects order by id limit 1`))[0]!.id, base_score: 90 });
    const [emp] = await q<{ id: number }>(sql`select id from employees where user_id = ${userIds.personel}`);
    await t.database.db.execute(sql`insert into employee_reward_penalties (employee_id, type_id, event_at) values
      (${emp!.id}, ${absence!.id}, '2026-03-01'), (${emp!.id}, ${absence!.id}, '2026-04-01'), (${emp!.id}, ${absence!.id}, '2026-05-01'), (${emp!.id}, ${absence!.id}, '2025-05-01')`);

    const run = await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid });
    expect(run.statusCode, run.body).toBe(202);
    expect((await get(hr, `/run-employee-card-calculation?performance_period_id=${pid}`)).json().data).toHaveLength(1);
    expect((await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid })).statusCode).toBe(409);
    const result = await t.app.jobs.run(CALCULATION_JOB, { run_id: run.json().data.id });
    expect(result).toMatchObject({ status: 'done' });
    expect((await get(hr, '/run-employee-card-calculation')).json().data).toHaveLength(0);
    const [card] = await q<{ id: number; score: string; criteria_result: { count: number; counted: number }[] }>(sql`select id, score, criteria_result from performance_cards where performance_period_id = ${pid} and user_id = ${userIds.personel}`);
    // base 90, three absences in the period, two counted (entry limit) × 5 points
    expect(Number(card!.score)).toBe(80);
    expect(card!.criteria_result[0]).toMatchObject({ count: 3, counted: 2 });
  });
  it('lets an evaluator write a note only while active, and never edit it', async () => {
    const [card] = await q<{ position_id: number }>(sql`select position_id from performance_cards where performance_period_id = ${pid} and user_id = ${userIds.personel}`);
    expect((await get(sef, '/performance-observation-note/create')).json().data.warning).toContain('güncellenemez');
    const made = await send(sef, 'POST', '/performance-observation-note', { body: 'Vardiyada örnek davranış.', position_id: card!.position_id, date: '2026-06-01' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.call(sef, { method: 'PUT', url: `/api/performance-observation-note/${made.json().data.id}`, payload: {} })).statusCode).toBe(404);
    // Attachments (the screen's files picker sends files[] after creating the note): the author adds, everyone who reads the note downloads.
    const noteId = made.json().data.id as number;
    expect(made.json().data).toMatchObject({ attachments: [], can_attach: true });
    const upload = (token: string, parts: Parameters<typeof multipart>[0]) => t.call(token, { method: 'POST', url: `/api/performance-observation-note/${noteId}/attachment`, ...multipart(parts) });
    let res = await upload(sef, [{ name: 'files[]', filename: 'tutanak.pdf', type: 'application/pdf', content: PDF }, { name: 'files[]', filename: 'foto.png', content: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().helper_data.message).toBe('Ek başarıyla yüklendi.');
    const files = res.json().data.attachments as { id: number; name: string }[];
    expect(files.map((f) => f.name)).toEqual(['tutanak.pdf', 'foto.png']);
    res = await upload(sef, [{ name: 'files[]', filename: 'bos.txt', content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(422);
    res = await upload(sef, [{ name: 'files[]', filename: 'buyuk.pdf', content: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]) }]);
    expect(res.statusCode).toBe(413);
    expect((await upload(hr, [{ name: 'files[]', filename: 'ik.pdf', content: PDF }])).statusCode).toBe(404);
    expect((await upload(personel, [{ name: 'files[]', filename: 'p.pdf', content: PDF }])).statusCode).toBe(403);
    const listed = ((await get(hr, '/performance-observation-note?perpage=100')).json().data as { id: number; can_attach: boolean; attachments: unknown[] }[]).find((n) => n.id === noteId)!;
    expect(listed).toMatchObject({ can_attach: false, attachments: files });
    const download = await get(hr, `/performance-observation-note/${noteId}/attachment/${files[0]!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await get(sef, `/performance-observation-note/${noteId}/attachment/${files[1]!.id}`)).rawPayload.equals(PNG)).toBe(true);
    expect((await get(sef, `/performance-observation-note/${noteId}/attachment/999999`)).statusCode).toBe(404);
    expect((await get(personel, `/performance-observation-note/${noteId}/attachment/${files[0]!.id}`)).statusCode).toBe(403);
    expect((await get(personel, '/performance-observation-note')).statusCode).toBe(403);
    const seededCard = (await q<{ position_id: number }>(sql`select position_id from performance_cards where id = ${myCardId}`))[0]!;
    // the seeded period is under evaluation: its newest active card is this period's, so move this one on first
    await send(hr, 'PUT', `/performance-period/${pid}`, { name: 'Test Dönemi', start_at: '2026-01-01', end_at: '2026-12-31', objection_deadline: '2026-12-31', status: 'under_evaluation' });
    const late = await send(sef, 'POST', '/performance-observation-note', { body: 'Geç not', position_id: seededCard.position_id, date: '2026-06-01' });
    expect(late.statusCode).toBe(409);
    expect(late.json().info).toBe('Gözlem notu ekleme dönem "Değerlendirmede" durumundayken yapılamaz.');
  });
});

describe('reference lists and card set-up', () => {
  it('keeps base scores and extra points (CRUD, searches, permission denials)', async () => {
    const [project] = await q<{ id: number }>(sql`select id from security_projects order by id limit 1`);
    const made = await send(hr, 'POST', '/performance-period-base-score', { performance_period_id: seeded, security_project_id: project!.id, role_group_ids: [3], base_score: 75 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await send(hr, 'PUT', `/performance-period-base-score/${id}`, { performance_period_id: seeded, security_project_id: project!.id, role_group_ids: [3], base_score: 76 })).json().data.base_score).toBe(76);
    expect((await get(hr, `/performance-period-base-score?performance_period_id=${seeded}&security_project_id=${project!.id}`)).json().data.length).toBeGreaterThan(0);
    expect((await get(hr, `/performance-period-base-score/security_project-search?performance_period_id=${seeded}`)).json().data.map((p: { id: number }) => p.id)).toContain(project!.id);
    expect((await get(hr, `/performance-period-base-score/security_project-role_group-search?performance_period_id=${seeded}&security_project_id=${project!.id}`)).json().data.map((g: { id: number }) => g.id)).toContain(3);
    expect((await send(hr, 'POST', '/performance-period-base-score', { performance_period_id: seeded, security_project_id: project!.id, base_score: 120 })).statusCode).toBe(422);
    expect((await send(sef, 'DELETE', `/performance-period-base-score/${id}`)).statusCode).toBe(403);
    expect((await send(hr, 'DELETE', `/performance-period-base-score/${id}`)).json().data.message).toBe('Baz puan başarıyla silindi.');
    expect((await get(hr, `/performance-period-base-score/${id}`)).statusCode).toBe(404);

    const extra = await send(hr, 'POST', '/performance-extra-point', { name: 'Örnek Davranış', point: 4 });
    expect(extra.statusCode).toBe(201);
    expect((await get(hr, '/performance-extra-point?point=4')).json().data.map((e: { id: number }) => e.id)).toContain(extra.json().data.id);
    expect((await send(hr, 'POST', '/performance-extra-point', { name: 'x' })).json().errors.point).toEqual(['Puan alanı gereklidir.']);
    expect((await get(personel, '/performance-extra-point')).statusCode).toBe(403);
  });
  it('sets extra points, trainings and assessors of a card; adds an employee by hand', async () => {
    const [extra] = await q<{ id: number; point: number }>(sql`select id, point::float8 as point from performance_extra_points order by id limit 1`);
    const before = (await get(hr, `/performance-period/${seeded}/performance-card/${otherCardId}`)).json().data;
    const after = await send(hr, 'PUT', `/performance-period/${seeded}/performance-card/${otherCardId}/updateExtraPoint`, { extra_point_ids: [extra!.id] });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.score).toBe(Math.min(100, before.score + extra!.point));
    const [training] = await q<{ id: number }>(sql`select id from reference_items where list = 'performance-training' order by id limit 1`);
    expect((await send(hr, 'PUT', `/performance-card/trainings/${otherCardId}`, { performance_training_ids: [training!.id] })).json().data.trainings).toHaveLength(1);
    expect((await send(hr, 'PUT', `/performance-card/trainings/${otherCardId}`, { performance_training_ids: [999999] })).statusCode).toBe(422);
    expect((await send(hr, 'PUT', `/performance-card/${otherCardId}/feedback`, { interviewer_feedback: 'Görüşme yapıldı.' })).json().data.interviewer_feedback).toBe('Görüşme yapıldı.');
    expect((await send(sef, 'PUT', `/performance-card/${otherCardId}/feedback`, { interviewer_feedback: 'x' })).statusCode).toBe(404);
    expect((await get(hr, `/performance-card-evalution/managers/${otherCardId}/edit`)).json().data.candidates.length).toBeGreaterThan(0);
    // evaluators are set while the period is active only
    expect((await send(hr, 'PUT', `/performance-card-evalution/managers/${otherCardId}`, { managers: [{ user_id: userIds.sef, is_interviewer: true }] })).statusCode).toBe(409);
    const search = await get(hr, `/performance-period/manuel-add-employee/search?q=Ay&period_id=${seeded}`);
    expect(search.statusCode).toBe(422);
    expect((await send(hr, 'POST', '/performance-period/manuel-add-employee', { period_id: seeded, employee_id: 1 })).statusCode).toBe(409);
    expect((await send(hr, 'POST', `/performance-period/performance-card/employee/activated/delete/${otherCardId}`)).json().data.message).toBe('Personel değerlendirme dışı bırakıldı.');
    const [emp] = await q<{ employee_id: number }>(sql`select employee_id from performance_cards where id = ${otherCardId}`);
    expect((await send(hr, 'POST', `/performance-period/${seeded}/performance-card/${otherCardId}/employee/${emp!.employee_id}/activated`)).json().data.message).toBe('Personel değerlendirmeye yeniden alındı.');
    expect((await send(hr, 'POST', `/performance-period/${seeded}/performance-card/${otherCardId}/employee/${emp!.employee_id + 1}/activated`)).statusCode).toBe(404);
    const thanks = await get(hr, `/performance-card/${otherCardId}/thank-you-note`);
    expect(thanks.headers['content-type']).toBe('application/pdf');
  });
});

describe('votes, own card, objection and its decision (spec 3 §3, §4)', () => {
  it('lists only the assessor\'s cards and refuses another assessor\'s card (IDOR)', async () => {
    const list = (await get(sef, `/performance-evaluation-criteria/vote?performance_period_id=${seeded}`)).json().data as { id: number }[];
    expect(list.map((c) => c.id)).toContain(myCardId);
    expect(list.map((c) => c.id)).not.toContain(otherCardId);
    expect((await get(sef, `/performance-evaluation-criteria/vote/${otherCardId}`)).statusCode).toBe(404);
    expect((await send(sef, 'POST', `/performance-evaluation-criteria/${otherCardId}/vote`, { evaluations: [{ performance_evaluation_criteria_id: 1, performance_evaluation_criteria_option_id: 1 }] })).statusCode).toBe(404);
  });
  it('refuses votes outside the options and beyond the entry limit, saves a valid vote and recalculates', async () => {
    const card = (await get(sef, `/performance-evaluation-criteria/vote/${myCardId}`)).json().data;
    expect(card.is_editable_evaluation).toBe(true);
    const voted = card.criterias.find((c: { options: unknown[] }) => c.options.length > 0);
    const other = card.criterias.find((c: { id: number; options: unknown[] }) => c.options.length > 0 && c.id !== voted.id);
    const wrong = await send(sef, 'POST', `/performance-evaluation-criteria/${myCardId}/vote`, { evaluations: [{ performance_evaluation_criteria_id: voted.id, performance_evaluation_criteria_option_id: other.options[0].id }] });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json().errors)).toContain('geçersiz seçenek');
    const twice = await send(sef, 'POST', `/performance-evaluation-criteria/${myCardId}/vote`, { evaluations: [
      { performance_evaluation_criteria_id: voted.id, performance_evaluation_criteria_option_id: voted.options[0].id },
      { performance_evaluation_criteria_id: voted.id, performance_evaluation_criteria_option_id: voted.options[1].id },
    ] });
    expect(twice.statusCode).toBe(422);
    const ok = await send(sef, 'POST', `/performance-evaluation-criteria/${myCardId}/vote`, { evaluations: [{ performance_evaluation_criteria_id: voted.id, performance_evaluation_criteria_option_id: voted.options[0].id }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.score).toBe(Math.min(100, card.score + voted.options[0].point));
  });
  it('lists interviewer feedback to HR only: the writer, when, the trainings, and its filters', async () => {
    const url = '/performance-interviewer-feedback';
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(sef, url)).statusCode).toBe(403);
    expect((await get(personel, url)).statusCode).toBe(403);
    const clock = t.now.value;
    t.now.value = new Date(clock.getTime() + 60_000);
    const written = await send(sef, 'PUT', `/performance-card/${myCardId}/feedback`, { interviewer_feedback: 'Görüşmede vardiya devri konuşuldu.' });
    t.now.value = clock;
    expect(written.statusCode, written.body).toBe(200);
    type Row = { card_id: number; interviewer_feedback: string; interviewer_full_name: string | null; by_interviewer: boolean; written_at: string | null; trainings: { id: number; name: string }[] };
    const list = async (query: string) => ((await get(hr, `${url}?performance_period_id=${seeded}&perpage=100${query}`)).json().data as Row[]);
    const all = await list('');
    const name = async (id: number) => (await q<{ n: string }>(sql`select first_name || ' ' || last_name as n from users where id = ${id}`))[0]!.n;
    const [interviewer] = await q<{ is_interviewer: boolean }>(sql`select is_interviewer from performance_card_managers where card_id = ${myCardId} and user_id = ${userIds.sef}`);
    expect(all.find((r) => r.card_id === myCardId)).toMatchObject({
      interviewer_feedback: 'Görüşmede vardiya devri konuşuldu.', interviewer_full_name: await name(userIds.sef!), by_interviewer: !!interviewer?.is_interviewer, written_at: expect.any(String),
    });
    const [training] = await q<{ id: number; label: string }>(sql`select id, label from reference_items where list = 'performance-training' order by id limit 1`);
    expect(all.find((r) => r.card_id === otherCardId)).toMatchObject({
      interviewer_feedback: 'Görüşme yapıldı.', interviewer_full_name: await name(userIds['ik.uzmani']!), by_interviewer: false, trainings: [{ id: training!.id, name: training!.label }],
    });
    // only cards with feedback, newest first
    expect(all.map((r) => r.card_id)).toEqual([myCardId, otherCardId]);
    expect((await list('&keyword=vardiya%20devri')).map((r) => r.card_id)).toEqual([myCardId]);
    expect((await list(`&interviewer_full_name=${encodeURIComponent(await name(userIds['ik.uzmani']!))}`)).map((r) => r.card_id)).toEqual([otherCardId]);
    expect((await list(`&performance_training_id=${training!.id}`)).map((r) => r.card_id)).toEqual([otherCardId]);
    const [other] = await q<{ full_name: string; security_project_id: number | null }>(sql`select full_name, security_project_id from performance_cards where id = ${otherCardId}`);
    expect((await list(`&full_name=${encodeURIComponent(other!.full_name)}`)).map((r) => r.card_id)).toContain(otherCardId);
    expect((await list(`&full_name=${encodeURIComponent(other!.full_name)}`)).map((r) => r.card_id)).not.toContain(myCardId);
    if (other!.security_project_id) expect((await list(`&security_project_id=${other!.security_project_id}`)).map((r) => r.card_id)).toContain(otherCardId);
    expect((await get(hr, `${url}?performance_period_id=999999`)).json().data).toEqual([]);
    expect((await get(hr, `${url}?keyword=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });
  it('shows the employee only their own card', async () => {
    const mine = await get(personel, `/performance-employee-card/me?performance_period_id=${seeded}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.id).toBe(myCardId);
    expect(mine.json().helper_data.performance_objection_reasons.length).toBeGreaterThan(0);
    expect((await send(personel, 'PUT', `/performance-employee-card/${otherCardId}/approve`)).statusCode).toBe(404);
    expect((await send(personel, 'POST', `/performance-card/${otherCardId}/objections`, { objection_reason_ids: [1], rejection_description: 'x' })).statusCode).toBe(404);
    expect((await get(personel, `/performance-card/${otherCardId}/report`)).statusCode).toBe(404);
    const pdf = await get(personel, `/performance-card/${myCardId}/report`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
  it('refuses the objection before under_objection, then records it with the spec\'s message', async () => {
    const early = await send(personel, 'POST', `/performance-card/${myCardId}/objections`, { objection_reason_ids: [1], rejection_description: 'Devamsızlık kaydım hatalı.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().info).toBe('İtiraz dönem "Değerlendirmede" durumundayken yapılamaz.');
    const period = (await get(hr, `/performance-period/${seeded}`)).json().data;
    const moved = await send(hr, 'PUT', `/performance-period/${seeded}`, { ...period, status: 'under_objection' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await send(sef, 'POST', `/performance-evaluation-criteria/${myCardId}/vote`, { evaluations: [{ performance_evaluation_criteria_id: 1, performance_evaluation_criteria_option_id: 1 }] })).statusCode).toBe(409);
    const missing = await send(personel, 'POST', `/performance-card/${myCardId}/objections`, { objection_reason_ids: [], rejection_description: '' });
    expect(missing.statusCode).toBe(422);
    const res = await send(personel, 'POST', `/performance-card/${myCardId}/objections`, { objection_reason_ids: [1, 2], rejection_description: 'Devamsızlık kaydım hatalı.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().helper_data.message).toBe('İtirazınız Başarıyla Kaydedildi.');
    expect((await send(personel, 'PUT', `/performance-employee-card/${myCardId}/approve`)).statusCode).toBe(409);
    const rejected = (await get(hr, `/performance-card-that-rejected?performance_period_id=${seeded}`)).json().data as { id: number }[];
    expect(rejected.map((c) => c.id)).toEqual([myCardId]);
  });
  it('lets a second reviewer decide, never the assessor, and not after the deadline', async () => {
    const decision = { objection_decision: 'accepted', committee_rejection_description: 'Kayıt düzeltildi.' };
    // the HR user assesses this card too: the assessor may not decide
    await t.database.db.execute(sql`insert into performance_card_managers (card_id, user_id) values (${myCardId}, ${userIds['ik.uzmani']})`);
    const own = await send(hr, 'PUT', `/performance-card/${myCardId}/reject`, decision);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('değerlendiren kişi');
    await t.database.db.execute(sql`delete from performance_card_managers where card_id = ${myCardId} and user_id = ${userIds['ik.uzmani']}`);
    const [{ d }] = await q<{ d: string }>(sql`select objection_deadline::text as d from performance_periods where id = ${seeded}`) as [{ d: string }];
    await t.database.db.execute(sql`update performance_periods set objection_deadline = '2026-01-31' where id = ${seeded}`);
    const late = await send(hr, 'PUT', `/performance-card/${myCardId}/reject`, decision);
    expect(late.statusCode).toBe(409);
    expect(late.json().info).toBe('İtiraz karar süresi doldu.');
    await t.database.db.execute(sql`update performance_periods set objection_deadline = ${d} where id = ${seeded}`);
    const ok = await t.call(hr, { method: 'PUT', url: `/api/performance-card/${myCardId}/reject?send_message=true`, payload: decision });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().helper_data.message).toBe('İtiraz kararı kaydedildi ve personele gönderildi.');
    const mine = (await get(personel, `/performance-employee-card/me?performance_period_id=${seeded}`)).json().data;
    expect(mine).toMatchObject({ objection_decision: 'accepted', committee_rejection_description: 'Kayıt düzeltildi.' });
    expect((await send(hr, 'PUT', `/performance-card/${myCardId}/reject`, decision)).statusCode).toBe(409);
  });
});

describe('the employee record\'s performance history (spec 1)', () => {
  it('lists the employee\'s cards with period, rating and score', async () => {
    const [emp] = await q<{ id: number }>(sql`select employee_id as id from performance_cards where id = ${myCardId}`);
    const res = await get(hr, `/gss/employee/${emp!.id}/performance-history`);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as { id: number; period: string; score: number | null }[]).find((r) => r.id === myCardId)!;
    expect(row.period).toContain('Performans Dönemi');
    expect(typeof row.score).toBe('number');
    expect((await get(personel, `/gss/employee/${emp!.id}/performance-history`)).statusCode).toBe(403);
  });
});

describe('card administration, downloads, mail and calibration', () => {
  it('deactivates, deletes and restores a card', async () => {
    expect((await send(hr, 'PUT', `/performance-period/${seeded}/performance-card/${otherCardId}`, { is_active: false })).json().data.is_active).toBe(false);
    expect((await send(hr, 'POST', `/performance-period/${seeded}/performance-card/${otherCardId}/delete`)).statusCode).toBe(200);
    expect((await get(hr, `/performance-period/${seeded}/performance-card`)).json().data.map((c: { id: number }) => c.id)).not.toContain(otherCardId);
    expect((await send(hr, 'POST', `/performance-period/${seeded}/performance-card/${otherCardId}/restore`)).statusCode).toBe(200);
    expect((await send(hr, 'POST', `/performance-period/${seeded + 999}/performance-card/${otherCardId}/restore`)).statusCode).toBe(404);
    expect((await send(personel, 'POST', `/performance-period/${seeded}/performance-card/${otherCardId}/delete`)).statusCode).toBe(403);
  });
  it('downloads the period as Excel and mails assessors who have not voted', async () => {
    const x = await get(hr, `/performance-period/${seeded}/download`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const mail = await send(hr, 'POST', `/performance-period/${seeded}/send-email-to-non-respondent-evaluators`, { period_id: seeded });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().data.sent).toBeGreaterThan(0);
    const [sent] = await q<{ to: string; body: string }>(sql`select "to", body from mail_dev_outbox order by id desc limit 1`);
    expect(sent!.body).toContain('performans kartı');
  });
  it('shows the rating distribution per assessor and per project', async () => {
    const res = (await get(hr, `/performance-period/${seeded}/calibration`)).json().data;
    expect(res.by_assessor.length).toBeGreaterThan(0);
    const total = res.by_project.reduce((s: number, r: { total: number }) => s + r.total, 0);
    expect(total).toBe(res.by_assessor.reduce((s: number, r: { total: number }) => s + r.total, 0));
    expect((await get(sef, `/performance-period/${seeded}/calibration`)).statusCode).toBe(403);
  });
  it('closes the period: nothing can be done afterwards', async () => {
    const period = (await get(hr, `/performance-period/${seeded}`)).json().data;
    expect((await send(hr, 'PUT', `/performance-period/${seeded}`, { ...period, status: 'closed' })).statusCode).toBe(200);
    expect((await send(hr, 'PUT', `/performance-period/${seeded}`, { ...period, status: 'closed' })).statusCode).toBe(409);
    expect((await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: seeded })).statusCode).toBe(409);
    expect((await get(hr, `/performance-card/${myCardId}/recalculate`)).statusCode).toBe(409);
    void admin;
  });
});

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkeyDate, addDays } from '../../../src/contracts/calendar';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { createTestApp, type TestApp } from '../../test/harness';
import { audiencePeopleSql } from '../correspondence/audience.repository';

type Rows<T> = { rows: T[] };
const q = async <T>(t: TestApp, query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('surveys, questions, answers and manager surveys', () => {
  let t: TestApp;
  let hr: string;
  let personel: string;
  let denetci: string;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('ik.uzmani');
    personel = await t.login('personel');
    // The inspector may manage manager surveys but is not manager-survey-admin: only their own reports.
    await t.database.db.execute(sql`insert into role_permissions (role_id, permission) select id, 'manage-manager-survey' from roles where name = 'Denetçi'`);
    denetci = await t.login('denetci');
    today = turkeyDate(t.now.value);
  });
  afterAll(() => t.close());

  const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
  const send = (token: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });

  it('refuses people without manage-manager-survey or manager-survey-admin on every management call', async () => {
    const reads = ['/api/survey', '/api/survey/create', '/api/survey/1', '/api/survey/1/edit', '/api/question', '/api/question/create', '/api/question/1',
      '/api/question/1/edit', '/api/answer', '/api/answer/create', '/api/answer/1', '/api/answer/1/edit', '/api/manager-survey', '/api/manager-survey/create',
      '/api/manager-survey/1', '/api/manager-survey/1/edit', '/api/manager-survey/1/positions', '/api/manager-survey/1/report'];
    for (const url of reads) {
      expect((await get(personel, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
    for (const base of ['/api/survey', '/api/question', '/api/answer', '/api/manager-survey']) {
      expect((await send(personel, 'POST', base, {})).statusCode, base).toBe(403);
      expect((await send(personel, 'PUT', `${base}/1`, {})).statusCode, base).toBe(403);
      expect((await send(personel, 'DELETE', `${base}/1`)).statusCode, base).toBe(403);
    }
  });

  it('keeps answers, questions and surveys; validates on the server', async () => {
    const answer = async (name: string) => (await send(hr, 'POST', '/api/answer', { name })).json().data.id as number;
    let res = await send(hr, 'POST', '/api/answer', { name: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toContain('Bu alan zorunludur.');
    res = await send(hr, 'POST', '/api/answer', { name: 'Evet' });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Cevap başarıyla oluşturuldu.');
    const yes = res.json().data.id as number;
    const no = await answer('Hayır');
    res = await send(hr, 'PUT', `/api/answer/${no}`, { name: 'Hayır, hiç' });
    expect(res.json().data.name).toBe('Hayır, hiç');
    expect((await get(hr, `/api/answer/${no}/edit`)).json().data.answer.name).toBe('Hayır, hiç');
    expect((await get(hr, '/api/answer?keyword=hay')).json().data.map((a: { id: number }) => a.id)).toEqual([no]);

    res = await send(hr, 'POST', '/api/question', { name: 'Memnun musunuz?', answer_ids: [yes, yes] });
    expect(res.json().errors.answer_ids).toContain('Bir cevap soruya bir kez eklenebilir.');
    res = await send(hr, 'POST', '/api/question', { name: 'Memnun musunuz?', answer_ids: [yes, 999999] });
    expect(res.json().errors.answer_ids).toContain('Seçilen cevaplardan bazıları bulunamadı.');
    res = await send(hr, 'POST', '/api/question', { name: 'Memnun musunuz?', answer_ids: [no, yes] });
    expect(res.statusCode).toBe(201);
    const question = res.json().data;
    expect(question.answer_ids).toEqual([no, yes]);
    expect((await get(hr, '/api/question/create')).json().data.answers.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([yes, no]));
    expect((await get(hr, `/api/question/${question.id}`)).json().data.answers.map((a: { name: string }) => a.name)).toEqual(['Hayır, hiç', 'Evet']);
    expect((await get(hr, `/api/question/${question.id}/edit`)).json().data.question.id).toBe(question.id);
    expect((await get(hr, `/api/answer/${yes}`)).json().data.name).toBe('Evet');
    expect((await get(hr, '/api/answer/999999')).statusCode).toBe(404);
    expect((await send(hr, 'DELETE', `/api/answer/${yes}`)).json().message).toBe('Bu cevap bir soruda kullanılıyor; silinemez.');

    const form = (await get(hr, '/api/survey/create')).json().data;
    expect(form.start_min).toBe(today);
    res = await send(hr, 'POST', '/api/survey', { name: 'Geçmiş', start_date: addDays(today, -1), question_ids: [question.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_date).toContain('Başlangıç tarihi bugünden önce olamaz.');
    res = await send(hr, 'POST', '/api/survey', { name: 'Boş', start_date: today, question_ids: [] });
    expect(res.json().errors.question_ids).toContain('En az bir soru seçiniz.');
    res = await send(hr, 'POST', '/api/survey', { name: 'Memnuniyet', start_date: today, question_ids: [question.id] });
    expect(res.statusCode).toBe(201);
    const survey = res.json().data;
    expect(survey).toMatchObject({ start_date: today, question_ids: [question.id], questions_count: 1 });
    expect((await get(hr, `/api/survey/${survey.id}`)).json().data.questions[0].name).toBe('Memnun musunuz?');

    // An earlier start date already given may stay (the minimum is "today or the given start date").
    await t.database.db.execute(sql`update surveys set start_date = ${addDays(today, -10)} where id = ${survey.id}`);
    expect((await get(hr, `/api/survey/${survey.id}/edit`)).json().data.start_min).toBe(addDays(today, -10));
    res = await send(hr, 'PUT', `/api/survey/${survey.id}`, { name: 'Memnuniyet 2', start_date: addDays(today, -10), question_ids: [question.id] });
    expect(res.statusCode).toBe(200);
    res = await send(hr, 'PUT', `/api/survey/${survey.id}`, { name: 'Memnuniyet 2', start_date: addDays(today, -11), question_ids: [question.id] });
    expect(res.statusCode).toBe(422);

    expect((await send(hr, 'DELETE', `/api/question/${question.id}`)).json().message).toBe('Bu soru bir ankette kullanılıyor; silinemez.');
    expect((await send(hr, 'DELETE', `/api/survey/${survey.id}`)).json().data.message).toBe('Anket başarıyla silindi.');
    expect((await get(hr, `/api/survey/${survey.id}`)).statusCode).toBe(404);
    expect((await send(hr, 'DELETE', `/api/question/${question.id}`)).statusCode).toBe(200);
  });

  async function seeded() {
    const [m] = await q<{ id: number; survey_id: number; role_id: number }>(t, sql`select id, survey_id, role_id from manager_surveys order by id limit 1`);
    return { id: Number(m!.id), survey_id: Number(m!.survey_id), role_id: Number(m!.role_id) };
  }

  it('creates a manager survey: min_answer_select 1 to questions_count, receivers that exist', async () => {
    const { survey_id, role_id } = await seeded();
    const form = (await get(denetci, '/api/manager-survey/create')).json().data;
    expect(form.surveys.find((s: { id: number }) => s.id === survey_id).questions_count).toBe(3);
    const [personelRole] = await q<{ id: number }>(t, sql`select id from roles where name = 'Personel'`);
    const body = { survey_id, role_id, min_answer_select: 4, receivers: [{ type: 'role', id: Number(personelRole!.id) }] };
    let res = await send(denetci, 'POST', '/api/manager-survey', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.min_answer_select).toContain('En az cevaplanacak soru sayısı 1 ile anketin soru sayısı arasında olmalıdır.');
    res = await send(denetci, 'POST', '/api/manager-survey', { ...body, min_answer_select: 0 });
    expect(res.statusCode).toBe(422);
    res = await send(denetci, 'POST', '/api/manager-survey', { ...body, min_answer_select: 3, receivers: [] });
    expect(res.json().errors.receivers).toContain('En az bir alıcı seçiniz.');
    res = await send(denetci, 'POST', '/api/manager-survey', { ...body, min_answer_select: 3, receivers: [{ type: 'department', id: 999999 }] });
    expect(res.json().errors.receivers).toContain('Seçilen alıcılardan bazıları bulunamadı.');
    res = await send(denetci, 'POST', '/api/manager-survey', { ...body, min_answer_select: 3 });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ min_answer_select: 3, questions_count: 3, can_download: true, receivers: [{ type: 'role', role_name: 'Personel' }] });
    res = await send(denetci, 'PUT', `/api/manager-survey/${created.id}`, { ...body, min_answer_select: 1 });
    expect(res.json().data.min_answer_select).toBe(1);
    expect((await get(denetci, `/api/manager-survey/${created.id}/edit`)).json().data.manager_survey.id).toBe(created.id);

    // The report: the creator may, manager-survey-admin may, another manager may not.
    expect((await get(denetci, `/api/manager-survey/${created.id}/report`)).statusCode).toBe(200);
    expect((await get(hr, `/api/manager-survey/${created.id}/report`)).statusCode).toBe(200);
    const other = (await seeded()).id;
    const denied = await get(denetci, `/api/manager-survey/${other}/report`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Raporu yalnızca anket yöneticisi veya anketi oluşturan indirebilir.');
    expect((await get(denetci, '/api/manager-survey')).json().data.find((m: { id: number }) => m.id === other).can_download).toBe(false);
    expect((await get(denetci, `/api/manager-survey/${created.id}`)).json().data).toMatchObject({ id: created.id, created_by_name: 'Oğuz Çelik' });

    // A survey that starts tomorrow is not open to its receivers yet.
    const later = (await send(hr, 'POST', '/api/survey', { name: 'Yarın', start_date: addDays(today, 1), question_ids: (await get(hr, `/api/survey/${survey_id}`)).json().data.question_ids.slice(0, 1) })).json().data;
    const future = (await send(denetci, 'POST', '/api/manager-survey', { ...body, survey_id: later.id, min_answer_select: 1 })).json().data;
    res = await get(personel, `/api/manager-survey/${future.id}/answer`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._).toContain('Anket henüz başlamadı.');
    expect((await get(personel, '/api/manager-survey/assigned')).json().data.map((a: { id: number }) => a.id)).not.toContain(future.id);

    expect((await send(denetci, 'DELETE', `/api/manager-survey/${created.id}`)).json().data.message).toBe('Yönetici anketi başarıyla silindi.');
    expect((await get(denetci, `/api/manager-survey/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a receiver answer about their manager, once, with at least min_answer_select answers', async () => {
    const m = await seeded();
    const assigned = (await get(personel, '/api/manager-survey/assigned')).json().data;
    expect(assigned.map((a: { id: number }) => a.id)).toContain(m.id);
    const form = (await get(personel, `/api/manager-survey/${m.id}/answer`)).json().data;
    expect(form.min_answer_select).toBe(2);
    expect(form.managers.map((x: { full_name: string }) => x.full_name)).toContain('İsmail Güneş');
    const manager = form.managers.find((x: { full_name: string }) => x.full_name === 'İsmail Güneş').position_id as number;
    const [q1, q2] = form.questions as { id: number; answers: { id: number }[] }[];
    const url = `/api/manager-survey/${m.id}/answer`;

    let res = await send(personel, 'POST', url, { manager_position_id: manager, answers: [{ question_id: q1!.id, answer_id: q1!.answers[0]!.id }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.answers).toContain('En az 2 soruyu cevaplamalısınız.');
    res = await send(personel, 'POST', url, { manager_position_id: manager, answers: [{ question_id: q1!.id, answer_id: 999999 }, { question_id: q2!.id, answer_id: q2!.answers[0]!.id }] });
    expect(res.json().errors['answers.0.answer_id']).toContain('Seçilen cevap bu sorunun cevaplarından değil.');
    const [notManager] = await q<{ id: number }>(t, sql`select p.id from positions p join users u on u.id = p.user_id where u.name = 'denetci'`);
    res = await send(personel, 'POST', url, { manager_position_id: Number(notManager!.id), answers: [] });
    expect(res.json().errors.manager_position_id).toContain('Seçilen kişi bu anketteki yöneticiniz değil.');
    const good = { manager_position_id: manager, answers: [{ question_id: q1!.id, answer_id: q1!.answers[1]!.id }, { question_id: q2!.id, answer_id: q2!.answers[1]!.id }] };
    res = await send(personel, 'POST', url, good);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('Cevaplarınız kaydedildi. Teşekkür ederiz.');
    res = await send(personel, 'POST', url, good);
    expect(res.json().errors.manager_position_id).toContain('Bu yönetici için anketi zaten cevapladınız.');

    // Someone who is not a receiver sees nothing of it.
    expect((await get(denetci, url)).statusCode).toBe(403);
    expect((await send(denetci, 'POST', url, good)).statusCode).toBe(403);
    expect((await get(denetci, '/api/manager-survey/assigned')).json().data.map((a: { id: number }) => a.id)).not.toContain(m.id);

    // After answers the survey's questions and the manager survey's role are fixed.
    const survey = (await get(hr, `/api/survey/${m.survey_id}`)).json().data;
    res = await send(hr, 'PUT', `/api/survey/${m.survey_id}`, { name: survey.name, start_date: survey.start_date, question_ids: survey.question_ids.slice(0, 2) });
    expect(res.json().errors.question_ids).toContain('Bu ankete cevap verildi; soruları değiştirilemez.');
  });

  it('lists the surveys sent to the user with one query: every receiver type, own positions only, pending managers', async () => {
    const m = await seeded();
    const user = async (name: string) => (await q<{ user_id: number; position_id: number; department_id: number }>(t, sql`select u.id as user_id, p.id as position_id,
      p.department_id from users u join positions p on p.user_id = u.id and p.deleted_at is null where u.name = ${name} order by p.is_primary desc, p.id limit 1`))[0]!;
    const me = await user('personel');
    const inspector = await user('denetci');
    const creator = Number((await user('ik.uzmani')).user_id);
    const [project] = await q<{ id: number }>(t, sql`select id from security_projects where deleted_at is null order by id limit 1`);
    await t.database.db.execute(sql`insert into security_project_positions (security_project_id, position_id) values (${Number(project!.id)}, ${Number(me.position_id)}) on conflict do nothing`);
    const group = async (owner: number) => {
      const [g] = await q<{ id: number }>(t, sql`insert into personal_groups (owner_user_id, name) values (${owner}, 'Anket grubu') returning id`);
      await t.database.db.execute(sql`insert into personal_group_members (personal_group_id, kind, ref_id) values (${Number(g!.id)}, 'position', ${Number(me.position_id)})`);
      return Number(g!.id);
    };
    const make = async (receivers: { type: string; id: number }[]) => Number((await q<{ id: number }>(t, sql`insert into manager_surveys
      (survey_id, role_id, min_answer_select, receivers, created_by_user_id) values (${m.survey_id}, ${m.role_id}, 1, ${JSON.stringify(receivers)}::jsonb, ${creator}) returning id`))[0]!.id);
    const byDepartment = await make([{ type: 'department', id: Number(me.department_id) }]);
    const byPerson = await make([{ type: 'position_with_user', id: Number(me.position_id) }]);
    const byProject = await make([{ type: 'security_project', id: Number(project!.id) }]);
    const byCreatorsGroup = await make([{ type: 'personal_group', id: await group(creator) }]);
    // A personal group counts only when it is the creator's; another person's position is not mine.
    const byOthersGroup = await make([{ type: 'personal_group', id: await group(Number(inspector.user_id)) }]);
    const toInspector = await make([{ type: 'position_with_user', id: Number(inspector.position_id) }]);

    const assignedIds = async (token: string) => ((await get(token, '/api/manager-survey/assigned')).json().data as { id: number }[]).map((a) => a.id);
    const mine = await assignedIds(personel);
    expect(mine).toEqual(expect.arrayContaining([m.id, byDepartment, byPerson, byProject, byCreatorsGroup]));
    expect(mine).not.toContain(byOthersGroup);
    expect(mine).not.toContain(toInspector);
    expect(await assignedIds(denetci)).toContain(toInspector);
    expect(await assignedIds(denetci)).not.toContain(byPerson);

    // The same people as the correspondence resolver names, for every demo user and every survey.
    const surveys = await q<{ id: number; receivers: unknown; created_by_user_id: number | null }>(t, sql`select m.id, m.receivers, m.created_by_user_id
      from manager_surveys m join surveys s on s.id = m.survey_id and s.deleted_at is null where m.deleted_at is null and s.start_date <= ${today}`);
    const receiversOf = new Map<number, Set<number>>();
    for (const s of surveys) {
      const rules = (typeof s.receivers === 'string' ? JSON.parse(s.receivers) : s.receivers) as AudienceInput[];
      const people = await q<{ user_id: number }>(t, sql`select user_id from (${audiencePeopleSql(rules, Number(s.created_by_user_id ?? 0))}) x`);
      receiversOf.set(Number(s.id), new Set(people.map((p) => Number(p.user_id))));
    }
    for (const name of ['personel', 'denetci', 'sef', 'admin', 'ik.uzmani']) {
      const id = Number((await user(name)).user_id);
      const expected = [...receiversOf].filter(([, people]) => people.has(id)).map(([sid]) => sid).sort((a, b) => a - b);
      expect((await assignedIds(await t.login(name))).sort((a, b) => a - b), name).toEqual(expected);
    }

    // Pending = the managers of the answer form not yet answered about; questions_count = the form's questions.
    for (const a of (await get(personel, '/api/manager-survey/assigned')).json().data as { id: number; pending: number; questions_count: number }[]) {
      const form = (await get(personel, `/api/manager-survey/${a.id}/answer`)).json().data as { questions: unknown[]; managers: { answered: boolean }[] };
      expect(a.pending, String(a.id)).toBe(form.managers.filter((x) => !x.answered).length);
      expect(a.questions_count).toBe(form.questions.length);
    }
    expect(((await get(personel, '/api/manager-survey/assigned')).json().data as { id: number; pending: number }[]).find((a) => a.id === m.id)!.pending)
      .toBe(((await get(personel, `/api/manager-survey/${m.id}/answer`)).json().data.managers as { answered: boolean }[]).filter((x) => !x.answered).length);

    // One statement however many surveys: the number of queries does not grow with them.
    const db = t.database.db as unknown as { execute: (...args: unknown[]) => unknown };
    const execute = db.execute;
    let calls = 0;
    db.execute = (...args: unknown[]) => { calls += 1; return execute.apply(db, args); };
    try {
      const count = async () => {
        calls = 0;
        const n = ((await get(personel, '/api/manager-survey/assigned')).json().data as unknown[]).length;
        return { n, calls };
      };
      const before = await count();
      for (let i = 0; i < 5; i += 1) await make([{ type: 'position_with_user', id: Number(me.position_id) }]);
      const after = await count();
      expect(after.n).toBe(before.n + 5);
      expect(after.calls).toBe(before.calls);
    } finally {
      db.execute = execute;
    }
  });

  it('reports a manager only from 5 responses on, per manager and per question (enforced on the server)', async () => {
    const m = await seeded();
    const positions = (await get(hr, `/api/manager-survey/${m.id}/positions`)).json();
    const sef = positions.data.find((p: { full_name: string }) => p.full_name === 'İsmail Güneş');
    expect(sef.response_count).toBe(7);
    let res = await get(hr, `/api/manager-survey/${m.id}/report?position_ids[]=${sef.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    let rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Yönetici', 'Birim', 'Cevap veren', 'Soru', 'Cevap', 'Sayı', 'Yüzde']);
    const data = rows.slice(1);
    // Questions 1 and 2 were answered by all 7; question 3 by the 6 seeded people only.
    const q1 = data.filter((r) => r[3] === 'Yöneticim vardiya planlarını zamanında ve adil biçimde paylaşır.');
    expect(q1).toHaveLength(5);
    expect(q1.reduce((s, r) => s + Number(r[5]), 0)).toBe(7);
    expect(data.every((r) => r[0] === 'İsmail Güneş' && r[2] === 7)).toBe(true);

    // Filtered to the Personel role the group is the one new answer: hidden, no counts.
    const [personelRole] = await q<{ id: number }>(t, sql`select id from roles where name = 'Personel'`);
    const seededPersonel = Number((await q<{ n: number }>(t, sql`select count(*)::int as n from manager_survey_responses where manager_survey_id = ${m.id}
      and respondent_role_id = ${Number(personelRole!.id)}`))[0]!.n);
    res = await get(hr, `/api/manager-survey/${m.id}/report?position_ids[]=${sef.id}&role_id=${Number(personelRole!.id)}`);
    rows = (await sheetRows(res.rawPayload)).slice(1);
    expect(seededPersonel).toBeLessThan(5);
    expect(rows).toEqual([['İsmail Güneş', 'Güvenlik Operasyonları', seededPersonel, undefined, '5 kişiden az cevap: sonuçlar gizli']]);

    // Four responses about another manager: hidden; a fifth makes them visible.
    const [other] = await q<{ id: number }>(t, sql`select p.id from positions p join users u on u.id = p.user_id where u.name = 'admin' and p.role_id = ${m.role_id}`);
    const staff = await q<{ user_id: number; role_id: number }>(t, sql`select p.user_id, p.role_id from positions p join users u on u.id = p.user_id
      where u.name like 'p1%' order by p.id limit 5`);
    const [question] = await q<{ id: number; answer_id: number }>(t, sql`select l.question_id as id, qa.answer_id from survey_question_links l
      join survey_question_answers qa on qa.question_id = l.question_id where l.survey_id = ${m.survey_id} order by l.sort, qa.sort limit 1`);
    const respond = async (s: { user_id: number; role_id: number }) => {
      const [r] = await q<{ id: number }>(t, sql`insert into manager_survey_responses (manager_survey_id, respondent_user_id, respondent_role_id, manager_position_id)
        values (${m.id}, ${s.user_id}, ${s.role_id}, ${Number(other!.id)}) returning id`);
      await t.database.db.execute(sql`insert into manager_survey_response_answers values (${Number(r!.id)}, ${Number(question!.id)}, ${Number(question!.answer_id)})`);
    };
    for (const s of staff.slice(0, 4)) await respond(s);
    res = await get(hr, `/api/manager-survey/${m.id}/report?position_ids[]=${Number(other!.id)}`);
    rows = (await sheetRows(res.rawPayload)).slice(1);
    expect(rows).toEqual([['Sistem Yöneticisi', 'Güvenlik Operasyonları', 4, undefined, '5 kişiden az cevap: sonuçlar gizli']]);
    await respond(staff[4]!);
    rows = (await sheetRows((await get(hr, `/api/manager-survey/${m.id}/report?position_ids[]=${Number(other!.id)}`)).rawPayload)).slice(1);
    expect(rows[0]).toEqual(['Sistem Yöneticisi', 'Güvenlik Operasyonları', 5, expect.any(String), expect.any(String), 5, 100]);
    // Only question 1 was answered: questions 2 and 3 (answered by nobody) stay hidden, one row each.
    expect(rows.filter((r) => r[4] === '5 kişiden az cevap: sonuçlar gizli')).toHaveLength(2);

    // None selected = every manager.
    rows = (await sheetRows((await get(hr, `/api/manager-survey/${m.id}/report`)).rawPayload)).slice(1);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['İsmail Güneş', 'Sistem Yöneticisi']));
  });
});

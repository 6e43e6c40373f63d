import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { json, roleId } from '../demands/demand-test-kit';
import { deliverAll, send } from './correspondence-test-kit';

type Rows<T> = { rows: T[] };
let t: TestApp;
let admin: string;
let sef: string;
let personel: string;
let denetci: string;
let personelRole: number;
let surveyType: number;
let surveyId: number;
let questions: { id: number; answers: { id: number }[] }[];
const q = async <T>(text: string) => ((await t.database.db.execute(text as never)) as unknown as Rows<T>).rows;

beforeAll(async () => {
  t = await createTestApp({}, 0);
  [admin, sef, personel, denetci] = await Promise.all(['admin', 'sef', 'personel', 'denetci'].map((u) => t.login(u)));
  personelRole = await roleId(t, 'Personel');
  const created = await json(admin, t, 'POST', '/correspondence-type', { name: 'Çalışan Anketi', is_survey: true });
  expect(created.statusCode).toBe(201);
  surveyType = created.json().data.id;
  surveyId = Number((await q<{ id: number }>(`select id from surveys where name = 'Yönetici Değerlendirme Anketi'`))[0]!.id);
});
afterAll(() => t.close());

const surveyItem = (extra: Record<string, unknown> = {}) => ({
  subject: 'Memnuniyet anketi', body: '<p>gizlenecek</p>', correspondence_type_id: surveyType, survey_id: surveyId,
  is_mandatory: false, viewers: [{ type: 'role', id: personelRole }], receivers: [{ type: 'role', id: personelRole }], ...extra,
});
const answersFor = (pick = 0) => questions.map((x) => ({ question_id: x.id, answer_id: x.answers[pick]!.id }));

describe('survey correspondences', () => {
  it('sends a survey item under the survey rule and refuses surveys outside survey types', async () => {
    expect((await send(t, admin, surveyItem({ survey_id: null }))).json().errors.survey_id).toEqual(['Anket türündeki yazışma için bir anket seçiniz.']);
    const general = Number((await q<{ id: number }>(`select id from correspondence_types where name = 'Genel Duyuru'`))[0]!.id);
    expect((await send(t, admin, surveyItem({ correspondence_type_id: general }))).json().errors.survey_id)
      .toEqual(['Yalnızca anket türündeki yazışmalara anket eklenebilir.']);
    expect((await send(t, admin, surveyItem({ survey_id: 999999 }))).json().errors.survey_id).toEqual(['Anket bulunamadı.']);

    const form = (await json(sef, t, 'GET', '/correspondence/create')).json().data;
    expect(form.surveys.map((s: { id: number }) => s.id)).toContain(surveyId);
    expect(form.correspondence_types.find((x: { id: number }) => x.id === surveyType)).toMatchObject({ is_survey: true });

    const sent = await send(t, admin, surveyItem());
    expect(sent.statusCode).toBe(201);
    // The survey rule: mandatory, no viewers, no body.
    expect(sent.json().data).toMatchObject({ is_mandatory: true, viewers: [], body: '', survey_id: surveyId, survey_answered: false });
    expect(sent.json().data.survey.questions.length).toBeGreaterThan(0);
  });

  it('blocks the receiver until answered, takes the answers once, then reports with small groups hidden', async () => {
    const item = (await send(t, admin, surveyItem({ subject: 'Cevaplanacak anket' }))).json().data;
    await deliverAll(t);
    const mandatory = (await json(personel, t, 'GET', '/inbox/mandatory')).json().data;
    const inGate = mandatory.find((d: { id: number }) => d.id === item.id);
    expect(inGate).toMatchObject({ survey_answered: false });
    questions = inGate.survey.questions;
    // Reading alone does not free the gate: the survey must be answered.
    expect((await json(personel, t, 'PUT', `/correspondence/${item.id}/read`)).json().info).toBe('Okundu olarak işaretlemek için önce anketi cevaplayınız.');

    const path = `/survey/${surveyId}/answer`;
    // Someone who did not receive it learns nothing; a wrong survey id is not this item's.
    expect((await json(denetci, t, 'POST', path, { correspondence_id: item.id, answers: answersFor() })).statusCode).toBe(404);
    expect((await json(personel, t, 'POST', `/survey/999999/answer`, { correspondence_id: item.id, answers: answersFor() })).statusCode).toBe(404);
    expect((await json(personel, t, 'POST', path, { correspondence_id: item.id, answers: answersFor().slice(1) })).json().errors.answers)
      .toEqual(['Lütfen bütün soruları cevaplayınız.']);
    const foreign = answersFor();
    foreign[0] = { question_id: foreign[0]!.question_id, answer_id: 999999 };
    expect((await json(personel, t, 'POST', path, { correspondence_id: item.id, answers: foreign })).statusCode).toBe(422);

    const ok = await json(personel, t, 'POST', path, { correspondence_id: item.id, answers: answersFor() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.message).toBe('Anket cevabınız kaydedildi.');
    expect((await json(personel, t, 'POST', path, { correspondence_id: item.id, answers: answersFor(1) })).json().info).toBe('Bu anketi zaten cevapladınız.');
    expect((await json(personel, t, 'GET', '/inbox/mandatory')).json().data.map((d: { id: number }) => d.id)).not.toContain(item.id);
    expect((await json(personel, t, 'GET', `/correspondence/${item.id}`)).json().data).toMatchObject({ survey_answered: true });

    // Report: only the sender or correspondence managers; one answer is too few to show.
    expect((await json(personel, t, 'GET', `/survey-report?correspondence_id=${item.id}`)).statusCode).toBe(403);
    const hidden = (await json(admin, t, 'GET', `/survey-report?correspondence_id=${item.id}`)).json().data;
    expect(hidden).toMatchObject({ responses: 1, rows: [{ question: null, answer: '5 kişiden az cevap: sonuçlar gizli', count: null }] });

    // Four more respondents (written directly: the demo has few people holding the role) reach the minimum of 5.
    const others = await q<{ id: number }>(`select id from users where name <> 'personel' and deleted_at is null order by id limit 4`);
    for (const u of others) {
      const [r] = await q<{ id: number }>(`insert into correspondence_survey_responses (correspondence_id, respondent_user_id) values (${item.id}, ${u.id}) returning id`);
      for (const a of answersFor(1)) await q(`insert into correspondence_survey_answers values (${r!.id}, ${a.question_id}, ${a.answer_id})`);
    }
    const shown = (await json(admin, t, 'GET', `/survey-report?correspondence_id=${item.id}`)).json().data;
    expect(shown.responses).toBe(5);
    const first = shown.rows.filter((r: { question: string }) => r.question === inGate.survey.questions[0].name);
    expect(first.map((r: { count: number }) => r.count).slice(0, 2)).toEqual([1, 4]);
    expect(first[1].percent).toBe(80);
  });
});

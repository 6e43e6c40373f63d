import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Demo surveys: five agreement answers, three questions, a manager survey in which the field
 * staff evaluate their supervisor (Supervisor role), and six answers about İsmail Güneş (sef) so
 * the report shows a group at the minimum size. HR (ik.uzmani, role Manager) manages surveys.
 */
export const order = 140;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;

const ANSWERS = ['Kesinlikle katılıyorum', 'Katılıyorum', 'Kararsızım', 'Katılmıyorum', 'Kesinlikle katılmıyorum'];
const QUESTIONS = [
  'Yöneticim vardiya planlarını zamanında ve adil biçimde paylaşır.',
  'Yöneticim güvenlik prosedürleri konusunda açık talimat verir.',
  'Yöneticime bir sorunu rahatça iletebilirim.',
];

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into role_permissions (role_id, permission)
    select r.id, p from roles r, unnest(array['manage-manager-survey', 'manager-survey-admin']) p where r.name = 'İK Müdürü' on conflict do nothing`);

  const answerIds: number[] = [];
  for (const name of ANSWERS) answerIds.push(Number((await rowsOf<{ id: number }>(db.execute(sql`insert into survey_answers (name) values (${name}) returning id`)))[0]!.id));
  const questionIds: number[] = [];
  for (const name of QUESTIONS) {
    const qid = Number((await rowsOf<{ id: number }>(db.execute(sql`insert into survey_questions (name) values (${name}) returning id`)))[0]!.id);
    questionIds.push(qid);
    await db.execute(sql`insert into survey_question_answers (question_id, answer_id, sort) values ${sql.join(answerIds.map((a, i) => sql`(${qid}, ${a}, ${i + 1})`), sql`, `)}`);
  }
  const [hr] = await rowsOf<{ id: number }>(db.execute(sql`select id from users where name = 'ik.uzmani'`));
  const hrId = hr ? Number(hr.id) : null;
  const sid = Number((await rowsOf<{ id: number }>(db.execute(sql`insert into surveys (name, start_date, created_by_user_id)
    values ('Yönetici Değerlendirme Anketi', '2026-01-05', ${hrId}) returning id`)))[0]!.id);
  await db.execute(sql`insert into survey_question_links (survey_id, question_id, sort) values ${sql.join(questionIds.map((q, i) => sql`(${sid}, ${q}, ${i + 1})`), sql`, `)}`);

  const receivers = (await rowsOf<{ id: number }>(db.execute(sql`select id from roles where name in ('Personel', 'Airsider', 'Interviewer') order by id`)))
    .map((r) => ({ type: 'role', id: Number(r.id) }));
  const [supervisor] = await rowsOf<{ id: number }>(db.execute(sql`select id from roles where name = 'Vardiya Şefi'`));
  if (!supervisor) return;
  const mid = Number((await rowsOf<{ id: number }>(db.execute(sql`insert into manager_surveys (survey_id, role_id, min_answer_select, receivers, created_by_user_id)
    values (${sid}, ${Number(supervisor.id)}, 2, ${JSON.stringify(receivers)}::jsonb, ${hrId}) returning id`)))[0]!.id);

  // Six field staff (not the demo sign-ins) have answered about sef's supervisor position.
  const [sef] = await rowsOf<{ id: number; department_id: number }>(db.execute(sql`select p.id, p.department_id from positions p join users u on u.id = p.user_id
    where u.name = 'sef' and p.role_id = ${Number(supervisor.id)}`));
  if (!sef) return;
  const staff = await rowsOf<{ user_id: number; role_id: number }>(db.execute(sql`select p.user_id, p.role_id from positions p join users u on u.id = p.user_id
    join roles r on r.id = p.role_id where u.name like 'p1%' and r.name in ('Personel', 'Airsider', 'Interviewer')
    and p.department_id = ${Number(sef.department_id)} order by p.id limit 6`));
  for (const [i, s] of staff.entries()) {
    const rid = Number((await rowsOf<{ id: number }>(db.execute(sql`insert into manager_survey_responses (manager_survey_id, respondent_user_id, respondent_role_id, manager_position_id)
      values (${mid}, ${Number(s.user_id)}, ${Number(s.role_id)}, ${Number(sef.id)}) returning id`)))[0]!.id);
    await db.execute(sql`insert into manager_survey_response_answers (response_id, question_id, answer_id)
      values ${sql.join(questionIds.map((q, k) => sql`(${rid}, ${q}, ${answerIds[(i + k) % 3]!})`), sql`, `)}`);
  }
}

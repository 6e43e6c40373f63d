import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/calendar';
import { surveyStartMin } from '../../../src/contracts/surveys/rules';
import {
  SURVEY_MESSAGES as M, type AnswerItem, type Choice, type QuestionItem, type SurveyItem,
} from '../../../src/contracts/surveys/surveys';
import type { Executor } from '../../db/client';
import { offsetOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { count, ids, iso, keywordFilter, liveIds, rowsOf } from './shared';

type ListArgs = Page & { keyword?: string };
type Raw = Record<string, unknown>;
const choices = (v: unknown): Choice[] => ((typeof v === 'string' ? JSON.parse(v) : v) as Choice[]).map((c) => ({ id: Number(c.id), name: c.name }));

const ANSWER_SELECT = sql`select a.id, a.name, a.created_at, a.updated_at from survey_answers a`;
const QUESTION_SELECT = sql`select q.id, q.name, q.created_at, q.updated_at,
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by qa.sort)
    from survey_question_answers qa join survey_answers a on a.id = qa.answer_id where qa.question_id = q.id), '[]'::json) as answers
  from survey_questions q`;
const SURVEY_SELECT = sql`select s.id, s.name, to_char(s.start_date, 'YYYY-MM-DD') as start_date, s.created_at, s.updated_at,
  coalesce((select json_agg(json_build_object('id', q.id, 'name', q.name) order by l.sort)
    from survey_question_links l join survey_questions q on q.id = l.question_id where l.survey_id = s.id), '[]'::json) as questions
  from surveys s`;

const toAnswer = (r: Raw): AnswerItem => ({ id: Number(r.id), name: String(r.name), created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
function toQuestion(r: Raw): QuestionItem {
  const answers = choices(r.answers);
  return { ...toAnswer(r), answers, answer_ids: answers.map((a) => a.id) };
}
function toSurvey(r: Raw): SurveyItem {
  const questions = choices(r.questions);
  return { ...toAnswer(r), start_date: String(r.start_date), questions, question_ids: questions.map((q) => q.id), questions_count: questions.length };
}

/** Surveys, questions and answers: the three lists of the survey catalogue (spec 3 §3, §5). */
export function catalogueService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const today = () => turkeyDate(clock());

  async function page<T>(select: SQL, alias: string, table: string, s: ListArgs, shape: (r: Raw) => T) {
    const where = sql`${sql.raw(alias)}.deleted_at is null and ${keywordFilter(sql.raw(`${alias}.name`), s.keyword)}`;
    const rows = await rowsOf<Raw>(db.execute(sql`${select} where ${where}
      order by ${sql.raw(alias)}.created_at desc, ${sql.raw(alias)}.id desc limit ${s.perpage} offset ${offsetOf(s)}`));
    const total = await count(db, sql`select count(*)::int as n from ${sql.raw(table)} ${sql.raw(alias)} where ${where}`);
    return { data: rows.map(shape), meta: pageMeta(s, total) };
  }
  async function one<T>(select: SQL, alias: string, id: number, shape: (r: Raw) => T, missing: string): Promise<T> {
    const [row] = await rowsOf<Raw>(db.execute(sql`${select} where ${sql.raw(alias)}.deleted_at is null and ${sql.raw(alias)}.id = ${id}`));
    if (!row) throw notFound(missing);
    return shape(row);
  }
  const log = (tx: Executor, table: string, id: number, action: 'created' | 'updated' | 'deleted', attributes: Record<string, unknown>, causer: number) =>
    activityLogRepository.record(tx, { table_name: table, target_id: id, action, attributes, causer_id: causer });
  const all = async (table: 'survey_questions' | 'survey_answers') =>
    (await rowsOf<{ id: number; name: string }>(db.execute(sql`select id, name from ${sql.raw(table)} where deleted_at is null order by name, id`)))
      .map((r) => ({ id: Number(r.id), name: r.name }));

  async function mustAllExist(table: 'survey_questions' | 'survey_answers', list: readonly number[], field: string, message: string) {
    const live = await liveIds(db, table, list);
    if (list.some((i) => !live.has(i))) throw invalidField(field, message);
  }

  async function replaceLinks(tx: Executor, table: 'survey_question_links' | 'survey_question_answers', owner: 'survey_id' | 'question_id', ownerId: number, column: 'question_id' | 'answer_id', list: readonly number[]) {
    await tx.execute(sql`delete from ${sql.raw(table)} where ${sql.raw(owner)} = ${ownerId}`);
    if (!list.length) return;
    const values = sql.join(list.map((v, i) => sql`(${ownerId}, ${v}, ${i + 1})`), sql`, `);
    await tx.execute(sql`insert into ${sql.raw(table)} (${sql.raw(owner)}, ${sql.raw(column)}, sort) values ${values}`);
  }

  const answers = {
    list: (s: ListArgs) => page(ANSWER_SELECT, 'a', 'survey_answers', s, toAnswer),
    get: (id: number) => one(ANSWER_SELECT, 'a', id, toAnswer, M.answerNotFound),
    async create(name: string, causer: number) {
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into survey_answers (name) values (${name}) returning id`));
        await log(tx, 'survey_answers', Number(row!.id), 'created', { name }, causer);
        return Number(row!.id);
      });
      return answers.get(id);
    },
    async update(id: number, name: string, causer: number) {
      await answers.get(id);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update survey_answers set name = ${name}, updated_at = ${clock()} where id = ${id}`);
        await log(tx, 'survey_answers', id, 'updated', { name }, causer);
      });
      return answers.get(id);
    },
    async remove(id: number, causer: number) {
      await answers.get(id);
      if (await count(db, sql`select count(*)::int as n from survey_question_answers qa join survey_questions q on q.id = qa.question_id
        where qa.answer_id = ${id} and q.deleted_at is null`)) throw conflict(M.answerInUse);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update survey_answers set deleted_at = ${clock()} where id = ${id}`);
        await log(tx, 'survey_answers', id, 'deleted', {}, causer);
      });
    },
    form: async (id?: number) => ({ answer: id ? await answers.get(id) : null }),
  };

  const questions = {
    list: (s: ListArgs) => page(QUESTION_SELECT, 'q', 'survey_questions', s, toQuestion),
    get: (id: number) => one(QUESTION_SELECT, 'q', id, toQuestion, M.questionNotFound),
    async save(id: number | undefined, body: { name: string; answer_ids: number[] }, causer: number) {
      if (id) await questions.get(id);
      await mustAllExist('survey_answers', body.answer_ids, 'answer_ids', M.someAnswersMissing);
      const saved = await db.transaction(async (tx) => {
        let qid = id;
        if (qid) await tx.execute(sql`update survey_questions set name = ${body.name}, updated_at = ${clock()} where id = ${qid}`);
        else qid = Number((await rowsOf<{ id: number }>(tx.execute(sql`insert into survey_questions (name) values (${body.name}) returning id`)))[0]!.id);
        await replaceLinks(tx, 'survey_question_answers', 'question_id', qid, 'answer_id', body.answer_ids);
        await log(tx, 'survey_questions', qid, id ? 'updated' : 'created', body, causer);
        return qid;
      });
      return questions.get(saved);
    },
    async remove(id: number, causer: number) {
      await questions.get(id);
      if (await count(db, sql`select count(*)::int as n from survey_question_links l join surveys s on s.id = l.survey_id
        where l.question_id = ${id} and s.deleted_at is null`)) throw conflict(M.questionInUse);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update survey_questions set deleted_at = ${clock()} where id = ${id}`);
        await log(tx, 'survey_questions', id, 'deleted', {}, causer);
      });
    },
    form: async (id?: number) => ({ question: id ? await questions.get(id) : null, answers: await all('survey_answers') }),
  };

  const surveys = {
    list: (s: ListArgs) => page(SURVEY_SELECT, 's', 'surveys', s, toSurvey),
    get: (id: number) => one(SURVEY_SELECT, 's', id, toSurvey, M.surveyNotFound),
    async save(id: number | undefined, body: { name: string; start_date: string; question_ids: number[] }, causer: number) {
      const before = id ? await surveys.get(id) : null;
      // "The survey start date minimum is today or the given start date" — checked here, not only in the date picker.
      if (body.start_date < surveyStartMin(today(), before?.start_date)) throw invalidField('start_date', M.startBeforeMin);
      await mustAllExist('survey_questions', body.question_ids, 'question_ids', M.someQuestionsMissing);
      if (before && before.question_ids.join(',') !== body.question_ids.join(',') && await count(db, sql`select count(*)::int as n
        from manager_survey_responses r join manager_surveys m on m.id = r.manager_survey_id where m.survey_id = ${id!}`)) {
        throw invalidField('question_ids', M.surveyAnswered);
      }
      const saved = await db.transaction(async (tx) => {
        let sid = id;
        if (sid) await tx.execute(sql`update surveys set name = ${body.name}, start_date = ${body.start_date}, updated_at = ${clock()} where id = ${sid}`);
        else {
          sid = Number((await rowsOf<{ id: number }>(tx.execute(sql`insert into surveys (name, start_date, created_by_user_id)
            values (${body.name}, ${body.start_date}, ${causer}) returning id`)))[0]!.id);
        }
        await replaceLinks(tx, 'survey_question_links', 'survey_id', sid, 'question_id', body.question_ids);
        await log(tx, 'surveys', sid, id ? 'updated' : 'created', body, causer);
        return sid;
      });
      return surveys.get(saved);
    },
    async remove(id: number, causer: number) {
      await surveys.get(id);
      if (await count(db, sql`select count(*)::int as n from manager_surveys where survey_id = ${id} and deleted_at is null`)) throw conflict(M.surveyInUse);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update surveys set deleted_at = ${clock()} where id = ${id}`);
        await log(tx, 'surveys', id, 'deleted', {}, causer);
      });
    },
    async form(id?: number) {
      const survey = id ? await surveys.get(id) : null;
      return { survey, questions: await all('survey_questions'), start_min: surveyStartMin(today(), survey?.start_date) };
    },
  };

  return { answers, questions, surveys, ids };
}

import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/calendar';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { MANAGER_SURVEY_MESSAGES as M } from '../../../src/contracts/surveys/manager-surveys';
import { isReportable } from '../../../src/contracts/surveys/rules';
import { isUniqueViolation } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { ids, rowsOf } from './shared';

type Raw = Record<string, unknown>;
interface Live { id: number; survey_id: number; survey_name: string; start_date: string; role_id: number; role_name: string; min_answer_select: number; receivers: AudienceInput[]; created_by_user_id: number | null }
interface Manager { position_id: number; full_name: string; role_name: string; department_name: string; answered: boolean }

const parse = (r: Raw): Live => ({
  id: Number(r.id), survey_id: Number(r.survey_id), survey_name: String(r.survey_name), start_date: String(r.start_date),
  role_id: Number(r.role_id), role_name: String(r.role_name), min_answer_select: Number(r.min_answer_select),
  receivers: (typeof r.receivers === 'string' ? JSON.parse(r.receivers) : r.receivers) as AudienceInput[],
  created_by_user_id: r.created_by_user_id === null ? null : Number(r.created_by_user_id),
});
const LIVE = sql`select m.id, m.survey_id, s.name as survey_name, to_char(s.start_date, 'YYYY-MM-DD') as start_date, m.role_id, r.name as role_name,
  m.min_answer_select, m.receivers, m.created_by_user_id from manager_surveys m join surveys s on s.id = m.survey_id and s.deleted_at is null
  join roles r on r.id = m.role_id where m.deleted_at is null`;

/**
 * The leading CTEs `ms` (live manager surveys matching `filter`, over `m`/`s`/`r`) and `receiver`
 * (ms_id, position_id, role_id, department_id): for each survey, the one position through which
 * `userId` is a receiver — the rule's entries (jsonb) matched against that user's own live
 * positions only, personal groups only when the survey creator's, primary position first; the same
 * choice as audiencePeopleSql. Callers continue the WITH list or select from it.
 */
function receiverPositionsSql(userId: number, filter: SQL): SQL {
  return sql`with recursive ms as (
      select m.id, m.survey_id, s.name as survey_name, to_char(s.start_date, 'YYYY-MM-DD') as start_date, m.role_id, r.name as role_name,
        m.min_answer_select, m.receivers, m.created_by_user_id, m.created_at
      from manager_surveys m join surveys s on s.id = m.survey_id and s.deleted_at is null join roles r on r.id = m.role_id
      where m.deleted_at is null and ${filter}
    ),
    mine as (
      select p.id, p.role_id, p.department_id, p.is_primary from positions p join users u on u.id = p.user_id and u.deleted_at is null
      where p.user_id = ${userId} and p.deleted_at is null
    ),
    entries as (
      select ms.id as ms_id, ms.created_by_user_id, e.type, e.id as ref_id
      from ms cross join lateral jsonb_to_recordset(ms.receivers) as e(type text, id int)
    ),
    g as (
      select e.ms_id, gm.kind, gm.ref_id from entries e
      join personal_group_members gm on e.type = 'personal_group' and gm.personal_group_id = e.ref_id
      join personal_groups pg on pg.id = gm.personal_group_id and pg.deleted_at is null and pg.owner_user_id = coalesce(e.created_by_user_id, 0)
    ),
    matched as (
      select e.ms_id, p.id as position_id from entries e join mine p on e.type = 'department' and p.department_id = e.ref_id
      union all select e.ms_id, p.id from entries e join mine p on e.type = 'role' and p.role_id = e.ref_id
      union all select e.ms_id, p.id from entries e join mine p on e.type = 'position_with_user' and p.id = e.ref_id
      union all select e.ms_id, p.id from entries e join security_project_positions sp on e.type = 'security_project' and sp.security_project_id = e.ref_id
        join mine p on p.id = sp.position_id
      union all select g.ms_id, p.id from g join mine p on g.kind = 'department' and p.department_id = g.ref_id
      union all select g.ms_id, p.id from g join mine p on g.kind = 'role' and p.role_id = g.ref_id
      union all select g.ms_id, p.id from g join mine p on g.kind = 'position' and p.id = g.ref_id
    ),
    receiver as (
      select distinct on (x.ms_id) x.ms_id, p.id as position_id, p.role_id, p.department_id
      from matched x join mine p on p.id = x.position_id
      order by x.ms_id, p.is_primary desc, p.id
    )`;
}

/**
 * The respondent's side and the report. A receiver answers about their manager: a live position
 * holding the survey's role in the receiver's department, or in the nearest department above it
 * that has one. The report counts answers per manager and shows a group only when it is large
 * enough not to single anyone out (isReportable), per manager and per question.
 */
export function responsesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The position through which the user is a receiver of manager survey `id`, or null (the same SQL as the list). */
  async function receiverPosition(m: Live, userId: number): Promise<{ position_id: number; role_id: number } | null> {
    const [r] = await rowsOf<{ position_id: number; role_id: number }>(db.execute(sql`${receiverPositionsSql(userId, sql`m.id = ${m.id}`)}
      select position_id, role_id from receiver`));
    return r ? { position_id: Number(r.position_id), role_id: Number(r.role_id) } : null;
  }

  async function managersOf(m: Live, positionId: number, userId: number): Promise<Manager[]> {
    const rows = await rowsOf<Raw>(db.execute(sql`
      with recursive chain(id, depth) as (
        select department_id, 0 from positions where id = ${positionId}
        union all select d.parent_id, c.depth + 1 from chain c join departments d on d.id = c.id where d.parent_id is not null and c.depth < 30
      ),
      candidates as (
        select p.id, c.depth from chain c join positions p on p.department_id = c.id and p.role_id = ${m.role_id} and p.deleted_at is null
        join users u on u.id = p.user_id and u.deleted_at is null where p.user_id <> ${userId}
      )
      select p.id as position_id, trim(u.first_name || ' ' || u.last_name) as full_name, r.name as role_name, d.name as department_name,
        exists (select 1 from manager_survey_responses x where x.manager_survey_id = ${m.id} and x.respondent_user_id = ${userId} and x.manager_position_id = p.id) as answered
      from candidates c join positions p on p.id = c.id join users u on u.id = p.user_id join roles r on r.id = p.role_id join departments d on d.id = p.department_id
      where c.depth = (select min(depth) from candidates) order by full_name, p.id`));
    return rows.map((r) => ({ position_id: Number(r.position_id), full_name: String(r.full_name), role_name: String(r.role_name), department_name: String(r.department_name), answered: !!r.answered }));
  }

  async function openFor(id: number, auth: AuthContext) {
    const [r] = await rowsOf<Raw>(db.execute(sql`${LIVE} and m.id = ${id}`));
    if (!r) throw notFound(M.notFound);
    const m = parse(r);
    const receiver = await receiverPosition(m, auth.userId);
    // Not a receiver: the survey is not theirs to see (403, as for another user's record).
    if (!receiver) throw forbidden(M.notReceiver);
    if (m.start_date > turkeyDate(clock())) throw invalidField('_', M.notStarted);
    return { m, receiver };
  }

  async function questionsOf(surveyId: number) {
    const rows = await rowsOf<Raw>(db.execute(sql`select q.id, q.name, coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by qa.sort)
      from survey_question_answers qa join survey_answers a on a.id = qa.answer_id where qa.question_id = q.id), '[]'::json) as answers
      from survey_question_links l join survey_questions q on q.id = l.question_id where l.survey_id = ${surveyId} order by l.sort`));
    return rows.map((r) => ({
      id: Number(r.id), name: String(r.name),
      answers: ((typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as { id: number; name: string }[]).map((a) => ({ id: Number(a.id), name: a.name })),
    }));
  }

  return {
    /**
     * The started manager surveys the user receives, in one statement: the receiver rules of every
     * live survey are expanded in SQL against the user's own positions only (the own-record rule),
     * then the nearest managers of the survey's role are counted per survey.
     */
    async assigned(auth: AuthContext) {
      const today = turkeyDate(clock());
      const rows = await rowsOf<Raw>(db.execute(sql`${receiverPositionsSql(auth.userId, sql`s.start_date <= ${today}`)},
        chain(ms_id, department_id, depth) as (
          select ms_id, department_id, 0 from receiver
          union all select c.ms_id, d.parent_id, c.depth + 1 from chain c join departments d on d.id = c.department_id
          where d.parent_id is not null and c.depth < 30
        ),
        candidates as (
          select c.ms_id, p.id as position_id, c.depth from chain c join ms on ms.id = c.ms_id
          join positions p on p.department_id = c.department_id and p.role_id = ms.role_id and p.deleted_at is null
          join users u on u.id = p.user_id and u.deleted_at is null
          where p.user_id <> ${auth.userId}
        ),
        nearest as (
          select c.ms_id, c.position_id from candidates c where c.depth = (select min(k.depth) from candidates k where k.ms_id = c.ms_id)
        )
        select ms.id, ms.survey_name, ms.start_date, ms.min_answer_select, ms.role_name,
          (select count(*) from survey_question_links l join survey_questions q on q.id = l.question_id where l.survey_id = ms.survey_id)::int as questions_count,
          (select count(*) from nearest n where n.ms_id = ms.id and not exists (select 1 from manager_survey_responses x
            where x.manager_survey_id = ms.id and x.respondent_user_id = ${auth.userId} and x.manager_position_id = n.position_id))::int as pending
        from ms join receiver on receiver.ms_id = ms.id
        order by ms.created_at desc, ms.id desc`));
      return rows.map((r) => ({
        id: Number(r.id), survey_name: String(r.survey_name), start_date: String(r.start_date), min_answer_select: Number(r.min_answer_select),
        questions_count: Number(r.questions_count), role_name: String(r.role_name), pending: Number(r.pending),
      }));
    },

    async form(id: number, auth: AuthContext) {
      const { m, receiver } = await openFor(id, auth);
      return {
        id: m.id, survey_name: m.survey_name, min_answer_select: m.min_answer_select,
        questions: await questionsOf(m.survey_id), managers: await managersOf(m, receiver.position_id, auth.userId),
      };
    },

    async answer(id: number, body: { manager_position_id: number; answers: { question_id: number; answer_id: number }[] }, auth: AuthContext) {
      const { m, receiver } = await openFor(id, auth);
      const manager = (await managersOf(m, receiver.position_id, auth.userId)).find((x) => x.position_id === body.manager_position_id);
      if (!manager) throw invalidField('manager_position_id', M.notYourManager);
      if (manager.answered) throw invalidField('manager_position_id', M.alreadyAnswered);
      const questions = new Map((await questionsOf(m.survey_id)).map((q) => [q.id, new Set(q.answers.map((a) => a.id))]));
      const seen = new Set<number>();
      body.answers.forEach((a, i) => {
        if (seen.has(a.question_id)) throw invalidField(`answers.${i}.question_id`, M.questionTwice);
        seen.add(a.question_id);
        const allowed = questions.get(a.question_id);
        if (!allowed) throw invalidField(`answers.${i}.question_id`, M.questionNotInSurvey);
        if (!allowed.has(a.answer_id)) throw invalidField(`answers.${i}.answer_id`, M.answerNotOfQuestion);
      });
      if (body.answers.length < m.min_answer_select) throw invalidField('answers', M.tooFewAnswers.replace('{count}', String(m.min_answer_select)));
      try {
        await db.transaction(async (tx) => {
          const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into manager_survey_responses (manager_survey_id, respondent_user_id, respondent_role_id, manager_position_id)
            values (${m.id}, ${auth.userId}, ${receiver.role_id}, ${manager.position_id}) returning id`));
          const values = sql.join(body.answers.map((a) => sql`(${Number(row!.id)}, ${a.question_id}, ${a.answer_id})`), sql`, `);
          if (body.answers.length) await tx.execute(sql`insert into manager_survey_response_answers (response_id, question_id, answer_id) values ${values}`);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('manager_position_id', M.alreadyAnswered);
        throw error;
      }
      return { message: M.answered };
    },

    /**
     * Report rows: per manager, per question, per answer the count — only where the manager's
     * responses and the question's answers each reach the minimum group; otherwise one row that
     * says the results are hidden.
     */
    async report(id: number, positionIds: readonly number[], roleId: number | undefined) {
      const filters = sql.join([
        sql`x.manager_survey_id = ${id}`,
        positionIds.length ? sql`x.manager_position_id in (${ids(positionIds)})` : sql`true`,
        roleId ? sql`x.respondent_role_id = ${roleId}` : sql`true`,
      ], sql` and `);
      const groups = await rowsOf<Raw>(db.execute(sql`select x.manager_position_id as position_id, trim(u.first_name || ' ' || u.last_name) as full_name,
        d.name as department_name, count(*)::int as responses
        from manager_survey_responses x join positions p on p.id = x.manager_position_id join users u on u.id = p.user_id join departments d on d.id = p.department_id
        where ${filters} group by 1, 2, 3 order by 2, 1`));
      const counts = await rowsOf<Raw>(db.execute(sql`select x.manager_position_id as position_id, l.sort, q.name as question, qa.sort as answer_sort, a.name as answer,
        count(ra.response_id)::int as n, sum(count(ra.response_id)) over (partition by x.manager_position_id, q.id)::int as answered
        from manager_survey_responses x join manager_surveys m on m.id = x.manager_survey_id
        join survey_question_links l on l.survey_id = m.survey_id join survey_questions q on q.id = l.question_id
        join survey_question_answers qa on qa.question_id = q.id join survey_answers a on a.id = qa.answer_id
        left join manager_survey_response_answers ra on ra.response_id = x.id and ra.question_id = q.id and ra.answer_id = a.id
        where ${filters} group by x.manager_position_id, l.sort, q.id, q.name, qa.sort, a.name order by 1, 2, 4`));
      const rows: Record<string, string | number | null>[] = [];
      for (const g of groups) {
        const base = { manager: String(g.full_name), department: String(g.department_name), responses: Number(g.responses) };
        if (!isReportable(Number(g.responses))) {
          rows.push({ ...base, question: null, answer: M.suppressed, count: null, percent: null });
          continue;
        }
        for (const c of counts.filter((c) => Number(c.position_id) === Number(g.position_id))) {
          const answered = Number(c.answered);
          if (!isReportable(answered)) {
            if (c.answer_sort === counts.find((k) => Number(k.position_id) === Number(g.position_id) && k.sort === c.sort)?.answer_sort) {
              rows.push({ ...base, question: String(c.question), answer: M.suppressed, count: null, percent: null });
            }
            continue;
          }
          rows.push({ ...base, question: String(c.question), answer: String(c.answer), count: Number(c.n), percent: Math.round((Number(c.n) / answered) * 1000) / 10 });
        }
      }
      return rows;
    },
  };
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { MANAGER_SURVEY_MESSAGES as M, type ManagerPosition, type ManagerSurveyItem } from '../../../src/contracts/surveys/manager-surveys';
import { isValidMinAnswerSelect } from '../../../src/contracts/surveys/rules';
import { offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { audienceRepository } from '../correspondence/audience.repository';
import { count, iso, keywordFilter, rowsOf } from './shared';

type Raw = Record<string, unknown>;
export interface ManagerSurveyBodyIn { survey_id: number; role_id: number; min_answer_select: number; receivers: AudienceInput[] }

const SELECT = sql`select m.id, m.survey_id, s.name as survey_name, to_char(s.start_date, 'YYYY-MM-DD') as start_date, m.role_id,
  r.name as role_name, m.min_answer_select, m.receivers, m.created_by_user_id, m.created_at, m.updated_at,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as created_by_name,
  (select count(*)::int from survey_question_links l where l.survey_id = m.survey_id) as questions_count,
  (select count(*)::int from manager_survey_responses x where x.manager_survey_id = m.id) as response_count
  from manager_surveys m join surveys s on s.id = m.survey_id join roles r on r.id = m.role_id left join users u on u.id = m.created_by_user_id`;

/** manager-survey-admin, or the survey's creator, may read its results (spec 3 §6). */
export const mayDownload = (auth: AuthContext, createdBy: number | null) =>
  auth.permissions.has('manager-survey-admin') || (createdBy !== null && createdBy === auth.userId);

/** Manager surveys: CRUD, the evaluated positions (spec 3 §3, §5, §7). */
export function managerSurveysService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function shape(r: Raw, auth: AuthContext): Promise<ManagerSurveyItem> {
    const createdBy = r.created_by_user_id === null ? null : Number(r.created_by_user_id);
    const stored = (typeof r.receivers === 'string' ? JSON.parse(r.receivers) : r.receivers) as AudienceInput[];
    const { entries } = await audienceRepository.describe(db, stored, createdBy ?? 0);
    return {
      id: Number(r.id), survey_id: Number(r.survey_id), survey_name: String(r.survey_name), start_date: String(r.start_date),
      role_id: Number(r.role_id), role_name: String(r.role_name), min_answer_select: Number(r.min_answer_select),
      questions_count: Number(r.questions_count), receivers: entries, response_count: Number(r.response_count),
      created_by_user_id: createdBy, created_by_name: (r.created_by_name as string | null) ?? null,
      can_download: mayDownload(auth, createdBy), created_at: iso(r.created_at), updated_at: iso(r.updated_at),
    };
  }

  async function row(id: number): Promise<Raw> {
    const [r] = await rowsOf<Raw>(db.execute(sql`${SELECT} where m.deleted_at is null and m.id = ${id}`));
    if (!r) throw notFound(M.notFound);
    return r;
  }

  async function validate(body: ManagerSurveyBodyIn, owner: number) {
    const [survey] = await rowsOf<{ n: number }>(db.execute(sql`select (select count(*)::int from survey_question_links l where l.survey_id = s.id) as n
      from surveys s where s.id = ${body.survey_id} and s.deleted_at is null`));
    if (!survey) throw invalidField('survey_id', M.surveyMissing);
    if (!(await count(db, sql`select count(*)::int as n from roles where id = ${body.role_id} and deleted_at is null`))) throw invalidField('role_id', M.roleMissing);
    // "min_answer_select is chosen from 1 to questions_count": the server holds the same bound as the select.
    if (!isValidMinAnswerSelect(body.min_answer_select, Number(survey.n))) throw invalidField('min_answer_select', M.minAnswerRange);
    const { missing } = await audienceRepository.describe(db, body.receivers, owner);
    if (missing.length) throw invalidField('receivers', M.someReceiversMissing);
  }

  const service = {
    async list(s: Page & { keyword?: string }, auth: AuthContext) {
      const where = sql`m.deleted_at is null and ${keywordFilter(sql`s.name`, s.keyword)}`;
      const rows = await rowsOf<Raw>(db.execute(sql`${SELECT} where ${where} order by m.created_at desc, m.id desc limit ${s.perpage} offset ${offsetOf(s)}`));
      const total = await count(db, sql`select count(*)::int as n from manager_surveys m join surveys s on s.id = m.survey_id where ${where}`);
      return { data: await Promise.all(rows.map((r) => shape(r, auth))), meta: pageMeta(s, total) };
    },
    get: async (id: number, auth: AuthContext) => shape(await row(id), auth),
    raw: row,

    async save(id: number | undefined, body: ManagerSurveyBodyIn, auth: AuthContext) {
      const before = id ? await row(id) : null;
      await validate(body, before ? Number(before.created_by_user_id ?? auth.userId) : auth.userId);
      if (before && Number(before.response_count) > 0 && (Number(before.survey_id) !== body.survey_id || Number(before.role_id) !== body.role_id)) {
        throw invalidField('survey_id', M.answeredLocked);
      }
      const receivers = JSON.stringify(body.receivers);
      const saved = await db.transaction(async (tx) => {
        let mid = id;
        if (mid) {
          await tx.execute(sql`update manager_surveys set survey_id = ${body.survey_id}, role_id = ${body.role_id}, min_answer_select = ${body.min_answer_select},
            receivers = ${receivers}::jsonb, updated_at = ${clock()} where id = ${mid}`);
        } else {
          mid = Number((await rowsOf<{ id: number }>(tx.execute(sql`insert into manager_surveys (survey_id, role_id, min_answer_select, receivers, created_by_user_id)
            values (${body.survey_id}, ${body.role_id}, ${body.min_answer_select}, ${receivers}::jsonb, ${auth.userId}) returning id`)))[0]!.id);
        }
        await activityLogRepository.record(tx, { table_name: 'manager_surveys', target_id: mid, action: id ? 'updated' : 'created', attributes: { ...body }, causer_id: auth.userId });
        return mid;
      });
      return service.get(saved, auth);
    },

    async remove(id: number, auth: AuthContext) {
      await row(id);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update manager_surveys set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: 'manager_surveys', target_id: id, action: 'deleted', attributes: {}, causer_id: auth.userId });
      });
    },

    async form(id: number | undefined, auth: AuthContext) {
      const surveys = await rowsOf<{ id: number; name: string; n: number }>(db.execute(sql`select s.id, s.name,
        (select count(*)::int from survey_question_links l where l.survey_id = s.id) as n from surveys s where s.deleted_at is null order by s.created_at desc, s.id desc`));
      const roles = await rowsOf<{ id: number; name: string }>(db.execute(sql`select r.id, r.name || ' (' || d.name || ')' as name
        from roles r join departments d on d.id = r.department_id where r.deleted_at is null order by r.name, d.name`));
      return {
        manager_survey: id ? await service.get(id, auth) : null,
        surveys: surveys.map((s) => ({ id: Number(s.id), name: s.name, questions_count: Number(s.n) })),
        roles: roles.map((r) => ({ id: Number(r.id), name: r.name })),
      };
    },

    /** The managers evaluated: live positions with a live user holding the survey's role. */
    async positions(id: number, s: Page & { keyword?: string }) {
      const m = await row(id);
      const where = sql`p.role_id = ${Number(m.role_id)} and p.deleted_at is null and u.deleted_at is null
        and ${keywordFilter(sql`(u.first_name || ' ' || u.last_name)`, s.keyword)}`;
      const rows = await rowsOf<Raw>(db.execute(sql`select p.id, trim(u.first_name || ' ' || u.last_name) as full_name, r.name as role_name, d.name as department_name,
        (select count(*)::int from manager_survey_responses x where x.manager_survey_id = ${id} and x.manager_position_id = p.id) as response_count
        from positions p join users u on u.id = p.user_id join roles r on r.id = p.role_id join departments d on d.id = p.department_id
        where ${where} order by u.first_name, u.last_name, p.id limit ${s.perpage} offset ${offsetOf(s)}`));
      const total = await count(db, sql`select count(*)::int as n from positions p join users u on u.id = p.user_id where ${where}`);
      const data: ManagerPosition[] = rows.map((r) => ({
        id: Number(r.id), full_name: String(r.full_name), role_name: String(r.role_name), department_name: String(r.department_name), response_count: Number(r.response_count),
      }));
      return { data, meta: pageMeta(s, total) };
    },

    /** The report's owner check, before any result is read. */
    async mustDownload(id: number, auth: AuthContext) {
      const m = await row(id);
      if (!mayDownload(auth, m.created_by_user_id === null ? null : Number(m.created_by_user_id))) throw forbidden(M.reportForbidden);
      return m;
    },
  };
  return service;
}

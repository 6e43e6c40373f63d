import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from './shared';

/**
 * The small service other features read surveys through (survey correspondences,
 * docs/decisions/correspondence.md): which surveys may be sent, and one survey's questions.
 */
export interface SurveyContent {
  id: number;
  name: string;
  start_date: string;
  questions: { id: number; name: string; answers: { id: number; name: string }[] }[];
}

/** Live surveys, newest first (the correspondence form's survey choice). */
export async function liveSurveys(db: Executor): Promise<{ id: number; name: string; start_date: string }[]> {
  const rows = await rowsOf<{ id: number; name: string; start_date: string }>(db.execute(sql`select id, name, to_char(start_date, 'YYYY-MM-DD') as start_date
    from surveys where deleted_at is null order by start_date desc, id desc`));
  return rows.map((r) => ({ id: Number(r.id), name: r.name, start_date: r.start_date }));
}

/** One live survey with its ordered questions and their ordered answers, or null. */
export async function surveyContent(db: Executor, surveyId: number): Promise<SurveyContent | null> {
  const [s] = await rowsOf<{ id: number; name: string; start_date: string }>(db.execute(sql`select id, name, to_char(start_date, 'YYYY-MM-DD') as start_date
    from surveys where id = ${surveyId} and deleted_at is null`));
  if (!s) return null;
  const rows = await rowsOf<{ id: number; name: string; answers: unknown }>(db.execute(sql`select q.id, q.name,
    coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by qa.sort)
      from survey_question_answers qa join survey_answers a on a.id = qa.answer_id where qa.question_id = q.id), '[]'::json) as answers
    from survey_question_links l join survey_questions q on q.id = l.question_id where l.survey_id = ${surveyId} order by l.sort`));
  return {
    id: Number(s.id), name: s.name, start_date: s.start_date,
    questions: rows.map((r) => ({
      id: Number(r.id), name: r.name,
      answers: ((typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as { id: number; name: string }[]).map((a) => ({ id: Number(a.id), name: a.name })),
    })),
  };
}

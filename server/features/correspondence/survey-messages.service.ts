import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CORRESPONDENCE_MESSAGES as M } from '../../../src/contracts/correspondence/correspondence';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { isReportable } from '../../../src/contracts/surveys/rules';
import { isUniqueViolation } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, info, invalidField, notFound } from '../../plugins/http-errors';
import { surveyContent } from '../surveys/survey-content';
import { correspondenceRepository as repo } from './correspondence.repository';

type ReportRow = { question: string | null; answer: string; count: number | null; percent: number | null };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

/**
 * Survey correspondences (spec 3 §3, §5, §7): a receiver answers the item's survey once, with one
 * answer to every question; answering marks the item read (which frees a mandatory gate). The
 * report counts answers and hides any group under 5 answers (issue 14's rule, isReportable).
 */
export function surveyMessagesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  return {
    async answer(surveyId: number, body: { correspondence_id: number; answers: { question_id: number; answer_id: number }[] }, auth: AuthContext) {
      const row = await repo.find(db, body.correspondence_id, auth.userId);
      const recipient = row && row.status === 'approved' ? await repo.recipient(db, body.correspondence_id, auth.userId) : undefined;
      // Anyone who never received the item learns nothing about it (404, as elsewhere).
      if (!row || !recipient || (row.expiration_at && row.expiration_at < turkeyDate(clock()))) throw notFound();
      if (row.survey_id === null || Number(row.survey_id) !== surveyId) throw notFound(M.surveyNotFound);
      if (recipient.role !== 'receiver') throw forbidden(M.surveyNotReceiver);
      if (row.survey_answered) throw info(M.surveyAlreadyAnswered);
      const survey = await surveyContent(db, surveyId);
      if (!survey) throw notFound(M.surveyNotFound);
      const byQuestion = new Map(body.answers.map((a) => [a.question_id, a.answer_id]));
      if (byQuestion.size !== body.answers.length || byQuestion.size !== survey.questions.length) throw invalidField('answers', M.surveyAnswerAll);
      survey.questions.forEach((q, i) => {
        const chosen = byQuestion.get(q.id);
        if (chosen === undefined) throw invalidField('answers', M.surveyAnswerAll);
        if (!q.answers.some((a) => a.id === chosen)) throw invalidField(`answers.${i}.answer_id`, M.surveyAnswerInvalid);
      });
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          const [r] = await rowsOf<{ id: number }>(tx.execute(sql`insert into correspondence_survey_responses (correspondence_id, respondent_user_id, created_at)
            values (${body.correspondence_id}, ${auth.userId}, ${now}) returning id`));
          const values = sql.join(body.answers.map((a) => sql`(${Number(r!.id)}, ${a.question_id}, ${a.answer_id})`), sql`, `);
          await tx.execute(sql`insert into correspondence_survey_answers (response_id, question_id, answer_id) values ${values}`);
          await repo.markRead(tx, body.correspondence_id, auth.userId, now);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw info(M.surveyAlreadyAnswered);
        throw error;
      }
      return { message: M.surveyAnswered };
    },

    /** The sender, correspondence managers and super users see the results. */
    async report(correspondenceId: number, auth: AuthContext) {
      const row = await repo.find(db, correspondenceId, auth.userId);
      if (!row || row.survey_id === null) throw notFound();
      const allowed = Number(row.owner_user_id) === auth.userId || auth.isSuper || auth.permissions.has('manage-correspondences');
      if (!allowed) throw forbidden(M.surveyReportDenied);
      const survey = await surveyContent(db, Number(row.survey_id));
      if (!survey) throw notFound(M.surveyNotFound);
      const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from correspondence_survey_responses where correspondence_id = ${correspondenceId}`))) as [{ n: number }];
      const responses = Number(n);
      const base = { correspondence_id: correspondenceId, survey_name: survey.name, responses };
      if (!isReportable(responses)) return { ...base, rows: [<ReportRow>{ question: null, answer: M.surveySuppressed, count: null, percent: null }] };
      const counts = await rowsOf<{ question_id: number; answer_id: number; n: number }>(db.execute(sql`select a.question_id, a.answer_id, count(*)::int as n
        from correspondence_survey_answers a join correspondence_survey_responses r on r.id = a.response_id
        where r.correspondence_id = ${correspondenceId} group by 1, 2`));
      const rows = survey.questions.flatMap((q): ReportRow[] => {
        const of = (answerId: number) => Number(counts.find((c) => Number(c.question_id) === q.id && Number(c.answer_id) === answerId)?.n ?? 0);
        const answered = q.answers.reduce((sum, a) => sum + of(a.id), 0);
        if (!isReportable(answered)) return [{ question: q.name, answer: M.surveySuppressed, count: null, percent: null }];
        return q.answers.map((a) => ({ question: q.name, answer: a.name, count: of(a.id), percent: Math.round((of(a.id) / answered) * 1000) / 10 }));
      });
      return { ...base, rows };
    },
  };
}

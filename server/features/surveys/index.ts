import type { FastifyInstance } from 'fastify';
import {
  answerManagerSurvey, assignedManagerSurveys, MANAGER_SURVEY_MESSAGES as MM, managerSurveyAnswerForm, managerSurveyApi,
  managerSurveyPositions, managerSurveyReport,
} from '../../../src/contracts/surveys/manager-surveys';
import { answerApi, questionApi, SURVEY_MESSAGES as M, surveyApi } from '../../../src/contracts/surveys/surveys';
import { route } from '../../plugins/endpoints';
import { sendWorkbook, workbook } from '../files/workbook';
import { catalogueService } from './catalogue.service';
import { managerSurveysService } from './manager-surveys.service';
import { responsesService } from './responses.service';

/** Surveys, questions, answers and manager surveys (spec 3 §3, §5, §6, §7; docs/decisions/surveys.md). */
export default async function surveysFeature(app: FastifyInstance) {
  const { answers, questions, surveys } = catalogueService(app);
  const managers = managerSurveysService(app);
  const responses = responsesService(app);

  route(app, answerApi.list, async ({ query }) => answers.list(query));
  route(app, answerApi.createForm, async () => ({ data: await answers.form() }));
  route(app, answerApi.editForm, async ({ params }) => ({ data: await answers.form(params.id) }));
  route(app, answerApi.show, async ({ params }) => ({ data: await answers.get(params.id) }));
  route(app, answerApi.create, async ({ body, auth }) => ({ data: await answers.create(body.name, auth.userId), status: 201, helper: { message: M.answerCreated } }));
  route(app, answerApi.update, async ({ params, body, auth }) => ({ data: await answers.update(params.id, body.name, auth.userId), helper: { message: M.answerUpdated } }));
  route(app, answerApi.remove, async ({ params, auth }) => {
    await answers.remove(params.id, auth.userId);
    return { data: { message: M.answerDeleted } };
  });

  route(app, questionApi.list, async ({ query }) => questions.list(query));
  route(app, questionApi.createForm, async () => ({ data: await questions.form() }));
  route(app, questionApi.editForm, async ({ params }) => ({ data: await questions.form(params.id) }));
  route(app, questionApi.show, async ({ params }) => ({ data: await questions.get(params.id) }));
  route(app, questionApi.create, async ({ body, auth }) => ({ data: await questions.save(undefined, body, auth.userId), status: 201, helper: { message: M.questionCreated } }));
  route(app, questionApi.update, async ({ params, body, auth }) => ({ data: await questions.save(params.id, body, auth.userId), helper: { message: M.questionUpdated } }));
  route(app, questionApi.remove, async ({ params, auth }) => {
    await questions.remove(params.id, auth.userId);
    return { data: { message: M.questionDeleted } };
  });

  route(app, surveyApi.list, async ({ query }) => surveys.list(query));
  route(app, surveyApi.createForm, async () => ({ data: await surveys.form() }));
  route(app, surveyApi.editForm, async ({ params }) => ({ data: await surveys.form(params.id) }));
  route(app, surveyApi.show, async ({ params }) => ({ data: await surveys.get(params.id) }));
  route(app, surveyApi.create, async ({ body, auth }) => ({ data: await surveys.save(undefined, body, auth.userId), status: 201, helper: { message: M.surveyCreated } }));
  route(app, surveyApi.update, async ({ params, body, auth }) => ({ data: await surveys.save(params.id, body, auth.userId), helper: { message: M.surveyUpdated } }));
  route(app, surveyApi.remove, async ({ params, auth }) => {
    await surveys.remove(params.id, auth.userId);
    return { data: { message: M.surveyDeleted } };
  });

  route(app, managerSurveyApi.list, async ({ query, auth }) => managers.list(query, auth));
  route(app, managerSurveyApi.createForm, async ({ auth }) => ({ data: await managers.form(undefined, auth) }));
  route(app, managerSurveyApi.editForm, async ({ params, auth }) => ({ data: await managers.form(params.id, auth) }));
  route(app, managerSurveyApi.show, async ({ params, auth }) => ({ data: await managers.get(params.id, auth) }));
  route(app, managerSurveyApi.create, async ({ body, auth }) => ({ data: await managers.save(undefined, body, auth), status: 201, helper: { message: MM.created } }));
  route(app, managerSurveyApi.update, async ({ params, body, auth }) => ({ data: await managers.save(params.id, body, auth), helper: { message: MM.updated } }));
  route(app, managerSurveyApi.remove, async ({ params, auth }) => {
    await managers.remove(params.id, auth);
    return { data: { message: MM.deleted } };
  });
  route(app, managerSurveyPositions, async ({ params, query }) => managers.positions(params.id, query));
  route(app, managerSurveyReport, async ({ params, query, auth, reply }) => {
    const m = await managers.mustDownload(params.id, auth);
    const rows = await responses.report(params.id, query.position_ids, query.role_id);
    const buffer = await workbook('Yönetici Anketi', [
      { header: 'Yönetici', key: 'manager', width: 28 },
      { header: 'Birim', key: 'department', width: 26 },
      { header: 'Cevap veren', key: 'responses', width: 12 },
      { header: 'Soru', key: 'question', width: 50 },
      { header: 'Cevap', key: 'answer', width: 36 },
      { header: 'Sayı', key: 'count', width: 8 },
      { header: 'Yüzde', key: 'percent', width: 8 },
    ], rows);
    await sendWorkbook(reply, `yonetici-anketi-${String(m.id)}.xlsx`, buffer);
  });

  route(app, assignedManagerSurveys, async ({ auth }) => ({ data: await responses.assigned(auth) }));
  route(app, managerSurveyAnswerForm, async ({ params, auth }) => ({ data: await responses.form(params.id, auth) }));
  route(app, answerManagerSurvey, async ({ params, body, auth }) => ({ data: await responses.answer(params.id, body, auth), status: 201 }));
}

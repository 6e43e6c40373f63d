import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import * as P from '../../../src/contracts/performance/periods';
import { PERIOD_STATUSES } from '../../../src/contracts/performance/period-status';
import { route } from '../../plugins/endpoints';
import { calculationService } from './calculation.service';
import { periodsService } from './periods.service';
import cardRoutes from './routes-cards';
import { nonRespondentMail } from './non-respondents';
import { cardsExport, countCards } from './reports';
import { exportJobsService } from '../exports/export-jobs.service';

/** Performance management (spec 3 §3–§9): periods, base scores, extra points, criteria, calculation; cards in routes-cards.ts. */
export default async function performanceFeature(app: FastifyInstance) {
  const s = periodsService(app);
  const calc = calculationService(app);
  const statuses = [...PERIOD_STATUSES];

  route(app, P.listPeriods, async ({ query }) => s.list(query));
  route(app, P.createPeriodForm, async () => ({ data: { period: null, statuses } }));
  route(app, P.createPeriod, async ({ body }) => ({ data: await s.create(body), status: 201, helper: { message: M.periodCreated } }));
  route(app, P.showPeriod, async ({ params }) => ({ data: await s.show(params.id) }));
  route(app, P.editPeriodForm, async ({ params }) => ({ data: { period: await s.show(params.id), statuses } }));
  route(app, P.updatePeriod, async ({ params, body }) => ({ data: await s.update(params.id, body), helper: { message: M.periodUpdated } }));
  route(app, P.deletePeriod, async ({ params }) => { await s.remove(params.id); return { data: { message: M.periodDeleted } }; });

  const baseForm = async () => ({ periods: await s.periodChoices(), security_projects: await s.projects() });
  route(app, P.listBaseScores, async ({ query }) => s.baseScores(query));
  route(app, P.createBaseScoreForm, async () => ({ data: { base_score: null, ...(await baseForm()) } }));
  route(app, P.createBaseScore, async ({ body }) => ({ data: await s.saveBaseScore(undefined, body), status: 201, helper: { message: M.baseScoreCreated } }));
  route(app, P.showBaseScore, async ({ params }) => ({ data: await s.baseScore(params.id) }));
  route(app, P.editBaseScoreForm, async ({ params }) => ({ data: { base_score: await s.baseScore(params.id), ...(await baseForm()) } }));
  route(app, P.updateBaseScore, async ({ params, body }) => ({ data: await s.saveBaseScore(params.id, body), helper: { message: M.baseScoreUpdated } }));
  route(app, P.deleteBaseScore, async ({ params }) => { await s.deleteBaseScore(params.id); return { data: { message: M.baseScoreDeleted } }; });
  route(app, P.searchBaseScoreProjects, async ({ query }) => ({ data: await s.baseScoreProjects(query.performance_period_id) }));
  route(app, P.searchBaseScoreRoleGroups, async ({ query }) => ({ data: await s.baseScoreRoleGroups(query.performance_period_id, query.security_project_id) }));

  route(app, P.listExtraPoints, async ({ query }) => s.extraPoints(query));
  route(app, P.createExtraPointForm, async () => ({ data: { extra_point: null } }));
  route(app, P.createExtraPoint, async ({ body }) => ({ data: await s.saveExtraPoint(undefined, body), status: 201, helper: { message: M.extraPointCreated } }));
  route(app, P.showExtraPoint, async ({ params }) => ({ data: await s.extraPoint(params.id) }));
  route(app, P.editExtraPointForm, async ({ params }) => ({ data: { extra_point: await s.extraPoint(params.id) } }));
  route(app, P.updateExtraPoint, async ({ params, body }) => ({ data: await s.saveExtraPoint(params.id, body), helper: { message: M.extraPointUpdated } }));
  route(app, P.deleteExtraPoint, async ({ params }) => { await s.deleteExtraPoint(params.id); return { data: { message: M.extraPointDeleted } }; });

  route(app, P.getCriteria, async ({ params }) => ({ data: await s.criteria(params.id) }));
  route(app, P.putCriteria, async ({ params, body }) => ({ data: await s.saveCriteria(params.id, body.criterias), helper: { message: M.criteriaSaved } }));

  route(app, P.listCalculations, async ({ query }) => ({ data: await calc.running(query.performance_period_id) }));
  route(app, P.runCalculation, async ({ body, auth }) => ({ data: await calc.start(body.performance_period_id, auth.userId), status: 202, helper: { message: M.calculationQueued } }));
  route(app, P.sendNonRespondentMail, async ({ params }) => {
    const sent = await nonRespondentMail(app, params.id);
    return { data: { message: M.mailsSent(sent), sent } };
  });
  route(app, P.downloadPeriod, async ({ params, reply, auth }) => {
    const period = await s.show(params.id);
    const cards = { period_id: period.id };
    const total = await countCards(app.deps.database.db, cards);
    await exportJobsService(app).deliver(reply, auth, { source: cardsExport, params: cards, total, fileName: `performans-${period.id}.xlsx` });
  });

  await cardRoutes(app);
}

import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import * as C from '../../../src/contracts/performance/cards';
import type { AuthContext } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { notFound } from '../../plugins/http-errors';
import { exportJobsService } from '../exports/export-jobs.service';
import type { CardScope } from './card-read';
import { cardsService } from './cards.service';
import { feedbackService } from './feedback.service';
import { notesService } from './notes.service';
import { cardReportPdf, cardsExport, countCards, thankYouPdf } from './reports';

/** Which scope a reader of any kind gets: HR all, else the cards they assess, else their own. */
export function readerScope(auth: AuthContext): CardScope {
  if (auth.permissions.has('view-performance-card-personnel-point')) return { kind: 'hr' };
  if (auth.permissions.has('view-performance-assessor-cards')) return { kind: 'assessor', userId: auth.userId };
  return { kind: 'own', userId: auth.userId };
}

export default async function cardRoutes(app: FastifyInstance) {
  const s = cardsService(app);
  const notes = notesService(app);
  const hr: CardScope = { kind: 'hr' };

  route(app, C.listCards, async ({ params, query }) => s.list(params.id, query));
  route(app, C.showCard, async ({ params, auth }) => ({ data: await s.showInPeriod(params.id, params.cardId, auth.userId) }));
  route(app, C.setCardActive, async ({ params, body }) => ({ data: await s.setActive(params.id, params.cardId, body.is_active), helper: { message: M.cardUpdated } }));
  route(app, C.deleteCard, async ({ params }) => { await s.setDeleted(params.id, params.cardId, true); return { data: { message: M.cardDeleted } }; });
  route(app, C.restoreCard, async ({ params }) => { await s.setDeleted(params.id, params.cardId, false); return { data: { message: M.cardRestored } }; });
  route(app, C.editCardExtraPoints, async ({ params }) => ({ data: await s.extraPointChoices(params.id, params.cardId) }));
  route(app, C.updateCardExtraPoints, async ({ params, body, auth }) => ({ data: await s.setExtraPoints(params.id, params.cardId, body.extra_point_ids, auth.userId), helper: { message: M.extraPointsSaved } }));
  route(app, C.recalculateCard, async ({ params, auth }) => ({ data: await s.recalculate(params.id, auth.userId), helper: { message: M.cardRecalculated } }));
  route(app, C.cardReport, async ({ params, auth, reply }) => {
    const card = await s.show(readerScope(auth), params.id, auth.userId);
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="performans-karti-${card.id}.pdf"`).header('cache-control', 'no-store');
    await reply.send(await cardReportPdf(card));
  });
  route(app, C.thankYouNote, async ({ params, auth, reply }) => {
    const card = await s.show(readerScope(auth), params.id, auth.userId);
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="tesekkur-${card.id}.pdf"`).header('cache-control', 'no-store');
    await reply.send(await thankYouPdf(card));
  });

  route(app, C.listAssessorCards, async ({ query, auth }) => s.assessorList(auth.userId, query));
  route(app, C.showVoteCard, async ({ params, auth }) => ({ data: await s.show({ kind: 'assessor', userId: auth.userId }, params.id, auth.userId) }));
  route(app, C.vote, async ({ params, body, auth }) => ({ data: await s.vote(params.cardId, auth, body), helper: { message: M.voteSaved } }));

  route(app, C.myCard, async ({ query, auth }) => ({ data: await s.mine(auth.userId, query.performance_period_id), helper: { performance_objection_reasons: await s.objectionReasons() } }));
  route(app, C.approveCard, async ({ params, auth }) => ({ data: await s.approve(params.id, auth.userId), helper: { message: M.approved } }));
  route(app, C.objectCard, async ({ params, body, auth }) => ({ data: await s.object(params.id, auth.userId, body), status: 201, helper: { message: M.objectionSaved } }));

  route(app, C.setTrainings, async ({ params, body, auth }) => ({ data: await s.setTrainings(params.cardId, body.performance_training_ids, auth.userId), helper: { message: M.trainingsSaved } }));
  route(app, C.setFeedback, async ({ params, body, auth }) => ({ data: await s.setFeedback(params.id, auth, body.interviewer_feedback), helper: { message: M.feedbackSaved } }));
  route(app, C.listManagers, async ({ params }) => ({ data: { managers: await s.managers(params.id) } }));
  route(app, C.editManagersForm, async ({ params }) => ({ data: { managers: await s.managers(params.id), candidates: await s.assessorCandidates() } }));
  route(app, C.updateManagers, async ({ params, body }) => ({ data: { managers: await s.setManagers(params.id, body.managers) }, helper: { message: M.managersSaved } }));

  route(app, C.searchManualEmployee, async ({ query }) => ({ data: await s.searchEmployees(query.q, query.period_id) }));
  route(app, C.manualAddEmployee, async ({ body }) => ({ data: await s.manualAdd(body.period_id, body.employee_id), status: 201, helper: { message: M.employeeAdded } }));
  route(app, C.reactivateEmployee, async ({ params }) => { await s.setExcluded(params.c, false, { p: params.p, e: params.e }); return { data: { message: M.employeeActivated } }; });
  route(app, C.excludeEmployee, async ({ params }) => { await s.setExcluded(params.id, true); return { data: { message: M.employeeExcluded } }; });

  route(app, C.listInterviewerFeedback, async ({ query }) => feedbackService(app).list(query));
  route(app, C.listRejected, async ({ query }) => s.rejectedList(query));
  route(app, C.showRejected, async ({ params, auth }) => ({ data: await rejected(params.id, auth.userId) }));
  route(app, C.downloadRejected, async ({ params, auth, reply }) => {
    const card = await rejected(params.id, auth.userId);
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="itiraz-${card.id}.pdf"`).header('cache-control', 'no-store');
    await reply.send(await cardReportPdf(card));
  });
  route(app, C.downloadRejectedExcel, async ({ query, reply, auth }) => {
    const cards = { period_id: query.performance_period_id, rejected: true, card_ids: query.performance_card_ids ?? [] };
    const total = await countCards(app.deps.database.db, cards);
    await exportJobsService(app).deliver(reply, auth, { source: cardsExport, params: cards, total, fileName: `itiraz-edilen-kartlar-${query.performance_period_id}.xlsx` });
  });
  route(app, C.decideObjection, async ({ params, query, body, auth }) => ({
    data: await s.decide(params.id, auth, body, query.send_message ?? false), helper: { message: query.send_message ? M.decisionSent : M.decisionSaved },
  }));
  async function rejected(id: number, viewer: number) {
    const card = await s.show(hr, id, viewer);
    if (!card.is_rejected) throw notFound(M.cardNotFound);
    return card;
  }

  route(app, C.listNotes, async ({ query, auth }) => notes.list(auth, query));
  route(app, C.createNoteForm, async () => ({ data: { warning: M.noteWarning } }));
  route(app, C.createNote, async ({ body, auth }) => ({ data: await notes.create(auth, body), status: 201, helper: { message: M.noteCreated } }));
  route(app, C.addNoteAttachment, async ({ params, auth, request }) => ({ data: await notes.attach(params.id, auth, request), helper: { message: M.noteAttachmentAdded } }));
  route(app, C.getNoteAttachment, async ({ params, auth, request, reply }) => notes.sendAttachment(params.id, params.attachmentId, auth, request, reply));
  route(app, C.positionsWithCard, async ({ query, auth }) => ({ data: await notes.positions(auth, query.q) }));

  route(app, C.calibration, async ({ params }) => ({ data: await s.calibration(params.id) }));
}

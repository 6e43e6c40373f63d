import { z } from 'zod';
import { endpoint, id, INT_MAX, listQuery, okMessage, queryFlag, text } from '../http';
import { PA } from './access';
import { RATINGS } from './card-formula';
import { criterionRow, period } from './periods';

/** Cards: HR list and view, assessor votes, the own card, objections and their decision (spec 3 §3, §7). */
const ids = z.array(z.coerce.number().int().positive().max(INT_MAX)).max(200);

export const cardListRow = z.object({
  id: z.number(), performance_period_id: z.number(), period_name: z.string(), employee_id: z.number(), user_id: z.number(),
  full_name: z.string(), national_id_number: z.string(), security_project_id: z.number().nullable(), security_project_name: z.string().nullable(),
  assessor_full_name: z.string().nullable(), role_group_id: z.number().nullable(), score: z.number().nullable(),
  performance_rating: z.enum(RATINGS).nullable(), is_active: z.boolean(), is_approved: z.boolean(), is_rejected: z.boolean(),
  objection_decision: z.string().nullable(), deleted: z.boolean(), voted: z.boolean(),
});
export type CardListRow = z.infer<typeof cardListRow>;

export const cardDetail = cardListRow.extend({
  position: z.object({ id: z.number().nullable(), user_id: z.number() }),
  base_score: z.number(), criterias: z.array(criterionRow.extend({
    count: z.number(), counted: z.number(), vote_point: z.number(), points: z.number(), goal: z.string(),
  })),
  trainings: z.array(z.object({ id: z.number(), name: z.string() })),
  extra_points: z.array(z.object({ id: z.number(), name: z.string(), point: z.number() })),
  interviewer_feedback: z.string().nullable(),
  evaluations: z.array(z.object({ performance_evaluation_criteria_id: z.number(), performance_evaluation_criteria_option_id: z.number() })),
  is_editable_evaluation: z.boolean(), can_answer: z.boolean(), can_decide: z.boolean(),
  active_period: period,
  objection_reason_ids: z.array(z.number()), rejection_description: z.string().nullable(),
  committee_rejection_description: z.string().nullable(), manager_rejection_description: z.string().nullable(),
  decided_at: z.string().nullable(), objected_at: z.string().nullable(), calculated_at: z.string().nullable(),
  managers: z.array(z.object({ user_id: z.number(), full_name: z.string(), is_interviewer: z.boolean() })),
});
export type CardDetail = z.infer<typeof cardDetail>;

export const cardFilters = listQuery.extend({
  full_name: text(100).optional(), national_id_number: text(11).optional(), security_project_id: id.optional(),
  assessor_full_name: text(100).optional(), role_group_id: id.optional(), role_id: id.optional(),
  performance_rating: z.enum(RATINGS).optional(), with_deleted: queryFlag.optional(),
});
const periodCard = z.object({ id, cardId: id });
const cardParams = z.object({ id });
const cardIdParams = z.object({ cardId: id });

export const listCards = endpoint({ method: 'GET', path: '/performance-period/{id}/performance-card', access: PA.cards, summary: 'HR card list of a period, filtered.', params: cardParams, query: cardFilters, data: z.array(cardListRow) });
export const setCardActive = endpoint({ method: 'PUT', path: '/performance-period/{id}/performance-card/{cardId}', access: PA.edit, summary: 'Activates or deactivates a card.', params: periodCard, body: z.object({ is_active: z.boolean() }), data: cardListRow });
export const deleteCard = endpoint({ method: 'POST', path: '/performance-period/{id}/performance-card/{cardId}/delete', access: PA.delete, summary: 'Deletes a card (restorable).', params: periodCard, data: okMessage });
export const restoreCard = endpoint({ method: 'POST', path: '/performance-period/{id}/performance-card/{cardId}/restore', access: PA.delete, summary: 'Restores a deleted card.', params: periodCard, data: okMessage });
export const editCardExtraPoints = endpoint({
  method: 'GET', path: '/performance-period/{id}/performance-card/{cardId}/editExtraPoint', access: PA.edit, summary: 'Extra points of a card and the choices.',
  params: periodCard, data: z.object({ extra_point_ids: z.array(z.number()), extra_points: z.array(z.object({ id: z.number(), name: z.string(), point: z.number() })) }),
});
export const updateCardExtraPoints = endpoint({
  method: 'PUT', path: '/performance-period/{id}/performance-card/{cardId}/updateExtraPoint', access: PA.edit, summary: 'Sets the extra points of a card and recalculates it.',
  params: periodCard, body: z.object({ extra_point_ids: ids }), data: cardDetail,
});
export const showCard = endpoint({ method: 'GET', path: '/performance-period/{id}/performance-card/{cardId}', access: PA.cards, summary: 'HR card view.', params: periodCard, data: cardDetail });
export const recalculateCard = endpoint({ method: 'GET', path: '/performance-card/{id}/recalculate', access: PA.edit, summary: 'Recalculates one card now.', params: cardParams, data: cardDetail });
export const cardReport = endpoint({ method: 'GET', path: '/performance-card/{id}/report', access: PA.anyCard, summary: 'The card as a PDF (own, assessed or HR).', params: cardParams, file: true });
export const thankYouNote = endpoint({ method: 'GET', path: '/performance-card/{id}/thank-you-note', access: PA.anyCard, summary: 'A thank-you note for a high-performing card (PDF).', params: cardParams, file: true });

// ---- assessor ----
export const assessorFilters = listQuery.extend({
  performance_period_id: id.optional(), full_name: text(100).optional(), security_project_id: id.optional(),
  assessor_full_name: text(100).optional(), role_id: id.optional(),
});
export const listAssessorCards = endpoint({ method: 'GET', path: '/performance-evaluation-criteria/vote', access: PA.assessor, summary: 'The signed-in assessor\'s cards.', query: assessorFilters, data: z.array(cardListRow) });
export const showVoteCard = endpoint({ method: 'GET', path: '/performance-evaluation-criteria/vote/{id}', access: PA.assessor, summary: 'A card the signed-in user assesses, loaded as a vote.', params: cardParams, data: cardDetail });
export const voteBody = z.object({
  evaluations: z.array(z.object({
    performance_evaluation_criteria_id: z.coerce.number().int().positive().max(INT_MAX),
    performance_evaluation_criteria_option_id: z.coerce.number().int().positive().max(INT_MAX),
  })).min(1).max(100),
  interviewer_feedback: text(5000).nullish(),
});
export type VoteBody = z.input<typeof voteBody>;
export const vote = endpoint({ method: 'POST', path: '/performance-evaluation-criteria/{cardId}/vote', access: PA.assessor, summary: 'Saves the assessor\'s votes (under_evaluation only).', params: cardIdParams, body: voteBody, data: cardDetail });

// ---- own card ----
export const myCard = endpoint({
  method: 'GET', path: '/performance-employee-card/me', access: PA.self, summary: 'The signed-in employee\'s card of a period (latest when none named).',
  query: z.object({ performance_period_id: id.optional() }), data: cardDetail.nullable(),
});
export const approveCard = endpoint({ method: 'PUT', path: '/performance-employee-card/{id}/approve', access: PA.self, summary: 'The owner approves the card (under_objection).', params: cardParams, data: cardDetail });
export const objectionBody = z.object({
  objection_reason_ids: ids.min(1, 'En az bir itiraz nedeni seçiniz.'),
  rejection_description: text(5000).min(1, 'Açıklama alanı gereklidir.'),
});
export type ObjectionBody = z.input<typeof objectionBody>;
export const objectCard = endpoint({ method: 'POST', path: '/performance-card/{id}/objections', access: PA.self, summary: 'The owner objects to the card with reasons and a description.', params: cardParams, body: objectionBody, data: cardDetail });
export const objectionReasons = z.array(z.object({ id: z.number(), name: z.string() }));

// ---- trainings, feedback, managers ----
export const setTrainings = endpoint({ method: 'PUT', path: '/performance-card/trainings/{cardId}', access: PA.edit, summary: 'Trainings suggested on a card.', params: cardIdParams, body: z.object({ performance_training_ids: ids }), data: cardDetail });
export const setFeedback = endpoint({ method: 'PUT', path: '/performance-card/{id}/feedback', access: { anyOf: ['edit-performance-periods', 'view-performance-assessor-cards'] }, summary: 'The interviewer\'s feedback.', params: cardParams, body: z.object({ interviewer_feedback: text(5000) }), data: cardDetail });
const managersData = z.object({ managers: z.array(z.object({ user_id: z.number(), full_name: z.string(), is_interviewer: z.boolean() })) });
export const listManagers = endpoint({ method: 'GET', path: '/performance-card-evalution/managers/{id}', access: PA.cards, summary: 'Assessors of a card.', params: cardParams, data: managersData });
export const editManagersForm = endpoint({ method: 'GET', path: '/performance-card-evalution/managers/{id}/edit', access: PA.edit, summary: 'Assessors form with candidates.', params: cardParams, data: managersData.extend({ candidates: z.array(z.object({ user_id: z.number(), full_name: z.string() })) }) });
export const managersBody = z.object({ managers: z.array(z.object({ user_id: z.coerce.number().int().positive().max(INT_MAX), is_interviewer: z.boolean().default(false) })).min(1, 'En az bir değerlendirici seçiniz.').max(10) });
export const updateManagers = endpoint({ method: 'PUT', path: '/performance-card-evalution/managers/{id}', access: PA.edit, summary: 'Sets the assessors of a card (active period).', params: cardParams, body: managersBody, data: managersData });

// ---- manual add / exclusion ----
export const searchManualEmployee = endpoint({
  method: 'GET', path: '/performance-period/manuel-add-employee/search', access: PA.edit, summary: 'Employees without a card in the period.',
  query: z.object({ q: text(100).min(3, 'En az 3 karakter giriniz.'), period_id: id }), data: z.array(z.object({ id: z.number(), full_name: z.string(), national_id_number: z.string() })),
});
export const manualAddEmployee = endpoint({ method: 'POST', path: '/performance-period/manuel-add-employee', access: PA.edit, summary: 'Adds a card for an employee by hand.', body: z.object({ period_id: id, employee_id: id }), data: cardListRow });
export const reactivateEmployee = endpoint({
  method: 'POST', path: '/performance-period/{p}/performance-card/{c}/employee/{e}/activated', access: PA.edit, summary: 'Takes an excluded employee back into evaluation.',
  params: z.object({ p: id, c: id, e: id }), data: okMessage,
});
export const excludeEmployee = endpoint({ method: 'POST', path: '/performance-period/performance-card/employee/activated/delete/{id}', access: PA.edit, summary: 'Excludes the card\'s employee from evaluation.', params: cardParams, data: okMessage });

// ---- interviewer feedback (HR's list; Apron's own route, docs/decisions/performance.md) ----
export const feedbackFilters = listQuery.extend({
  performance_period_id: id.optional(), full_name: text(100).optional(), security_project_id: id.optional(),
  /** The writer of the feedback (an assessor of the card, or HR). */
  interviewer_full_name: text(100).optional(),
  /** Words in the feedback itself. */
  keyword: text(100).optional(),
  performance_training_id: id.optional(),
});
export const feedbackRow = z.object({
  card_id: z.number(), performance_period_id: z.number(), period_name: z.string(), full_name: z.string(), national_id_number: z.string(),
  security_project_name: z.string().nullable(), interviewer_feedback: z.string(), interviewer_full_name: z.string().nullable(),
  /** True when the writer is the card's interviewer (performance_card_managers.is_interviewer). */
  by_interviewer: z.boolean(), written_at: z.string().nullable(),
  trainings: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;
export const listInterviewerFeedback = endpoint({
  method: 'GET', path: '/performance-interviewer-feedback', access: PA.cards, summary: 'Interviewer feedback of the cards, with their trainings, newest first (HR).',
  query: feedbackFilters, data: z.array(feedbackRow),
});

// ---- rejected cards (objections) ----
export const rejectedFilters = listQuery.extend({ performance_period_id: id.optional() });
export const listRejected = endpoint({ method: 'GET', path: '/performance-card-that-rejected', access: PA.cards, summary: 'Cards their owner objected to.', query: rejectedFilters, data: z.array(cardListRow) });
export const showRejected = endpoint({ method: 'GET', path: '/performance-card-that-rejected/{id}', access: PA.cards, summary: 'One objected card.', params: cardParams, data: cardDetail });
export const downloadRejected = endpoint({ method: 'GET', path: '/performance-card-that-rejected/{id}/download', access: PA.cards, summary: 'The objected card as PDF.', params: cardParams, file: true });
export const downloadRejectedExcel = endpoint({
  method: 'GET', path: '/performance-card-that-rejected-excel-download', access: PA.cards, summary: 'Objected cards as Excel.',
  query: z.object({ performance_period_id: id, performance_card_ids: z.array(id).max(1000).optional() }), file: true,
});
export const decisionBody = z.object({
  objection_decision: z.enum(['accepted', 'refused'], 'Karar seçiniz.'),
  committee_rejection_description: text(5000).min(1, 'Kurul açıklaması alanı gereklidir.'),
  manager_rejection_description: text(5000).nullish(),
});
export type DecisionBody = z.input<typeof decisionBody>;
export const decideObjection = endpoint({
  method: 'PUT', path: '/performance-card/{id}/reject', access: PA.edit,
  summary: 'A second reviewer (not the assessor) decides an objection before the deadline; ?send_message=true tells the employee.',
  params: cardParams, query: z.object({ send_message: queryFlag.optional() }), body: decisionBody, data: cardDetail,
});

// ---- observation notes ----
export const observationNote = z.object({
  id: z.number(), position_id: z.number(), full_name: z.string().nullable(), body: z.string(), date: z.string(),
  author: z.string(), attachments: z.array(z.object({ id: z.number(), name: z.string() })), created_at: z.string(),
  /** The signed-in user wrote it: only the author adds files. */
  can_attach: z.boolean(),
});
export const noteBody = z.object({
  body: text(5000).min(1, 'Not alanı gereklidir.'), position_id: z.coerce.number({ message: 'Personel alanı gereklidir.' }).int().positive().max(INT_MAX),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih alanı gereklidir.'),
});
export type NoteBody = z.input<typeof noteBody>;
export const listNotes = endpoint({ method: 'GET', path: '/performance-observation-note', access: PA.note, summary: 'Observation notes the user wrote (HR: all).', query: listQuery, data: z.array(observationNote) });
export const createNote = endpoint({ method: 'POST', path: '/performance-observation-note', access: PA.note, summary: 'Creates an observation note (cannot be edited later).', body: noteBody, data: observationNote });
export const createNoteForm = endpoint({ method: 'GET', path: '/performance-observation-note/create', access: PA.note, summary: 'Note form: the warning shown before creating.', data: z.object({ warning: z.string() }) });
export const addNoteAttachment = endpoint({ method: 'POST', path: '/performance-observation-note/{id}/attachment', access: PA.note, summary: 'Adds files to the author\'s note.', params: cardParams, multipart: true, data: observationNote });
export const getNoteAttachment = endpoint({ method: 'GET', path: '/performance-observation-note/{id}/attachment/{attachmentId}', access: PA.note, summary: 'A note attachment.', params: z.object({ id, attachmentId: id }), file: true });
export const positionsWithCard = endpoint({
  method: 'GET', path: '/performance/position-with-performance-card', access: PA.note, summary: 'Positions with a card in an active period (note form search).',
  query: z.object({ active_only: queryFlag.optional(), q: text(100).optional() }), data: z.array(z.object({ id: z.number(), full_name: z.string(), card_id: z.number() })),
});

// ---- calibration (beyond the spec) ----
export const calibration = endpoint({
  method: 'GET', path: '/performance-period/{id}/calibration', access: PA.cards, summary: 'Rating distribution per assessor and per project.',
  params: cardParams, data: z.object({
    by_assessor: z.array(z.object({ key: z.string(), total: z.number(), average: z.number().nullable(), high: z.number(), standard: z.number(), substandard: z.number(), low: z.number() })),
    by_project: z.array(z.object({ key: z.string(), total: z.number(), average: z.number().nullable(), high: z.number(), standard: z.number(), substandard: z.number(), low: z.number() })),
  }),
});
export { okMessage };

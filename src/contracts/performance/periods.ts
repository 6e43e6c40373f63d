import { z } from 'zod';
import { endpoint, id, idParams, INT_MAX, listQuery, okMessage, text } from '../http';
import { PA, PERFORMANCE_MESSAGES as M } from './access';
import { criteriaBody } from './criteria';
import { PERIOD_STATUSES } from './period-status';

/** Periods, base scores, extra points, criteria and the calculation job (spec 3 §3, §4, §7 Performance). */
const isoDay = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih gg/aa/yyyy biçiminde olmalıdır.');
const ids = z.array(z.coerce.number().int().positive().max(INT_MAX)).max(500);

export const period = z.object({
  id: z.number(), name: z.string(), start_at: z.string(), end_at: z.string(), status: z.enum(PERIOD_STATUSES),
  objection_deadline: z.string().nullable(), role_group_ids: z.array(z.number()), security_project_ids: z.array(z.number()),
  cards_count: z.number(), calculating: z.boolean(), created_at: z.string(),
});
export type Period = z.infer<typeof period>;

export const periodBody = z.object({
  name: text(255).min(1, 'Dönem Adı alanı gereklidir.'),
  start_at: isoDay, end_at: isoDay,
  /** Only one step forward (period-status.ts); the server refuses any other move. */
  status: z.enum(PERIOD_STATUSES).optional(),
  objection_deadline: isoDay.nullish(),
  role_group_ids: ids.default([]),
  security_project_ids: ids.default([]),
}).refine((b) => b.end_at >= b.start_at, { path: ['end_at'], message: M.endBeforeStart });
export type PeriodBody = z.input<typeof periodBody>;

const periodForm = z.object({ period: period.nullable(), statuses: z.array(z.string()) });
const listFilters = listQuery.extend({ q: text(100).optional(), status: z.enum(PERIOD_STATUSES).optional() });

export const listPeriods = endpoint({ method: 'GET', path: '/performance-period', access: PA.anyCard, summary: 'Performance periods, newest first.', query: listFilters, data: z.array(period) });
export const createPeriodForm = endpoint({ method: 'GET', path: '/performance-period/create', access: PA.create, summary: 'Period create form.', data: periodForm });
export const createPeriod = endpoint({ method: 'POST', path: '/performance-period', access: PA.create, summary: 'Creates a period (status active).', body: periodBody, data: period });
export const showPeriod = endpoint({ method: 'GET', path: '/performance-period/{id}', access: PA.anyCard, summary: 'One period.', params: idParams, data: period });
export const editPeriodForm = endpoint({ method: 'GET', path: '/performance-period/{id}/edit', access: PA.edit, summary: 'Period edit form.', params: idParams, data: periodForm });
export const updatePeriod = endpoint({ method: 'PUT', path: '/performance-period/{id}', access: PA.edit, summary: 'Edits a period; a status change moves one step forward only.', params: idParams, body: periodBody, data: period });
export const deletePeriod = endpoint({ method: 'DELETE', path: '/performance-period/{id}', access: PA.delete, summary: 'Deletes a period without cards.', params: idParams, data: okMessage });

// ---- base scores ----
export const baseScore = z.object({
  id: z.number(), performance_period_id: z.number(), period_name: z.string(), security_project_id: z.number(),
  security_project_name: z.string().nullable(), role_group_ids: z.array(z.number()), base_score: z.number(), created_at: z.string(),
});
export type BaseScore = z.infer<typeof baseScore>;
export const baseScoreBody = z.object({
  performance_period_id: z.coerce.number({ message: 'Dönem alanı gereklidir.' }).int().positive().max(INT_MAX),
  security_project_id: z.coerce.number({ message: 'Proje alanı gereklidir.' }).int().positive().max(INT_MAX),
  role_group_ids: ids.default([]),
  base_score: z.coerce.number({ message: 'Baz Puan alanı gereklidir.' }).min(0).max(100),
});
export type BaseScoreBody = z.input<typeof baseScoreBody>;
const baseScoreForm = z.object({ base_score: baseScore.nullable(), periods: z.array(z.object({ id: z.number(), name: z.string() })), security_projects: z.array(z.object({ id: z.number(), name: z.string() })) });
const baseScoreQuery = listQuery.extend({ performance_period_id: id.optional(), security_project_id: id.optional() });

export const listBaseScores = endpoint({ method: 'GET', path: '/performance-period-base-score', access: PA.read, summary: 'Base scores per period and project.', query: baseScoreQuery, data: z.array(baseScore) });
export const createBaseScoreForm = endpoint({ method: 'GET', path: '/performance-period-base-score/create', access: PA.create, summary: 'Base score form.', data: baseScoreForm });
export const createBaseScore = endpoint({ method: 'POST', path: '/performance-period-base-score', access: PA.create, summary: 'Creates a base score.', body: baseScoreBody, data: baseScore });
export const showBaseScore = endpoint({ method: 'GET', path: '/performance-period-base-score/{id}', access: PA.read, summary: 'One base score.', params: idParams, data: baseScore });
export const editBaseScoreForm = endpoint({ method: 'GET', path: '/performance-period-base-score/{id}/edit', access: PA.edit, summary: 'Base score edit form.', params: idParams, data: baseScoreForm });
export const updateBaseScore = endpoint({ method: 'PUT', path: '/performance-period-base-score/{id}', access: PA.edit, summary: 'Edits a base score.', params: idParams, body: baseScoreBody, data: baseScore });
export const deleteBaseScore = endpoint({ method: 'DELETE', path: '/performance-period-base-score/{id}', access: PA.delete, summary: 'Deletes a base score.', params: idParams, data: okMessage });
export const searchBaseScoreProjects = endpoint({
  method: 'GET', path: '/performance-period-base-score/security_project-search', access: PA.read, summary: 'Projects with a base score in the period.',
  query: z.object({ performance_period_id: id }), data: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const searchBaseScoreRoleGroups = endpoint({
  method: 'GET', path: '/performance-period-base-score/security_project-role_group-search', access: PA.read,
  summary: 'Role groups with a base score in the period and project.',
  query: z.object({ performance_period_id: id, security_project_id: id }), data: z.array(z.object({ id: z.number(), name: z.string() })),
});

// ---- extra points ----
export const extraPoint = z.object({ id: z.number(), name: z.string(), point: z.number(), created_at: z.string() });
export type ExtraPoint = z.infer<typeof extraPoint>;
export const extraPointBody = z.object({
  name: text(255).min(1, 'Ad alanı gereklidir.'),
  point: z.coerce.number({ message: 'Puan alanı gereklidir.' }).min(-100).max(100),
});
export type ExtraPointBody = z.input<typeof extraPointBody>;
const extraPointQuery = listQuery.extend({ point: z.coerce.number().min(-100).max(100).optional() });
export const listExtraPoints = endpoint({ method: 'GET', path: '/performance-extra-point', access: PA.read, summary: 'Extra points.', query: extraPointQuery, data: z.array(extraPoint) });
export const createExtraPointForm = endpoint({ method: 'GET', path: '/performance-extra-point/create', access: PA.create, summary: 'Extra point form.', data: z.object({ extra_point: extraPoint.nullable() }) });
export const createExtraPoint = endpoint({ method: 'POST', path: '/performance-extra-point', access: PA.create, summary: 'Creates an extra point.', body: extraPointBody, data: extraPoint });
export const showExtraPoint = endpoint({ method: 'GET', path: '/performance-extra-point/{id}', access: PA.read, summary: 'One extra point.', params: idParams, data: extraPoint });
export const editExtraPointForm = endpoint({ method: 'GET', path: '/performance-extra-point/{id}/edit', access: PA.edit, summary: 'Extra point edit form.', params: idParams, data: z.object({ extra_point: extraPoint.nullable() }) });
export const updateExtraPoint = endpoint({ method: 'PUT', path: '/performance-extra-point/{id}', access: PA.edit, summary: 'Edits an extra point.', params: idParams, body: extraPointBody, data: extraPoint });
export const deleteExtraPoint = endpoint({ method: 'DELETE', path: '/performance-extra-point/{id}', access: PA.delete, summary: 'Deletes an extra point.', params: idParams, data: okMessage });

// ---- criteria ----
export const criterionRow = z.object({
  id: z.number(), name: z.string(), type: z.enum(['i', 'b']), source_type_id: z.number().nullable(), criterion_entry_limit: z.number(),
  weight: z.number(), unit_point: z.number(), standard_goal: z.number(), substandard_goal: z.number(),
  options: z.array(z.object({ id: z.number(), name: z.string(), point: z.number() })),
});
export type CriterionRow = z.infer<typeof criterionRow>;
const criteriaData = z.object({ period, criterias: z.array(criterionRow), source_types: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })) });
export const getCriteria = endpoint({ method: 'GET', path: '/performance-period/{id}/criterias', access: PA.read, summary: 'Criteria of a period.', params: idParams, data: criteriaData });
export const putCriteria = endpoint({ method: 'PUT', path: '/performance-period/{id}/criterias', access: PA.edit, summary: 'Replaces the criteria of an active period.', params: idParams, body: criteriaBody, data: criteriaData });

// ---- calculation ----
export const calculationRun = z.object({
  id: z.number(), performance_period_id: z.number(), status: z.string(), total: z.number(), processed: z.number(), created_at: z.string(),
});
export const listCalculations = endpoint({
  method: 'GET', path: '/run-employee-card-calculation', access: PA.read,
  summary: 'Calculation jobs still queued or running (the period list polls this every 10 s while one exists).',
  query: z.object({ performance_period_id: id.optional() }), data: z.array(calculationRun),
});
export const runCalculation = endpoint({
  method: 'POST', path: '/run-employee-card-calculation', access: PA.edit,
  summary: 'Creates the missing cards of an active period and queues the calculation job.',
  body: z.object({ performance_period_id: id }), data: calculationRun,
});
export const sendNonRespondentMail = endpoint({
  method: 'POST', path: '/performance-period/{id}/send-email-to-non-respondent-evaluators', access: PA.mail,
  summary: 'E-mails every assessor who has cards without a vote.', params: idParams, body: z.object({ period_id: id.optional() }).default({}),
  data: z.object({ message: z.string(), sent: z.number() }),
});
export const downloadPeriod = endpoint({ method: 'GET', path: '/performance-period/{id}/download', access: PA.cards, summary: 'Every card of the period as Excel.', params: idParams, file: true });

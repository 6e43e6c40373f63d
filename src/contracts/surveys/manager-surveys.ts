import { z } from 'zod';
import { audienceEntry, audienceList } from '../correspondence/audience';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { MIN_RESULT_GROUP } from './rules';
import { choice, SURVEY_ACCESS } from './surveys';

/**
 * Manager surveys (spec 3 §3: survey_id, role_id, min_answer_select, receivers; §7 "Manager
 * survey"): the receivers answer a survey about their manager — the holder of `role_id` in their
 * department, or the nearest department above it. Results only in groups of at least
 * MIN_RESULT_GROUP responses (docs/decisions/surveys.md).
 */
export const MANAGER_SURVEY_MESSAGES = {
  created: 'Yönetici anketi başarıyla oluşturuldu.',
  updated: 'Yönetici anketi başarıyla güncellendi.',
  deleted: 'Yönetici anketi başarıyla silindi.',
  notFound: 'Yönetici anketi bulunamadı.',
  minAnswerRange: 'En az cevaplanacak soru sayısı 1 ile anketin soru sayısı arasında olmalıdır.',
  receiversRequired: 'En az bir alıcı seçiniz.',
  someReceiversMissing: 'Seçilen alıcılardan bazıları bulunamadı.',
  roleMissing: 'Seçilen rol bulunamadı.',
  surveyMissing: 'Seçilen anket bulunamadı.',
  answeredLocked: 'Bu yönetici anketine cevap verildi; anketi ve rolü değiştirilemez.',
  reportForbidden: 'Raporu yalnızca anket yöneticisi veya anketi oluşturan indirebilir.',
  notReceiver: 'Bu anket size gönderilmedi.',
  notStarted: 'Anket henüz başlamadı.',
  notYourManager: 'Seçilen kişi bu anketteki yöneticiniz değil.',
  alreadyAnswered: 'Bu yönetici için anketi zaten cevapladınız.',
  tooFewAnswers: 'En az {count} soruyu cevaplamalısınız.',
  answerNotOfQuestion: 'Seçilen cevap bu sorunun cevaplarından değil.',
  questionNotInSurvey: 'Bu soru ankette yok.',
  questionTwice: 'Bir soru bir kez cevaplanabilir.',
  answered: 'Cevaplarınız kaydedildi. Teşekkür ederiz.',
  suppressed: `${MIN_RESULT_GROUP} kişiden az cevap: sonuçlar gizli`,
} as const;
const M = MANAGER_SURVEY_MESSAGES;

export const managerSurveyItem = z.object({
  id: z.number(),
  survey_id: z.number(),
  survey_name: z.string(),
  start_date: z.string(),
  role_id: z.number(),
  role_name: z.string(),
  min_answer_select: z.number(),
  questions_count: z.number(),
  receivers: z.array(audienceEntry),
  response_count: z.number(),
  created_by_user_id: z.number().nullable(),
  created_by_name: z.string().nullable(),
  /** manager-survey-admin, or the creator (spec 3 §6). */
  can_download: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagerSurveyItem = z.infer<typeof managerSurveyItem>;

export const managerSurveyBody = z.object({
  survey_id: id,
  role_id: id,
  min_answer_select: z.coerce.number().int(M.minAnswerRange).min(1, M.minAnswerRange).max(200, M.minAnswerRange),
  receivers: audienceList.refine((l) => l.length > 0, M.receiversRequired),
});
export type ManagerSurveyBody = z.input<typeof managerSurveyBody>;

export const managerSurveyForm = z.object({
  manager_survey: managerSurveyItem.nullable(),
  surveys: z.array(choice.extend({ questions_count: z.number() })),
  roles: z.array(choice),
});

const access = SURVEY_ACCESS;
const path = '/manager-survey';
export const managerSurveyApi = {
  list: endpoint({ method: 'GET', path, access, summary: 'Manager surveys: list, paged, keyword filter.', query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(managerSurveyItem) }),
  createForm: endpoint({ method: 'GET', path: `${path}/create`, access, summary: 'Manager survey: create form.', data: managerSurveyForm }),
  create: endpoint({ method: 'POST', path, access, summary: 'Manager survey: create.', body: managerSurveyBody, data: managerSurveyItem }),
  show: endpoint({ method: 'GET', path: `${path}/{id}`, access, summary: 'Manager survey: one.', params: idParams, data: managerSurveyItem }),
  editForm: endpoint({ method: 'GET', path: `${path}/{id}/edit`, access, summary: 'Manager survey: edit form.', params: idParams, data: managerSurveyForm }),
  update: endpoint({ method: 'PUT', path: `${path}/{id}`, access, summary: 'Manager survey: update.', params: idParams, body: managerSurveyBody, data: managerSurveyItem }),
  remove: endpoint({ method: 'DELETE', path: `${path}/{id}`, access, summary: 'Manager survey: delete (soft).', params: idParams, data: okMessage }),
};

/** A manager evaluated by the survey: a live position holding the survey's role. */
export const managerPosition = z.object({
  id: z.number(),
  full_name: z.string(),
  role_name: z.string(),
  department_name: z.string(),
  response_count: z.number(),
});
export type ManagerPosition = z.infer<typeof managerPosition>;

export const managerSurveyPositions = endpoint({
  method: 'GET', path: `${path}/{id}/positions`, access, summary: 'The manager positions a manager survey evaluates, with their response counts.',
  params: idParams, query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(managerPosition),
});

export const reportQuery = z.object({
  /** None = every position (the page-wide selection is sent as none, spec 3 §5). */
  position_ids: z.array(id).max(1000).default([]),
  /** The respondents' role; none = every role. */
  role_id: id.optional(),
});
export const managerSurveyReport = endpoint({
  method: 'GET', path: `${path}/{id}/report`, access, file: true, params: idParams, query: reportQuery,
  summary: 'Excel report: answer counts per manager position, groups under the minimum hidden. manager-survey-admin or the creator.',
});

// ---- The respondent ------------------------------------------------------------------

export const assignedManagerSurvey = z.object({
  id: z.number(),
  survey_name: z.string(),
  start_date: z.string(),
  min_answer_select: z.number(),
  questions_count: z.number(),
  role_name: z.string(),
  /** Managers of the respondent not yet answered about. */
  pending: z.number(),
});
export const assignedManagerSurveys = endpoint({
  method: 'GET', path: `${path}/assigned`, access: 'signed-in', summary: 'Manager surveys sent to the signed-in user that have started.',
  data: z.array(assignedManagerSurvey),
});

export const answerFormData = z.object({
  id: z.number(),
  survey_name: z.string(),
  min_answer_select: z.number(),
  questions: z.array(choice.extend({ answers: z.array(choice) })),
  managers: z.array(z.object({ position_id: z.number(), full_name: z.string(), role_name: z.string(), department_name: z.string(), answered: z.boolean() })),
});
export const managerSurveyAnswerForm = endpoint({
  method: 'GET', path: `${path}/{id}/answer`, access: 'signed-in', params: idParams, data: answerFormData,
  summary: 'The questions and the respondent\'s managers (receivers only).',
});

export const answerBodySchema = z.object({
  manager_position_id: id,
  answers: z.array(z.object({ question_id: id, answer_id: id })).max(200),
});
export type ManagerSurveyAnswerBody = z.input<typeof answerBodySchema>;
export const answerManagerSurvey = endpoint({
  method: 'POST', path: `${path}/{id}/answer`, access: 'signed-in', params: idParams, body: answerBodySchema, data: okMessage,
  summary: 'A receiver answers the survey about one of their managers; at least min_answer_select questions.',
});

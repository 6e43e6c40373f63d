import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text, type Access } from '../http';

/**
 * Surveys, questions and answers (spec 3 §3 "Surveys and training", §7 reference-list pattern for
 * api/survey, api/question, api/answer). Apron serves them under its own /api base: /api/survey …
 * (docs/decisions/surveys.md). A survey holds ordered questions, a question its ordered answers.
 */
export const SURVEY_ACCESS: Access = { anyOf: ['manage-manager-survey', 'manager-survey-admin'] };

/** Spec 3 §8: "Turkish confirmations for … surveys". */
export const SURVEY_MESSAGES = {
  surveyCreated: 'Anket başarıyla oluşturuldu.',
  surveyUpdated: 'Anket başarıyla güncellendi.',
  surveyDeleted: 'Anket başarıyla silindi.',
  surveyNotFound: 'Anket bulunamadı.',
  questionCreated: 'Soru başarıyla oluşturuldu.',
  questionUpdated: 'Soru başarıyla güncellendi.',
  questionDeleted: 'Soru başarıyla silindi.',
  questionNotFound: 'Soru bulunamadı.',
  answerCreated: 'Cevap başarıyla oluşturuldu.',
  answerUpdated: 'Cevap başarıyla güncellendi.',
  answerDeleted: 'Cevap başarıyla silindi.',
  answerNotFound: 'Cevap bulunamadı.',
  required: 'Bu alan zorunludur.',
  startBeforeMin: 'Başlangıç tarihi bugünden önce olamaz.',
  questionTwice: 'Bir soru ankete bir kez eklenebilir.',
  answerTwice: 'Bir cevap soruya bir kez eklenebilir.',
  someQuestionsMissing: 'Seçilen sorulardan bazıları bulunamadı.',
  someAnswersMissing: 'Seçilen cevaplardan bazıları bulunamadı.',
  questionsRequired: 'En az bir soru seçiniz.',
  answersRequired: 'En az iki cevap seçiniz.',
  surveyInUse: 'Bu anket bir yönetici anketinde kullanılıyor; silinemez.',
  questionInUse: 'Bu soru bir ankette kullanılıyor; silinemez.',
  answerInUse: 'Bu cevap bir soruda kullanılıyor; silinemez.',
  surveyAnswered: 'Bu ankete cevap verildi; soruları değiştirilemez.',
} as const;
const M = SURVEY_MESSAGES;

const name = text(500).min(1, M.required);
const unique = (list: number[]) => new Set(list).size === list.length;

export const choice = z.object({ id: z.number(), name: z.string() });
export type Choice = z.infer<typeof choice>;

export const surveyItem = z.object({
  id: z.number(),
  name: z.string(),
  /** YYYY-MM-DD */
  start_date: z.string(),
  question_ids: z.array(z.number()),
  questions: z.array(choice),
  questions_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SurveyItem = z.infer<typeof surveyItem>;

export const surveyBody = z.object({
  name,
  start_date: z.iso.date({ message: 'Tarih gg/aa/yyyy biçiminde olmalıdır.' }),
  question_ids: z.array(id).min(1, M.questionsRequired).max(200).refine(unique, M.questionTwice),
});
export type SurveyBody = z.input<typeof surveyBody>;

/** The form: the item (edit mode), every question to choose from, and the earliest start date allowed. */
export const surveyForm = z.object({ survey: surveyItem.nullable(), questions: z.array(choice), start_min: z.string() });

export const questionItem = z.object({
  id: z.number(),
  name: z.string(),
  answer_ids: z.array(z.number()),
  answers: z.array(choice),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuestionItem = z.infer<typeof questionItem>;

export const questionBody = z.object({
  name,
  answer_ids: z.array(id).min(2, M.answersRequired).max(50).refine(unique, M.answerTwice),
});
export type QuestionBody = z.input<typeof questionBody>;
export const questionForm = z.object({ question: questionItem.nullable(), answers: z.array(choice) });

export const answerItem = z.object({ id: z.number(), name: z.string(), created_at: z.string(), updated_at: z.string() });
export type AnswerItem = z.infer<typeof answerItem>;
export const answerBody = z.object({ name });
export type AnswerBody = z.input<typeof answerBody>;
export const answerForm = z.object({ answer: answerItem.nullable() });

const keywordQuery = listQuery.extend({ keyword: text(100).optional() });

/** The spec's list / create / store / show / edit / update / delete for one path. */
function crud<I extends z.ZodType, B extends z.ZodType, F extends z.ZodType>(path: string, noun: string, item: I, body: B, form: F) {
  const access = SURVEY_ACCESS;
  return {
    list: endpoint({ method: 'GET', path, access, summary: `${noun}: list, paged, keyword filter.`, query: keywordQuery, data: z.array(item) }),
    createForm: endpoint({ method: 'GET', path: `${path}/create`, access, summary: `${noun}: create form.`, data: form }),
    create: endpoint({ method: 'POST', path, access, summary: `${noun}: create.`, body, data: item }),
    show: endpoint({ method: 'GET', path: `${path}/{id}`, access, summary: `${noun}: one.`, params: idParams, data: item }),
    editForm: endpoint({ method: 'GET', path: `${path}/{id}/edit`, access, summary: `${noun}: edit form.`, params: idParams, data: form }),
    update: endpoint({ method: 'PUT', path: `${path}/{id}`, access, summary: `${noun}: update.`, params: idParams, body, data: item }),
    remove: endpoint({ method: 'DELETE', path: `${path}/{id}`, access, summary: `${noun}: delete (soft).`, params: idParams, data: okMessage }),
  };
}

export const surveyApi = crud('/survey', 'Survey', surveyItem, surveyBody, surveyForm);
export const questionApi = crud('/question', 'Question', questionItem, questionBody, questionForm);
export const answerApi = crud('/answer', 'Answer', answerItem, answerBody, answerForm);

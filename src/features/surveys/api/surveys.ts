import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerManagerSurvey, assignedManagerSurveys, managerSurveyAnswerForm, managerSurveyApi, managerSurveyPositions, managerSurveyReport,
  type ManagerSurveyAnswerBody, type ManagerSurveyBody,
} from '@/contracts/surveys/manager-surveys';
import { answerApi, questionApi, surveyApi, type AnswerBody, type QuestionBody, type SurveyBody } from '@/contracts/surveys/surveys';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';

export const SURVEYS_KEY = ['surveys'] as const;
export type CatalogueKind = 'survey' | 'question' | 'answer';
export const CATALOGUE = { survey: surveyApi, question: questionApi, answer: answerApi } as const;

const listQuery = (p: ListParams) => ({ query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });
export const fetchSurveys = (p: ListParams) => call(surveyApi.list, listQuery(p));
export const fetchQuestions = (p: ListParams) => call(questionApi.list, listQuery(p));
export const fetchAnswers = (p: ListParams) => call(answerApi.list, listQuery(p));
export const fetchManagerSurveys = (p: ListParams) => call(managerSurveyApi.list, listQuery(p));

/** The create form (no id) or the edit form (an id): "create or update mode according to the route" (spec 3 §4). */
export const useSurveyForm = (id?: number) => useQuery({
  queryKey: [...SURVEYS_KEY, 'survey-form', id ?? 'new'],
  queryFn: () => (id ? data(surveyApi.editForm, { params: { id } }) : data(surveyApi.createForm)),
});
export const useQuestionForm = (id?: number) => useQuery({
  queryKey: [...SURVEYS_KEY, 'question-form', id ?? 'new'],
  queryFn: () => (id ? data(questionApi.editForm, { params: { id } }) : data(questionApi.createForm)),
});
export const useAnswerForm = (id?: number) => useQuery({
  queryKey: [...SURVEYS_KEY, 'answer-form', id ?? 'new'],
  queryFn: () => (id ? data(answerApi.editForm, { params: { id } }) : data(answerApi.createForm)),
});
export const useManagerSurveyForm = (id?: number) => useQuery({
  queryKey: [...SURVEYS_KEY, 'manager-survey-form', id ?? 'new'],
  queryFn: () => (id ? data(managerSurveyApi.editForm, { params: { id } }) : data(managerSurveyApi.createForm)),
});
export const useManagerSurvey = (id: number) => useQuery({
  queryKey: [...SURVEYS_KEY, 'manager-survey', id], queryFn: () => data(managerSurveyApi.show, { params: { id } }),
});

function useSave<B>(save: (body: B) => Promise<{ helper_data: Record<string, unknown> }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS_KEY }) });
}
export const useSaveSurvey = (id?: number) => useSave((body: SurveyBody) => (id ? call(surveyApi.update, { params: { id }, body }) : call(surveyApi.create, { body })));
export const useSaveQuestion = (id?: number) => useSave((body: QuestionBody) => (id ? call(questionApi.update, { params: { id }, body }) : call(questionApi.create, { body })));
export const useSaveAnswer = (id?: number) => useSave((body: AnswerBody) => (id ? call(answerApi.update, { params: { id }, body }) : call(answerApi.create, { body })));
export const useSaveManagerSurvey = (id?: number) =>
  useSave((body: ManagerSurveyBody) => (id ? call(managerSurveyApi.update, { params: { id }, body }) : call(managerSurveyApi.create, { body })));

export function useRemove(kind: CatalogueKind | 'manager-survey') {
  const client = useQueryClient();
  const api = kind === 'manager-survey' ? managerSurveyApi : CATALOGUE[kind];
  return useMutation({
    mutationFn: (id: number) => data(api.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
}

export const fetchPositions = (id: number) => (p: ListParams) => call(managerSurveyPositions, { params: { id }, ...listQuery(p) });
export const downloadReport = (id: number, positionIds: number[], roleId: number | null) =>
  download(managerSurveyReport, { params: { id }, query: { position_ids: positionIds, ...(roleId ? { role_id: roleId } : {}) } }, `yonetici-anketi-${id}.xlsx`);

export const useAssigned = () => useQuery({ queryKey: [...SURVEYS_KEY, 'assigned'], queryFn: () => data(assignedManagerSurveys) });
export const useAnswerSheet = (id: number) => useQuery({ queryKey: [...SURVEYS_KEY, 'answer-sheet', id], queryFn: () => data(managerSurveyAnswerForm, { params: { id } }) });
export function useAnswerManagerSurvey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagerSurveyAnswerBody) => data(answerManagerSurvey, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
}

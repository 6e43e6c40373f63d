import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerSurvey, surveyReport } from '@/contracts/correspondence/correspondence';
import { data } from '@/lib/api/client';
import { CORRESPONDENCE_KEY } from './keys';
import { LABEL_COUNT_KEY } from './shell-routes';

/**
 * A receiver's answers to a survey item (POST /api/survey/{id}/answer); answering marks it read.
 * The mandatory list is left alone: the gate steps to the next item itself.
 */
export function useAnswerSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { survey_id: number; correspondence_id: number; answers: { question_id: number; answer_id: number }[] }) =>
      data(answerSurvey, { params: { id: v.survey_id }, body: { correspondence_id: v.correspondence_id, answers: v.answers } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CORRESPONDENCE_KEY, predicate: (q) => q.queryKey[1] !== 'mandatory' });
      void client.invalidateQueries({ queryKey: LABEL_COUNT_KEY });
    },
  });
}

export const useSurveyReport = (correspondenceId: number, enabled: boolean) => useQuery({
  queryKey: [...CORRESPONDENCE_KEY, 'survey-report', correspondenceId],
  queryFn: () => data(surveyReport, { query: { correspondence_id: correspondenceId } }),
  enabled,
});

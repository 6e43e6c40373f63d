import { IonButton, IonRadio, IonRadioGroup } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrespondenceDetails } from '@/contracts/correspondence/correspondence';
import { reportError } from '@/lib/api/query-client';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { toasts } from '@/lib/ui/toasts';
import { useAnswerSurvey } from '../api/surveys';

/**
 * The survey inside a survey correspondence (spec 3 §3, §7): one answer to every question, sent
 * once; `onAnswered` lets the mandatory gate move on.
 */
export function SurveyAnswer({ item, onAnswered }: { item: CorrespondenceDetails; onAnswered?: () => void }) {
  const { t } = useTranslation('correspondence');
  const send = useAnswerSurvey();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const survey = item.survey;
  if (!survey) return null;
  if (item.survey_answered) return <p data-testid="survey-answered">{t('survey.answered')}</p>;
  const complete = survey.questions.every((q) => answers[q.id]);

  const submit = async () => {
    try {
      const r = await send.mutateAsync({
        survey_id: survey.id, correspondence_id: item.id,
        answers: survey.questions.map((q) => ({ question_id: q.id, answer_id: answers[q.id]! })),
      });
      toasts.success(r.message);
      onAnswered?.();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <form className="apron-form correspondence-survey" onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="survey-answer">
      <h3>{survey.name}</h3>
      {survey.questions.map((q, i) => (
        <FormField key={q.id}>
          <fieldset data-testid={`survey-question-${i}`}>
            <legend>{`${i + 1}. ${q.name}`}</legend>
            <IonRadioGroup value={answers[q.id]} onIonChange={(e) => setAnswers((s) => ({ ...s, [q.id]: Number(e.detail.value) }))}>
              {q.answers.map((a, j) => (
                <div key={a.id}>
                  <IonRadio value={a.id} labelPlacement="end" justify="start" data-testid={`survey-answer-${i}-${j}`}>{a.name}</IonRadio>
                </div>
              ))}
            </IonRadioGroup>
          </fieldset>
        </FormField>
      ))}
      <FormActions>
        <IonButton type="submit" disabled={!complete || send.isPending} data-testid="survey-send">{t('survey.send')}</IonButton>
      </FormActions>
    </form>
  );
}

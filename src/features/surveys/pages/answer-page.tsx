import { IonButton, IonRadio, IonRadioGroup } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { reportError } from '@/lib/api/query-client';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useAnswerManagerSurvey, useAnswerSheet } from '../api/surveys';

/** /manager-survey/{id}/answer: a receiver answers the survey about one of their managers (at least min_answer_select questions). */
export default function AnswerPage() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const sheet = useAnswerSheet(id);
  const send = useAnswerManagerSurvey(id);
  const [manager, setManager] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const open = sheet.data?.managers.filter((m) => !m.answered) ?? [];
  const chosen = manager ?? (open.length === 1 ? open[0]!.position_id : null);
  const count = Object.keys(answers).length;
  const enough = !!sheet.data && count >= sheet.data.min_answer_select;

  const submit = async () => {
    if (!chosen) return;
    try {
      const r = await send.mutateAsync({ manager_position_id: chosen, answers: Object.entries(answers).map(([q, a]) => ({ question_id: Number(q), answer_id: a })) });
      toasts.success(r.message);
      navigate('/manager-survey/my', { replace: true });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Page title={sheet.data?.survey_name ?? t('answerSheet.title')} backHref="/manager-survey/my">
      {sheet.isPending ? <Loading /> : sheet.isError ? <LoadError onRetry={() => void sheet.refetch()} /> : (
        <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="answer-sheet">
          {open.length === 0 ? <p>{t('answerSheet.noManager')}</p> : (
            <SelectInput label={t('answerSheet.manager')} value={chosen ?? ''} emptyOption={t('select')} onChange={(v) => setManager(Number(v) || null)}
              options={open.map((m) => ({ value: m.position_id, label: `${m.full_name} · ${m.role_name} · ${m.department_name}` }))} testId="answer-sheet-manager" />
          )}
          <p>{t('answerSheet.minimum', { count: sheet.data.min_answer_select, answered: count })}</p>
          {sheet.data.questions.map((q, i) => (
            <FormField key={q.id}>
              <fieldset data-testid={`answer-sheet-question-${q.id}`}>
                <legend>{`${i + 1}. ${q.name}`}</legend>
                <IonRadioGroup value={answers[q.id]} allowEmptySelection onIonChange={(e) => setAnswers((s) => {
                  const next = { ...s };
                  if (e.detail.value) next[q.id] = Number(e.detail.value);
                  else delete next[q.id];
                  return next;
                })}>
                  {q.answers.map((a) => (
                    <div key={a.id}>
                      <IonRadio value={a.id} labelPlacement="end" justify="start" data-testid={`answer-sheet-${q.id}-${a.id}`}>{a.name}</IonRadio>
                    </div>
                  ))}
                </IonRadioGroup>
              </fieldset>
            </FormField>
          ))}
          <FormActions>
            <IonButton type="submit" disabled={!chosen || !enough || send.isPending} data-testid="answer-sheet-send">{t('answerSheet.send')}</IonButton>
          </FormActions>
        </form>
      )}
    </Page>
  );
}

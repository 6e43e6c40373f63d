import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { surveyBody, SURVEY_MESSAGES, type Choice, type SurveyBody, type SurveyItem } from '@/contracts/surveys/surveys';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useSaveSurvey, useSurveyForm } from '../api/surveys';
import { ChoicePicker } from '../components/choice-picker';

/** /survey/create and /survey/{id}/edit: name, start date (minimum today or the date already given) and ordered questions. */
export default function SurveyStorePage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id) || undefined;
  const form = useSurveyForm(id);
  return (
    <Page title={t(id ? 'survey.editTitle' : 'survey.createTitle')} backHref="/survey/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} />
        : <SurveyForm key={id ?? 'new'} item={form.data.survey} questions={form.data.questions} startMin={form.data.start_min} />}
    </Page>
  );
}

function SurveyForm({ item, questions, startMin }: { item: SurveyItem | null; questions: Choice[]; startMin: string }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const save = useSaveSurvey(item?.id);
  const schema = surveyBody.refine((b) => b.start_date >= startMin, { path: ['start_date'], message: SURVEY_MESSAGES.startBeforeMin });
  const form = useForm<SurveyBody>({
    resolver: zodResolver(schema, { error: labelledErrorMap({ name: t('survey.name'), start_date: t('survey.start_date'), question_ids: t('survey.questions') }) }),
    defaultValues: { name: item?.name ?? '', start_date: item?.start_date ?? startMin, question_ids: item?.question_ids ?? [] },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      toasts.success(String((await save.mutateAsync(body)).helper_data.message ?? ''));
      navigate('/survey/list', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'start_date', 'question_ids']);
    }
  });
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="survey-form">
      <TextField control={form.control} name="name" label={t('survey.name')} maxlength={500} testId="survey-name" />
      <Controller control={form.control} name="start_date" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <DateInput label={t('survey.start_date')} labelPlacement="stacked" min={startMin} value={field.value} onChange={field.onChange} onBlur={field.onBlur} data-testid="survey-start-date" />
        </FormField>
      )} />
      <Controller control={form.control} name="question_ids" render={({ field, fieldState }) => (
        <ChoicePicker label={t('survey.questions')} choices={questions} value={field.value as number[]} onChange={field.onChange} error={fieldState.error?.message} testId="survey-questions" />
      )} />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="survey-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { managerSurveyBody, type ManagerSurveyBody, type managerSurveyForm } from '@/contracts/surveys/manager-surveys';
import { minAnswerChoices } from '@/contracts/surveys/rules';
import { AudiencePicker, type PickedEntry } from '@/lib/people/audience-picker';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useManagerSurveyForm, useSaveManagerSurvey } from '../api/surveys';

type FormData = z.infer<typeof managerSurveyForm>;
type Values = { survey_id: number | string; role_id: number | string; min_answer_select: number | string; receivers: PickedEntry[] };

/** /manager-survey/create and /manager-survey/{id}/edit: survey, evaluated role, min_answer_select (1 to questions_count), receivers. */
export default function ManagerSurveyStorePage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id) || undefined;
  const form = useManagerSurveyForm(id);
  return (
    <Page title={t(id ? 'managerSurvey.editTitle' : 'managerSurvey.createTitle')} backHref="/manager-survey/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : <ManagerSurveyForm key={id ?? 'new'} data={form.data} />}
    </Page>
  );
}

function ManagerSurveyForm({ data }: { data: FormData }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const item = data.manager_survey;
  const save = useSaveManagerSurvey(item?.id);
  const labels = { survey_id: t('managerSurvey.survey'), role_id: t('managerSurvey.role'), min_answer_select: t('managerSurvey.min_answer_select'), receivers: t('managerSurvey.receivers') };
  const form = useForm<Values>({
    resolver: zodResolver(managerSurveyBody, { error: labelledErrorMap(labels) }) as never,
    defaultValues: {
      survey_id: item?.survey_id ?? '', role_id: item?.role_id ?? '', min_answer_select: item?.min_answer_select ?? 1,
      receivers: item?.receivers.map((r) => ({ type: r.type, id: r.id, name: r.name })) ?? [],
    },
  });
  const surveyId = Number(useWatch({ control: form.control, name: 'survey_id' }));
  const questionsCount = data.surveys.find((s) => s.id === surveyId)?.questions_count ?? 0;
  const submit = form.handleSubmit(async (values) => {
    const body: ManagerSurveyBody = {
      survey_id: Number(values.survey_id), role_id: Number(values.role_id), min_answer_select: Number(values.min_answer_select),
      receivers: values.receivers.map(({ type, id }) => ({ type, id })),
    };
    try {
      toasts.success(String((await save.mutateAsync(body)).helper_data.message ?? ''));
      navigate('/manager-survey/list', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, Object.keys(labels));
    }
  });
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="manager-survey-form">
      <Controller control={form.control} name="survey_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.survey_id} value={field.value} emptyOption={t('select')} testId="manager-survey-survey"
            options={data.surveys.map((s) => ({ value: s.id, label: `${s.name} (${t('managerSurvey.questionsCount', { count: s.questions_count })})` }))}
            onChange={(v) => { field.onChange(v); form.setValue('min_answer_select', 1); }} />
        </FormField>
      )} />
      <Controller control={form.control} name="role_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message} helper={t('managerSurvey.roleHelp')}>
          <SelectInput label={labels.role_id} value={field.value} emptyOption={t('select')} onChange={field.onChange} testId="manager-survey-role"
            options={data.roles.map((r) => ({ value: r.id, label: r.name }))} />
        </FormField>
      )} />
      <Controller control={form.control} name="min_answer_select" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.min_answer_select} value={field.value} onChange={field.onChange} testId="manager-survey-min"
            options={minAnswerChoices(questionsCount).map((n) => ({ value: n, label: String(n) }))} />
        </FormField>
      )} />
      <Controller control={form.control} name="receivers" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <AudiencePicker label={labels.receivers} value={field.value} onChange={field.onChange} testId="manager-survey-receivers" words={{ ns: 'surveys', prefix: 'receivers' }} />
        </FormField>
      )} />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="manager-survey-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

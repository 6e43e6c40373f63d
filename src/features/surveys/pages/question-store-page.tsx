import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { questionBody, type Choice, type QuestionBody, type QuestionItem } from '@/contracts/surveys/surveys';
import { FormActions } from '@/lib/forms/components/form-actions';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useQuestionForm, useSaveQuestion } from '../api/surveys';
import { ChoicePicker } from '../components/choice-picker';

/** /question/create and /question/{id}/edit: a question and its ordered answers. */
export default function QuestionStorePage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id) || undefined;
  const form = useQuestionForm(id);
  return (
    <Page title={t(id ? 'question.editTitle' : 'question.createTitle')} backHref="/question/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} />
        : <QuestionForm key={id ?? 'new'} item={form.data.question} answers={form.data.answers} />}
    </Page>
  );
}

function QuestionForm({ item, answers }: { item: QuestionItem | null; answers: Choice[] }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const save = useSaveQuestion(item?.id);
  const form = useForm<QuestionBody>({
    resolver: zodResolver(questionBody, { error: labelledErrorMap({ name: t('question.name'), answer_ids: t('question.answers') }) }),
    defaultValues: { name: item?.name ?? '', answer_ids: item?.answer_ids ?? [] },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      toasts.success(String((await save.mutateAsync(body)).helper_data.message ?? ''));
      navigate('/question/list', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'answer_ids']);
    }
  });
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="question-form">
      <TextField control={form.control} name="name" label={t('question.name')} maxlength={500} testId="question-name" />
      <Controller control={form.control} name="answer_ids" render={({ field, fieldState }) => (
        <ChoicePicker label={t('question.answers')} choices={answers} value={field.value as number[]} onChange={field.onChange} error={fieldState.error?.message} testId="question-answers" />
      )} />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="question-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { answerBody, type AnswerBody, type AnswerItem } from '@/contracts/surveys/surveys';
import { FormActions } from '@/lib/forms/components/form-actions';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useAnswerForm, useSaveAnswer } from '../api/surveys';

/** /answer/create and /answer/{id}/edit: the route decides the mode (spec 3 §4). */
export default function AnswerStorePage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id) || undefined;
  const form = useAnswerForm(id);
  return (
    <Page title={t(id ? 'answer.editTitle' : 'answer.createTitle')} backHref="/answer/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : <AnswerForm key={id ?? 'new'} item={form.data.answer} />}
    </Page>
  );
}

function AnswerForm({ item }: { item: AnswerItem | null }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const save = useSaveAnswer(item?.id);
  const form = useForm<AnswerBody>({
    resolver: zodResolver(answerBody, { error: labelledErrorMap({ name: t('answer.name') }) }),
    defaultValues: { name: item?.name ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      toasts.success(String((await save.mutateAsync(body)).helper_data.message ?? ''));
      navigate('/answer/list', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="answer-form">
      <TextField control={form.control} name="name" label={t('answer.name')} maxlength={500} testId="answer-name" />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="answer-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

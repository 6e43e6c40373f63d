import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonTextarea } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, demandAnswerBody } from '@/contracts/demands';
import { FormField } from '@/lib/forms/components/form-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { FormActions } from '@/lib/forms/components/form-actions';

type Values = { response: string };

/** The answer to a waiting demand (POST /demand/response/{id}). */
export function AnswerForm({ saving, onSubmit }: { saving: boolean; onSubmit: (response: string) => Promise<unknown> }) {
  const { t } = useTranslation('demands');
  const form = useForm<Values>({ resolver: zodResolver(demandAnswerBody, { error: labelledErrorMap({ response: t('fields.response') }) }), defaultValues: { response: '' } });
  const submit = form.handleSubmit((v) => onSubmit(v.response).catch((error: unknown) => applyServerErrors(error, form.setError, ['response'])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="demand-answer-form">
      <h2>{t('responses.answerHeader')}</h2>
      <Controller control={form.control} name="response" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <IonTextarea label={t('fields.response')} labelPlacement="stacked" autoGrow rows={4} maxlength={DEMAND_LIMITS.responseMax} counter value={field.value}
            onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))} onIonBlur={field.onBlur} data-testid="demand-answer-response" />
        </FormField>
      )} />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="demand-answer-submit">{t('actions.answer')}</IonButton>
      </FormActions>
    </form>
  );
}

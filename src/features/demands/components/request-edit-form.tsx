import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonInput, IonTextarea } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, demandRequestUpdateBody, type DemandRequestUpdateBody } from '@/contracts/demands';
import { FormField } from '@/lib/forms/components/form-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';

const FIELDS = ['title', 'description'] as const;

/** Title and description of a request nobody has acted on yet. */
export function RequestEditForm({ initial, saving, onSubmit, onCancel }: {
  initial: DemandRequestUpdateBody;
  saving: boolean;
  onSubmit: (body: DemandRequestUpdateBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('demands');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const form = useForm<DemandRequestUpdateBody>({ resolver: zodResolver(demandRequestUpdateBody, { error: labelledErrorMap(labels) }), defaultValues: initial });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="demand-request-edit-form">
      <Controller control={form.control} name="title" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <IonInput label={labels.title} labelPlacement="stacked" maxlength={DEMAND_LIMITS.titleMax} value={field.value}
            onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))} onIonBlur={field.onBlur} data-testid="demand-request-edit-title" />
        </FormField>
      )} />
      <Controller control={form.control} name="description" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <IonTextarea label={labels.description} labelPlacement="stacked" autoGrow rows={4} maxlength={DEMAND_LIMITS.descriptionMax} value={field.value ?? ''}
            onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))} onIonBlur={field.onBlur} data-testid="demand-request-edit-description" />
        </FormField>
      )} />
      <IonButton type="submit" disabled={saving} data-testid="demand-request-edit-save">{t('actions.save')}</IonButton>
      <IonButton fill="clear" onClick={onCancel} data-testid="demand-request-edit-cancel">{t('actions.cancel')}</IonButton>
    </form>
  );
}

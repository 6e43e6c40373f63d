import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, demandRequestUpdateBody, type DemandRequestUpdateBody } from '@/contracts/demands';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { FormActions } from '@/lib/forms/components/form-actions';

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
      <TextField control={form.control} name="title" label={labels.title} maxlength={DEMAND_LIMITS.titleMax} testId="demand-request-edit-title" />
      <TextField control={form.control} name="description" label={labels.description} maxlength={DEMAND_LIMITS.descriptionMax} rows={4} testId="demand-request-edit-description" />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="demand-request-edit-save">{t('actions.save')}</IonButton>
      </FormActions>
      <IonButton fill="clear" onClick={onCancel} data-testid="demand-request-edit-cancel">{t('actions.cancel')}</IonButton>
    </form>
  );
}

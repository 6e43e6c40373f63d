import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WSD_OPTION_LIMITS, wsdTypeBody, type WsdType, type WsdTypeBody } from '@/contracts/work-schedule-demand-options';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import './wsd.css';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['name', 'is_off', 'sequence_yearly_reset'] as const;

/** A request type: its name, whether it is a day off (short-period only), and yearly numbering. */
export function TypeForm({ type, saving, onSubmit }: { type: WsdType | null; saving: boolean; onSubmit: (body: WsdTypeBody) => Promise<unknown> }) {
  const { t } = useTranslation('work-schedule-demands');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`options.fields.${f}`)]));
  const form = useForm<WsdTypeBody>({
    resolver: zodResolver(wsdTypeBody, { error: labelledErrorMap(labels) }),
    defaultValues: { name: type?.name ?? '', is_off: type?.is_off ?? false, sequence_yearly_reset: type?.sequence_yearly_reset ?? false },
  });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="wsd-type-form">
      <TextField control={form.control} name="name" label={labels.name!} maxlength={WSD_OPTION_LIMITS.nameMax} testId="wsd-type-name" />
      <div className="wsd-toggles">
        {(['is_off', 'sequence_yearly_reset'] as const).map((name) => (
          <Controller key={name} control={form.control} name={name} render={({ field }) => (
            <IonToggle checked={Boolean(field.value)} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid={`wsd-type-${name}`}>
              {labels[name]}
            </IonToggle>
          )} />
        ))}
      </div>
      <p className="wsd-note">{t('options.offHint')}</p>
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="wsd-type-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

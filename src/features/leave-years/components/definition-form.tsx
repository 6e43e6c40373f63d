import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { seasonDefinitionBody, type SeasonDefinition, type SeasonDefinitionBody } from '@/contracts/leave-years';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { DateField } from './fields';

const FIELDS = ['name', 'starts_on', 'ends_on', 'leave_restricted', 'description'] as const;

export function DefinitionForm({ definition, saving, onSubmit }: { definition: SeasonDefinition | null; saving: boolean; onSubmit: (b: SeasonDefinitionBody) => Promise<unknown> }) {
  const { t } = useTranslation('leave-years');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`definition.${f}`)]));
  const form = useForm<SeasonDefinitionBody>({
    resolver: zodResolver(seasonDefinitionBody, { error: labelledErrorMap(labels) }),
    defaultValues: {
      name: definition?.name ?? '', starts_on: definition?.starts_on ?? '', ends_on: definition?.ends_on ?? '',
      leave_restricted: definition?.leave_restricted ?? false, description: definition?.description ?? '',
    },
  });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="definition-form">
      <TextField control={form.control} name="name" label={labels.name!} maxlength={120} testId="definition-name" />
      <DateField control={form.control} name="starts_on" label={labels.starts_on!} testId="definition-starts" />
      <DateField control={form.control} name="ends_on" label={labels.ends_on!} testId="definition-ends" />
      <Controller control={form.control} name="leave_restricted" render={({ field }) => (
        <IonToggle checked={!!field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="definition-restricted">
          {labels.leave_restricted}
        </IonToggle>
      )} />
      <TextField control={form.control} name="description" label={labels.description!} maxlength={1000} rows={3} testId="definition-description" />
      <IonButton type="submit" disabled={saving} data-testid="definition-save">{t('save')}</IonButton>
    </form>
  );
}

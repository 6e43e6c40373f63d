import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { turkeyDate } from '@/contracts/dashboard';
import { WARNING_LIMITS, WARNING_SUBSTANCES, WARNING_TYPES, warningBody, type PsychoactiveProject } from '@/contracts/warnings';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { PositionSearch } from './position-search';
import { FormActions } from '@/lib/forms/components/form-actions';

interface Values {
  security_project_id: number | null;
  position_id: number | null;
  warning_type: string;
  substance: string | null;
  occurred_on: string;
  description: string;
}
type Output = z.output<typeof warningBody>;
const FIELDS = ['security_project_id', 'position_id', 'warning_type', 'substance', 'occurred_on', 'description'] as const;

export interface WarningFormProps {
  projects: PsychoactiveProject[];
  projectId?: number;
  saving: boolean;
  onSubmit: (body: Output) => Promise<unknown>;
  onCancel: () => void;
}

/** Records a warning about a member of a psychoactive-substance project (docs/decisions/warnings.md). */
export function WarningForm({ projects, projectId, saving, onSubmit, onCancel }: WarningFormProps) {
  const { t } = useTranslation('warnings');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const [person, setPerson] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(warningBody, { error: labelledErrorMap(labels) }) as never,
    defaultValues: {
      security_project_id: projectId ?? (projects.length === 1 ? projects[0]!.id : null), position_id: null,
      warning_type: '', substance: null, occurred_on: turkeyDate(new Date()), description: '',
    },
  });
  const [project, type] = useWatch({ control: form.control, name: ['security_project_id', 'warning_type'] });
  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      if (!applyServerErrors(error, form.setError, FIELDS)) throw error;
    }),
  );
  return (
    <form className="apron-form apron-card" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate data-testid="warning-form">
      <Controller control={form.control} name="security_project_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.security_project_id!} value={field.value} emptyOption={t('choose.project')} testId="warning-form-project"
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => { field.onChange(v ? Number(v) : null); form.setValue('position_id', null); setPerson(null); }} />
        </FormField>
      )} />
      <Controller control={form.control} name="position_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          {person && <p className="warning-chosen" data-testid="warning-form-person-chosen"><strong>{person}</strong></p>}
          {project ? (
            <PositionSearch key={project} label={person ? t('search.other') : labels.position_id!} projectId={project} testId="warning-form-person"
              onSelect={(p) => { setPerson(p.full_name); field.onChange(p.id); }} />
          ) : <p className="warning-note">{t('form.chooseProjectFirst')}</p>}
        </FormField>
      )} />
      <Controller control={form.control} name="warning_type" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.warning_type!} value={field.value} emptyOption={t('choose.type')} testId="warning-form-type"
            options={WARNING_TYPES.map((w) => ({ value: w, label: t(`types.${w}`) }))} onChange={field.onChange} />
        </FormField>
      )} />
      {type === 'positive-result' && (
        <Controller control={form.control} name="substance" render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <SelectInput label={labels.substance!} value={field.value} emptyOption={t('choose.substance')} testId="warning-form-substance"
              options={WARNING_SUBSTANCES.map((s) => ({ value: s, label: t(`substances.${s}`) }))} onChange={(v) => field.onChange(v || null)} />
          </FormField>
        )} />
      )}
      <Controller control={form.control} name="occurred_on" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <div data-testid="warning-form-date"><DateInput {...field} label={labels.occurred_on} invalid={fieldState.invalid} /></div>
        </FormField>
      )} />
      <TextField control={form.control as unknown as Control<Values>} name="description" label={labels.description!} maxlength={WARNING_LIMITS.descriptionMax} rows={3} testId="warning-form-description" />
      <div className="apron-actions">
        <IonButton fill="clear" onClick={onCancel} data-testid="warning-form-cancel">{t('actions.cancel')}</IonButton>
        <FormActions>
          <IonButton type="submit" disabled={saving} data-testid="warning-form-save">{t('actions.save')}</IonButton>
        </FormActions>
      </div>
    </form>
  );
}

import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUDIT_LIMITS, type ProjectFamily } from '@/contracts/audits/families';
import { auditProjectBody, type SecurityProjectRef } from '@/contracts/audits/schemas';
import { ApiError } from '@/lib/api/client';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { projectBody, type ProjectValues } from '../model/record-values';
import { serverFieldErrors, validateBody } from '../model/validate';
import { TimeInput } from '@/lib/forms/components/time-input';
import './audits.css';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['security_project_id', 'started_at', 'ended_at', 'media_url'] as const;

export interface ProjectFormProps {
  family: ProjectFamily;
  /** The audit's security projects: a project visits one of them. */
  securityProjects: SecurityProjectRef[];
  initial: ProjectValues;
  readOnly: boolean;
  saving: boolean;
  onSubmit: (fields: Record<string, unknown>) => Promise<unknown>;
}

/** Audit project (spec 2 §3): security project from the audit's list, HH:mm times, ggh media url. */
export function ProjectForm({ family, securityProjects, initial, readOnly, saving, onSubmit }: ProjectFormProps) {
  const { t } = useTranslation('audits');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f === 'started_at' || f === 'ended_at' ? `project_${f}` : f}`)]));
  const form = useForm<ProjectValues>({ defaultValues: initial });

  const submit = form.handleSubmit(async (values) => {
    const checked = validateBody(auditProjectBody, projectBody(family, values), labels);
    if (!checked.ok) {
      Object.entries(checked.errors).forEach(([field, message], i) => form.setError(field as keyof ProjectValues, { message }, { shouldFocus: i === 0 }));
      return;
    }
    const { id: _id, ...fields } = checked.data;
    try {
      await onSubmit(family === 'ggh' ? fields : { ...fields, media_url: undefined });
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 422 ? serverFieldErrors(error.body) : {};
      Object.entries(errors).forEach(([field, message]) => form.setError(field as keyof ProjectValues, { message }));
    }
  });

  const time = (name: 'started_at' | 'ended_at') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <TimeInput label={labels[name]!} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} disabled={readOnly} labelPlacement="stacked" data-testid={`project-${name.replace('_at', '')}`} />
        </FormField>
      )}
    />
  );

  return (
    <form className="apron-form" onSubmit={(e) => void submit(e)} noValidate data-testid="project-form">
      <fieldset className="audit-fieldset" disabled={readOnly}>
        <Controller
          control={form.control}
          name="security_project_id"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <SelectInput label={labels.security_project_id!} value={field.value} emptyOption={t('choose.securityProject')} testId="project-security-project"
                options={securityProjects.map((p) => ({ value: p.id, label: p.name }))} onChange={(v) => field.onChange(v ? Number(v) : null)} onBlur={field.onBlur} />
            </FormField>
          )}
        />
        <div className="audit-row2">
          {time('started_at')}
          {time('ended_at')}
        </div>
        {family === 'ggh' && <TextField control={form.control} name="media_url" label={labels.media_url!} maxlength={AUDIT_LIMITS.mediaUrlMax} testId="project-media-url" />}
      </fieldset>
      {!readOnly && (
        <FormActions>
          <IonButton type="submit" disabled={saving} data-testid="project-save">
            {t('actions.save')}
          </IonButton>
        </FormActions>
      )}
    </form>
  );
}

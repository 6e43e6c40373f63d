import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECURITY_PROJECT_TYPES } from '@/contracts/security-project-types';
import { securityProjectBody, type SecurityProject, type SecurityProjectBody } from '@/contracts/security-projects';
import { CodeInput } from '@/lib/forms/components/code-input';
import { DigitsInput } from '@/lib/forms/components/digits-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['name', 'short_code', 'type', 'enable', 'schedule_id', 'sgk_workplace_no'] as const;

export interface ProjectFormProps {
  project: SecurityProject | null;
  saving: boolean;
  onSubmit: (body: SecurityProjectBody) => Promise<unknown>;
}

/** Name, short code (Latin upper case), type, active flag, schedule id, SGK workplace number. */
export function ProjectForm({ project, saving, onSubmit }: ProjectFormProps) {
  const { t } = useTranslation('security-projects');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const typeOptions = SECURITY_PROJECT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const form = useForm<SecurityProjectBody>({
    resolver: zodResolver(securityProjectBody, { error: labelledErrorMap(labels) }),
    defaultValues: {
      name: project?.name ?? '',
      short_code: project?.short_code ?? '',
      type: project?.type ?? 'ggh',
      enable: project?.enable ?? true,
      schedule_id: project?.schedule_id ?? null,
      sgk_workplace_no: project?.sgk_workplace_no ?? '',
    },
  });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));

  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="project-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="project-name" />
      <Controller
        control={form.control}
        name="short_code"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message} className="project-short-code">
            <CodeInput {...field} digits label={labels.short_code} labelPlacement="stacked" invalid={!!fieldState.error} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <SelectInput label={labels.type} value={field.value} options={typeOptions} onChange={field.onChange} onBlur={field.onBlur} testId="project-type" />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="enable"
        render={({ field }) => (
          <IonToggle checked={field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="project-enable">
            {labels.enable}
          </IonToggle>
        )}
      />
      <Controller
        control={form.control}
        name="schedule_id"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <DigitsInput
              name={field.name}
              value={field.value == null ? '' : String(field.value)}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              onBlur={field.onBlur}
              maxLength={9}
              label={labels.schedule_id}
              labelPlacement="stacked"
              invalid={!!fieldState.error}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="sgk_workplace_no"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <DigitsInput {...field} value={field.value ?? ''} maxLength={26} label={labels.sgk_workplace_no} labelPlacement="stacked" invalid={!!fieldState.error} className="project-sgk" />
          </FormField>
        )}
      />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="project-save">
          {t('actions.save')}
        </IonButton>
      </FormActions>
    </form>
  );
}

import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WSD_OPTION_LIMITS, wsdPeriodBody, type ProjectRef, type WsdPeriod, type WsdPeriodBody } from '@/contracts/work-schedule-demand-options';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { fromLocalInput, toLocalInput } from './format';
import { issuesByField } from './issues';
import './wsd.css';
import { DateTimeInput } from '@/lib/forms/components/date-time-input';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['name', 'request_start_date', 'request_end_date', 'shift_start_date', 'shift_end_date', 'is_remote', 'ggh_projects_ids', 'uog_projects_ids'] as const;
interface Values {
  name: string;
  request_start_date: string;
  request_end_date: string;
  shift_start_date: string;
  shift_end_date: string;
  is_remote: boolean;
  ggh_projects_ids: number[];
  uog_projects_ids: number[];
}

export interface PeriodFormProps {
  period: WsdPeriod | null;
  gghProjects: ProjectRef[];
  uogProjects: ProjectRef[];
  saving: boolean;
  onSubmit: (body: WsdPeriodBody) => Promise<unknown>;
}

/**
 * A demand period: the window requests are taken in (date and time), the shift days they are
 * about, remote or not, and its security projects chosen per kind (ggh and uog, spec 2 §3).
 */
export function PeriodForm({ period, gghProjects, uogProjects, saving, onSubmit }: PeriodFormProps) {
  const { t } = useTranslation('work-schedule-demands');
  const form = useForm<Values>({
    defaultValues: {
      name: period?.name ?? '', request_start_date: toLocalInput(period?.request_start_date), request_end_date: toLocalInput(period?.request_end_date),
      shift_start_date: period?.shift_start_date ?? '', shift_end_date: period?.shift_end_date ?? '', is_remote: period?.is_remote ?? false,
      ggh_projects_ids: period?.ggh_projects_ids ?? [], uog_projects_ids: period?.uog_projects_ids ?? [],
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`options.fields.${f}`)]));
    const parsed = wsdPeriodBody.safeParse(
      { ...v, request_start_date: fromLocalInput(v.request_start_date), request_end_date: fromLocalInput(v.request_end_date) },
      { error: labelledErrorMap(labels) },
    );
    if (!parsed.success) {
      Object.entries(issuesByField(parsed.error.issues)).forEach(([field, message]) => form.setError(field as keyof Values, { message }));
      return;
    }
    await onSubmit(parsed.data).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS));
  });
  const instant = (name: 'request_start_date' | 'request_end_date') => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <DateTimeInput label={t(`options.fields.${name}`)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} data-testid={`wsd-period-${name}`} />
      </FormField>
    )} />
  );
  const day = (name: 'shift_start_date' | 'shift_end_date') => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <div data-testid={`wsd-period-${name}`}>
          <DateInput {...field} label={t(`options.fields.${name}`)} invalid={fieldState.invalid} />
        </div>
      </FormField>
    )} />
  );
  const projects = (name: 'ggh_projects_ids' | 'uog_projects_ids', list: ProjectRef[]) => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <fieldset className="wsd-projects" data-testid={`wsd-period-${name}`}>
          <legend>{t(`options.fields.${name}`)}</legend>
          {list.map((p) => (
            <label key={p.id}>
              <input type="checkbox" checked={field.value.includes(p.id)} data-testid={`wsd-period-project-${p.short_code}`}
                onChange={(e) => field.onChange(e.target.checked ? [...field.value, p.id] : field.value.filter((id) => id !== p.id))} />
              {p.short_code} - {p.name}
            </label>
          ))}
          {!list.length && <span className="wsd-note">{t('options.noProjects')}</span>}
        </fieldset>
      </FormField>
    )} />
  );
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="wsd-period-form">
      <TextField control={form.control} name="name" label={t('options.fields.name')} maxlength={WSD_OPTION_LIMITS.nameMax} testId="wsd-period-name" />
      {instant('request_start_date')}
      {instant('request_end_date')}
      {day('shift_start_date')}
      {day('shift_end_date')}
      <Controller control={form.control} name="is_remote" render={({ field }) => (
        <IonToggle checked={field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="wsd-period-remote">
          {t('options.fields.is_remote')}
        </IonToggle>
      )} />
      {projects('ggh_projects_ids', gghProjects)}
      {projects('uog_projects_ids', uogProjects)}
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="wsd-period-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

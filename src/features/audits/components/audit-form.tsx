import { IonButton } from '@ionic/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUDIT_LIMITS, type AuditFamily } from '@/contracts/audits/families';
import { AUDIT_BODIES } from '@/contracts/audits/schemas';
import { ApiError } from '@/lib/api/client';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import type { listsOf } from '../api/form-data';
import { bodyFromValues, minimumEndDate, type AuditValues } from '../model/audit-values';
import { serverFieldErrors, validateBody } from '../model/validate';
import type { Member } from '../offline/members';
import { formatDateTime } from './format';
import { SupervisorField } from './supervisor-field';
import { TimeInput } from '@/lib/forms/components/time-input';
import './audits.css';
import { FormActions } from '@/lib/forms/components/form-actions';

/** Body fields named differently in the form (the date and the time are apart). */
const RENAME = { started_at: 'start_date', ended_at: 'end_date' };
const FIELDS = [
  'audit_code', 'started_at', 'ended_at', 'title_id', 'rating_id', 'extra_rating', 'report_status_id', 'primary_supervisor_id',
  'optional_supervisor_id', 'security_projects', 'security_project_id', 'flight_code_id', 'media_url',
] as const;

export interface AuditFormProps {
  family: AuditFamily;
  lists: ReturnType<typeof listsOf>;
  initial: AuditValues;
  /** Positions the device knows, for supervisors offline (SupervisorField). */
  known: readonly Member[];
  /** Locked for this position (lock.ts): shown, not editable. */
  readOnly: boolean;
  saving: boolean;
  onSubmit: (fields: Record<string, unknown>) => Promise<unknown>;
}

const toId = (v: string) => (v ? Number(v) : null);

/** The audit of spec 2 §3 for each family; works the same online and offline. */
export function AuditForm({ family, lists, initial, known, readOnly, saving, onSubmit }: AuditFormProps) {
  const { t } = useTranslation('audits');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const form = useForm<AuditValues>({ defaultValues: initial });
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const minEnd = minimumEndDate(startDate);
  const hasProjects = family !== 'uog';

  const submit = form.handleSubmit(async (values) => {
    if (minEnd && /^\d{4}-\d{2}-\d{2}$/.test(values.end_date) && values.end_date < minEnd) {
      form.setError('end_date', { message: t('validation.endDateMin', { date: formatDateTime(minEnd) }) }, { shouldFocus: true });
      return;
    }
    const checked = validateBody(AUDIT_BODIES[family], bodyFromValues(family, values), labels, RENAME);
    if (!checked.ok) {
      Object.entries(checked.errors).forEach(([field, message], i) => form.setError(field as keyof AuditValues, { message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      await onSubmit(checked.data as Record<string, unknown>);
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 422 ? serverFieldErrors(error.body, RENAME) : {};
      Object.entries(errors).forEach(([field, message]) => form.setError(field as keyof AuditValues, { message }));
    }
  });

  const select = (name: 'title_id' | 'rating_id' | 'extra_rating' | 'report_status_id' | 'security_project_id' | 'flight_code_id', options: { id: number; label: string }[], testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels[name]!} value={field.value} emptyOption={t('choose.none')} testId={testId}
            options={options.map((o) => ({ value: o.id, label: o.label }))} onChange={(v) => !readOnly && field.onChange(toId(v))} onBlur={field.onBlur} />
        </FormField>
      )}
    />
  );

  const dateTime = (date: 'start_date' | 'end_date', time: 'start_time' | 'end_time', prefix: string) => (
    <div className="audit-row2">
      <Controller
        control={form.control}
        name={date}
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message} helper={date === 'end_date' && minEnd ? t('validation.endDateHint', { date: formatDateTime(minEnd) }) : undefined}>
            <div data-testid={`${prefix}-date`}>
              <DateInput {...field} label={t(`fields.${date}`)} labelPlacement="stacked" disabled={readOnly} invalid={fieldState.invalid} />
            </div>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={time}
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <TimeInput label={t(`fields.${time}`)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={readOnly} invalid={fieldState.invalid} labelPlacement="stacked" data-testid={`${prefix}-time`} />
          </FormField>
        )}
      />
    </div>
  );

  const supervisor = (name: 'primary_supervisor_id' | 'optional_supervisor_id', testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SupervisorField label={labels[name]!} value={field.value} onChange={field.onChange} known={known} error={fieldState.error?.message} disabled={readOnly} testId={testId} />
      )}
    />
  );

  return (
    <form className="apron-form" onSubmit={(e) => void submit(e)} noValidate data-testid="audit-form">
      <fieldset className="audit-fieldset" disabled={readOnly}>
        {hasProjects && <TextField control={form.control} name="audit_code" label={labels.audit_code!} maxlength={AUDIT_LIMITS.auditCodeMax} testId="audit-code" />}
        {hasProjects && <p className="audit-note">{t('audit.codeHint')}</p>}
        {dateTime('start_date', 'start_time', 'audit-start')}
        {dateTime('end_date', 'end_time', 'audit-end')}
        {select('title_id', lists.titles.map((x) => ({ id: x.id, label: x.label })), 'audit-title')}
        {family === 'uog' && select('flight_code_id', lists.flightCodes.map((x) => ({ id: x.id, label: x.label })), 'audit-flight-code')}
        {select('rating_id', lists.ratings.map((x) => ({ id: x.id, label: x.name })), 'audit-rating')}
        {select('extra_rating', lists.extraRatings.map((x) => ({ id: x.id, label: x.name })), 'audit-extra-rating')}
        {hasProjects && select('report_status_id', lists.reportStatuses.map((x) => ({ id: x.id, label: x.name })), 'audit-report-status')}
        {supervisor('primary_supervisor_id', 'audit-primary-supervisor')}
        {supervisor('optional_supervisor_id', 'audit-optional-supervisor')}
        {hasProjects ? (
          <Controller
            control={form.control}
            name="security_projects"
            render={({ field, fieldState }) => (
              <FormField error={fieldState.error?.message}>
                <fieldset className="audit-checks" data-testid="audit-security-projects" disabled={readOnly}>
                  <legend>{labels.security_projects}</legend>
                  {lists.securityProjects.length === 0 && <span className="audit-note">{t('audit.noSecurityProjects')}</span>}
                  {lists.securityProjects.map((p) => (
                    <label key={p.id}>
                      <input
                        type="checkbox"
                        checked={field.value.includes(p.id)}
                        onChange={(e) => field.onChange(e.target.checked ? [...field.value, p.id] : field.value.filter((id) => id !== p.id))}
                        data-testid={`audit-security-project-${p.id}`}
                      />
                      {p.name}
                    </label>
                  ))}
                </fieldset>
              </FormField>
            )}
          />
        ) : (
          <>
            {select('security_project_id', lists.securityProjects.map((p) => ({ id: p.id, label: p.name })), 'audit-security-project')}
            {/* Say why the list is empty rather than offer nothing (issue 9). */}
            {lists.securityProjects.length === 0 && <p className="audit-note" data-testid="audit-no-security-projects">{t('audit.noSecurityProjectsUog')}</p>}
            <TextField control={form.control} name="media_url" label={labels.media_url!} maxlength={AUDIT_LIMITS.mediaUrlMax} testId="audit-media-url" />
          </>
        )}
      </fieldset>
      {!readOnly && (
        <FormActions>
          <IonButton type="submit" disabled={saving} data-testid="audit-save">
            {t('actions.save')}
          </IonButton>
        </FormActions>
      )}
    </form>
  );
}

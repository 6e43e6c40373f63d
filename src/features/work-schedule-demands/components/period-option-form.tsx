import { IonButton, IonInput } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { wsdPeriodOptionBody, type WsdPeriodOption, type WsdPeriodOptionBody } from '@/contracts/work-schedule-demand-options';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { issuesByField } from './issues';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['period_id', 'work_schedule_id', 'daily_quota'] as const;
interface Values {
  period_id: string;
  work_schedule_id: string;
  daily_quota: string;
}

export interface PeriodOptionFormProps {
  option: WsdPeriodOption | null;
  periods: { id: number; name: string }[];
  schedules: { id: number; name: string; shiftCode: string }[];
  saving: boolean;
  onSubmit: (body: WsdPeriodOptionBody) => Promise<unknown>;
}

/** A work schedule offered in a period, with an optional daily quota of approved short-period demands. */
export function PeriodOptionForm({ option, periods, schedules, saving, onSubmit }: PeriodOptionFormProps) {
  const { t } = useTranslation('work-schedule-demands');
  const form = useForm<Values>({
    defaultValues: {
      period_id: option ? String(option.period.id) : '', work_schedule_id: option ? String(option.work_schedule.id) : '',
      daily_quota: option?.daily_quota ? String(option.daily_quota) : '',
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const parsed = wsdPeriodOptionBody.safeParse({
      period_id: v.period_id ? Number(v.period_id) : undefined, work_schedule_id: v.work_schedule_id ? Number(v.work_schedule_id) : undefined,
      daily_quota: v.daily_quota.trim() ? Number(v.daily_quota) : null,
    }, { error: labelledErrorMap(Object.fromEntries(FIELDS.map((f) => [f, t(`options.fields.${f}`)]))) });
    if (!parsed.success) {
      Object.entries(issuesByField(parsed.error.issues)).forEach(([field, message]) => form.setError(field as keyof Values, { message }));
      return;
    }
    await onSubmit(parsed.data).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS));
  });
  const pick = (name: 'period_id' | 'work_schedule_id', options: { value: number; label: string }[], empty: string) => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <SelectInput label={t(`options.fields.${name}`)} value={field.value} options={options} emptyOption={empty} onChange={field.onChange} testId={`wsd-option-${name}`} />
      </FormField>
    )} />
  );
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="wsd-period-option-form">
      {pick('period_id', periods.map((p) => ({ value: p.id, label: p.name })), t('choose.period'))}
      {pick('work_schedule_id', schedules.map((s) => ({ value: s.id, label: `${s.shiftCode} - ${s.name}` })), t('choose.schedule'))}
      <Controller control={form.control} name="daily_quota" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message} helper={t('options.quotaHint')}>
          <IonInput label={t('options.fields.daily_quota')} labelPlacement="stacked" inputmode="numeric" value={field.value}
            onIonInput={(e) => field.onChange(String(e.detail.value ?? '').replace(/\D/g, ''))} data-testid="wsd-option-quota" />
        </FormField>
      )} />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="wsd-period-option-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WSD_OPTION_LIMITS, minuteText, wsdWorkScheduleBody, type WsdWorkSchedule, type WsdWorkScheduleBody } from '@/contracts/work-schedule-demand-options';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { latinUpper } from '@/contracts/text';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { issuesByField } from './issues';
import { minutesOf } from './format';
import './wsd.css';
import { TimeInput } from '@/lib/forms/components/time-input';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['name', 'shiftCode', 'sequence_yearly_reset'] as const;
interface Values {
  name: string;
  shiftCode: string;
  begin: string;
  end: string;
  sequence_yearly_reset: boolean;
}

/** A work schedule: name, Latin upper-case shift code, start and end times (an end not after the start is the next morning). */
export function ScheduleForm({ schedule, saving, onSubmit }: { schedule: WsdWorkSchedule | null; saving: boolean; onSubmit: (body: WsdWorkScheduleBody) => Promise<unknown> }) {
  const { t } = useTranslation('work-schedule-demands');
  const form = useForm<Values>({
    defaultValues: {
      name: schedule?.name ?? '', shiftCode: schedule?.shiftCode ?? '', sequence_yearly_reset: schedule?.sequence_yearly_reset ?? false,
      begin: schedule ? minuteText(schedule.beginMinute) : '', end: schedule ? minuteText(schedule.endMinute) : '',
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const body = { name: v.name, shiftCode: latinUpper(v.shiftCode), beginMinute: minutesOf(v.begin), endMinute: minutesOf(v.end), sequence_yearly_reset: v.sequence_yearly_reset };
    const labels = { name: t('options.fields.name'), shiftCode: t('options.fields.shiftCode'), beginMinute: t('options.fields.begin'), endMinute: t('options.fields.end') };
    const parsed = wsdWorkScheduleBody.safeParse(body, { error: labelledErrorMap(labels) });
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      Object.entries(errors).forEach(([field, message]) => form.setError(({ beginMinute: 'begin', endMinute: 'end' } as Record<string, keyof Values>)[field] ?? (field as keyof Values), { message }));
      return;
    }
    await onSubmit(parsed.data).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS));
  });
  const time = (name: 'begin' | 'end') => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <TimeInput label={t(`options.fields.${name}`)} labelPlacement="stacked" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} data-testid={`wsd-schedule-${name}`} />
      </FormField>
    )} />
  );
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="wsd-schedule-form">
      <TextField control={form.control} name="name" label={t('options.fields.name')} maxlength={WSD_OPTION_LIMITS.nameMax} testId="wsd-schedule-name" />
      <TextField control={form.control} name="shiftCode" label={t('options.fields.shiftCode')} maxlength={WSD_OPTION_LIMITS.shiftCodeMax} testId="wsd-schedule-code" />
      {time('begin')}
      {time('end')}
      <Controller control={form.control} name="sequence_yearly_reset" render={({ field }) => (
        <IonToggle checked={field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="wsd-schedule-yearly">
          {t('options.fields.sequence_yearly_reset')}
        </IonToggle>
      )} />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="wsd-schedule-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HALF_DAY_FROM, HOLIDAY_KINDS, bankHolidayBody, type BankHoliday, type BankHolidayBody } from '@/contracts/leave-years';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { DateField, TimeField } from './fields';

const FIELDS = ['name', 'kind', 'starts_on', 'ends_on', 'half_day_on', 'half_day_from'] as const;

/** A bank holiday: name, kind, first and last full day off, and the eve off from 13:00. */
export function HolidayForm({ year, holiday, saving, onSubmit }: { year: number; holiday: BankHoliday | null; saving: boolean; onSubmit: (b: BankHolidayBody) => Promise<unknown> }) {
  const { t } = useTranslation('leave-years');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`holiday.${f}`)]));
  const form = useForm<BankHolidayBody>({
    resolver: zodResolver(bankHolidayBody, { error: labelledErrorMap(labels) }),
    defaultValues: {
      name: holiday?.name ?? '', kind: holiday?.kind ?? 'administrative',
      starts_on: holiday?.starts_on ?? '', ends_on: holiday?.ends_on ?? '',
      half_day_on: holiday?.half_day_on ?? null, half_day_from: holiday?.half_day_from ?? HALF_DAY_FROM,
    },
  });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="holiday-form">
      <TextField control={form.control} name="name" label={labels.name!} maxlength={120} testId="holiday-name" />
      <Controller control={form.control} name="kind" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.kind!} value={field.value} onChange={field.onChange} onBlur={field.onBlur} testId="holiday-kind"
            options={HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </FormField>
      )} />
      <DateField control={form.control} name="starts_on" label={labels.starts_on!} testId="holiday-starts" />
      <DateField control={form.control} name="ends_on" label={labels.ends_on!} testId="holiday-ends" />
      <DateField control={form.control} name="half_day_on" label={labels.half_day_on!} testId="holiday-half-day" />
      <TimeField control={form.control} name="half_day_from" label={labels.half_day_from!} testId="holiday-half-day-from" />
      <p className="apron-card-kicker">{t('holiday.yearHint', { year })}</p>
      <IonButton type="submit" disabled={saving} data-testid="holiday-save">{t('save')}</IonButton>
    </form>
  );
}

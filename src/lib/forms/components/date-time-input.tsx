import { useTranslation } from 'react-i18next';
import '@/lib/ui/kit-content.css';
import { DateInput } from './date-input';
import type { KitInputProps } from './masked-input';
import { TimeInput } from './time-input';

/** 'yyyy-mm-ddTHH:mm' from its parts: the date alone while the time is empty, '' when both are. */
export function joinDateTime(date: string, time: string): string {
  if (!date && !time) return '';
  return time ? `${date}T${time}` : date;
}

export function splitDateTime(value: string | null | undefined): [string, string] {
  const [date = '', time = ''] = (value ?? '').replace(' ', 'T').split('T');
  return [date, time.slice(0, 5)];
}

/**
 * A date and a time side by side, stored 'yyyy-mm-ddTHH:mm' (Türkiye's wall clock): the kit's date
 * and time inputs, so the format is the app's and never the browser's datetime-local picker.
 */
export function DateTimeInput({ value, onChange, onBlur, label, disabled, invalid, 'data-testid': testId }: KitInputProps & { 'data-testid'?: string }) {
  const { t } = useTranslation('forms');
  const [date, time] = splitDateTime(value);
  return (
    <div className="apron-date-time" role="group" aria-label={label}>
      <DateInput label={label} labelPlacement="stacked" value={date} onChange={(d) => onChange?.(joinDateTime(d, time))} onBlur={onBlur} disabled={disabled} invalid={invalid} data-testid={testId ? `${testId}-date` : undefined} />
      <TimeInput label={t('time.label')} labelPlacement="stacked" value={time} onChange={(tm) => onChange?.(joinDateTime(date, tm))} onBlur={onBlur} disabled={disabled} invalid={invalid} data-testid={testId ? `${testId}-time` : undefined} />
    </div>
  );
}

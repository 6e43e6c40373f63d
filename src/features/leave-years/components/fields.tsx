import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { MaskedInput } from '@/lib/forms/components/masked-input';
import { TimeInput } from '@/lib/forms/components/time-input';
import { latinUpper } from '@/contracts/text';

interface FieldProps<T extends FieldValues> { control: Control<T>; name: Path<T>; label: string; testId?: string }

/** A dd/mm/yyyy date of a leave-year form (stored yyyy-mm-dd). */
export function DateField<T extends FieldValues>({ control, name, label, testId }: FieldProps<T>) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <div data-testid={testId}>
          <DateInput name={field.name} value={(field.value as string | null) ?? ''} onChange={(v) => field.onChange(v || null)} onBlur={field.onBlur}
            label={label} labelPlacement="stacked" invalid={!!fieldState.error} />
        </div>
      </FormField>
    )} />
  );
}

export function TimeField<T extends FieldValues>({ control, name, label, testId }: FieldProps<T>) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <div data-testid={testId}>
          <TimeInput name={field.name} value={(field.value as string | null) ?? ''} onChange={(v) => field.onChange(v || null)} onBlur={field.onBlur}
            label={label} labelPlacement="stacked" invalid={!!fieldState.error} />
        </div>
      </FormField>
    )} />
  );
}

/** Series codes: Latin upper case, digits, '-' and '_'. */
export const seriesCode = (typed: string) => latinUpper(typed).replace(/[^A-Z0-9_-]/g, '').slice(0, 32);

export function CodeField<T extends FieldValues>({ control, name, label, testId }: FieldProps<T>) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <FormField error={fieldState.error?.message}>
        <div data-testid={testId}>
          <MaskedInput name={field.name} value={(field.value as string | null) ?? ''} onChange={field.onChange} onBlur={field.onBlur}
            mask={seriesCode} autocapitalize="characters" autocomplete="off" label={label} labelPlacement="stacked" invalid={!!fieldState.error} />
        </div>
      </FormField>
    )} />
  );
}

import { useState } from 'react';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { dateValueError } from '@/lib/forms/date-mask';

export interface DateFilterProps {
  label: string;
  /** The URL's value: '' or yyyy-mm-dd. */
  value: string;
  onChange: (value: string | undefined) => void;
  testId: string;
}

/**
 * A date filter typed dd/mm/yyyy: the URL changes only when the date is complete (or cleared), so
 * a half-typed date neither searches nor is lost when the list re-renders.
 */
export function DateFilter({ label, value, onChange, testId }: DateFilterProps) {
  const [typed, setTyped] = useState(value);
  // "Clear filters" or a link with other dates: show what the URL says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const error = dateValueError(typed);
  return (
    <FormField error={error ?? undefined}>
      <DateInput
        label={label}
        labelPlacement="stacked"
        value={typed}
        invalid={error !== null}
        onChange={(next) => {
          setTyped(next);
          if (dateValueError(next) === null && next !== value) onChange(next || undefined);
        }}
        data-testid={testId}
      />
    </FormField>
  );
}

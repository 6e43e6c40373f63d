import { IonInput, IonTextarea } from '@ionic/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  maxlength?: number;
  testId?: string;
  /** A multi-line text (IonTextarea growing with its text) of this many rows. */
  rows?: number;
}

/** A plain text field of a react-hook-form form: stacked label, error under it, red when invalid. */
export function TextField<T extends FieldValues>({ control, name, label, maxlength, testId, rows }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label,
          labelPlacement: 'stacked' as const,
          maxlength,
          value: (field.value as string | null | undefined) ?? '',
          onIonInput: (e: CustomEvent<{ value?: string | null }>) => field.onChange(String(e.detail.value ?? '')),
          onIonBlur: field.onBlur,
          className: fieldState.error ? 'ion-invalid ion-touched' : undefined,
          'data-testid': testId,
        };
        return (
          <FormField error={fieldState.error?.message}>
            {rows ? <IonTextarea {...common} autoGrow rows={rows} counter={maxlength !== undefined} /> : <IonInput {...common} />}
          </FormField>
        );
      }}
    />
  );
}

import { IonInput } from '@ionic/react';

export interface TimeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
}

/** 'HH:mm', 24-hour (the native time field: the phone's own picker, the value always HH:mm). */
export function TimeInput({ label, value, onChange, onBlur, disabled, invalid, testId }: TimeInputProps) {
  return (
    <IonInput
      type="time"
      label={label}
      labelPlacement="stacked"
      value={value}
      step="60"
      disabled={disabled}
      onIonInput={(e) => onChange(String(e.detail.value ?? '').slice(0, 5))}
      onIonBlur={onBlur}
      className={invalid ? 'ion-invalid ion-touched' : undefined}
      data-testid={testId}
    />
  );
}

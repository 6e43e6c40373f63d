import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PositionPicker } from '@/lib/people/position-picker';
import { rememberNames, type PositionName } from '../api/form-data';
import { useOnline } from './use-online';

export interface SupervisorFieldProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Names the device knows (remembered from earlier screens), the signed-in position among them. */
  known: readonly PositionName[];
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * A supervisor: the position search (from 3 characters, spec 2 §5) when online; without a signal,
 * a choice among the people this device already knows (the auditor themself first).
 */
export function SupervisorField({ label, value, onChange, known, error, disabled, testId }: SupervisorFieldProps) {
  const { t } = useTranslation('audits');
  const online = useOnline();
  const [picked, setPicked] = useState<PositionName[]>([]);
  const chosen = [...picked, ...known].find((p) => p.id === value);
  return (
    <FormField error={error}>
      <div data-testid={testId}>
        <strong>{label}</strong>
        <div className="audit-workflow">
          <span data-testid={`${testId}-chosen`}>{value ? (chosen?.full_name ?? `#${value}`) : t('supervisors.none')}</span>
          {value && !disabled ? (
            <IonButton size="small" fill="clear" color="danger" onClick={() => onChange(null)} data-testid={`${testId}-clear`}>
              {t('actions.remove')}
            </IonButton>
          ) : null}
        </div>
        {!disabled &&
          (online ? (
            <PositionPicker
              label={t('supervisors.search')}
              exclude={value ? new Set([value]) : undefined}
              onSelect={(p) => {
                const name = { id: p.id, full_name: p.full_name };
                setPicked((list) => [name, ...list]);
                void rememberNames([name]);
                onChange(p.id);
              }}
            />
          ) : (
            <SelectInput
              label={t('supervisors.offlineChoice')}
              value={value}
              emptyOption={t('supervisors.choose')}
              options={known.map((p) => ({ value: p.id, label: p.full_name }))}
              onChange={(id) => onChange(id ? Number(id) : null)}
              testId={`${testId}-offline`}
            />
          ))}
      </div>
    </FormField>
  );
}

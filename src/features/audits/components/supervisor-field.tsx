import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/forms/components/form-field';
import { PositionPicker } from '@/lib/people/position-picker';
import { rememberNames, type PositionName } from '../api/form-data';
import type { Member } from '../offline/members';
import { DevicePositionSearch } from './device-position-search';
import { useOnline } from './use-online';

export interface SupervisorFieldProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /**
   * The positions the device knows: the signed-in position first, the members of the user's
   * projects (kept with the form data), names remembered from earlier screens.
   */
  known: readonly Member[];
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * A supervisor: the position search (from 3 characters, spec 2 §5); online the server's, without
 * a signal the same search over the positions this device knows.
 */
export function SupervisorField({ label, value, onChange, known, error, disabled, testId }: SupervisorFieldProps) {
  const { t } = useTranslation('audits');
  const online = useOnline();
  const [picked, setPicked] = useState<PositionName[]>([]);
  const chosen = [...picked, ...known].find((p) => p.id === value);
  const pick = (p: PositionName) => {
    const name = { id: p.id, full_name: p.full_name };
    setPicked((list) => [name, ...list]);
    void rememberNames([name]);
    onChange(p.id);
  };
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
            <PositionPicker label={t('supervisors.search')} exclude={value ? new Set([value]) : undefined} onSelect={pick} />
          ) : (
            <DevicePositionSearch
              label={t('supervisors.search')}
              candidates={known}
              exclude={value ? new Set([value]) : undefined}
              onSelect={pick}
              testId={`${testId}-offline`}
            />
          ))}
      </div>
    </FormField>
  );
}

import { IonCheckbox } from '@ionic/react';
import { useTranslation } from 'react-i18next';

export interface PermissionPickerProps {
  groups: { key: string; permissions: string[] }[];
  /** Ticked by the record itself. */
  value: string[];
  /** Inherited from the role, its parents or abstract roles: ticked and locked. */
  inherited: readonly string[];
  onChange: (value: string[]) => void;
  testId?: string;
}

/** Grouped permissions (spec 1 §5): inherited ones show ticked and locked. */
export function PermissionPicker({ groups, value, inherited, onChange, testId = 'permissions' }: PermissionPickerProps) {
  const { t } = useTranslation('organisation');
  const locked = new Set(inherited);
  const own = new Set(value);
  const toggle = (p: string, on: boolean) => onChange(on ? [...own, p] : [...own].filter((x) => x !== p));
  return (
    <div className="org-permissions" data-testid={testId}>
      {groups.map((g) => (
        <fieldset key={g.key} className="org-permission-group">
          <legend>{t(`permissionGroups.${g.key}`, { defaultValue: g.key })}</legend>
          {g.permissions.map((p) => (
            <IonCheckbox
              key={p}
              labelPlacement="end"
              justify="start"
              checked={locked.has(p) || own.has(p)}
              disabled={locked.has(p)}
              onIonChange={(e) => toggle(p, e.detail.checked)}
              data-testid={`${testId}-${p}`}
              title={locked.has(p) ? t('permissions.inherited') : undefined}
            >
              {p}
            </IonCheckbox>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

import { IonCheckbox } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { triState } from '@/lib/ui/tri-state';
import { TriStateCheckbox } from '@/lib/ui/tri-state-checkbox';

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
  // A group's box ticks or clears the group's own permissions; inherited ones stay as they are.
  const toggleGroup = (permissions: string[], on: boolean) => {
    const free = permissions.filter((p) => !locked.has(p));
    onChange(on ? [...new Set([...own, ...free])] : [...own].filter((x) => !free.includes(x)));
  };
  return (
    <div className="org-permissions" data-testid={testId}>
      {groups.map((g) => (
        <fieldset key={g.key} className="org-permission-group">
          <legend style={{ display: 'flex', alignItems: 'center' }}>
            <TriStateCheckbox
              state={triState(g.permissions.filter((p) => locked.has(p) || own.has(p)).length, g.permissions.length)}
              label={t(`permissionGroups.${g.key}`, { defaultValue: g.key })}
              onChange={(on) => toggleGroup(g.permissions, on)}
              disabled={g.permissions.every((p) => locked.has(p))}
              testId={`${testId}-group-${g.key}`}
            />
            {t(`permissionGroups.${g.key}`, { defaultValue: g.key })}
          </legend>
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

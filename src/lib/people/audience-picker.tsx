import { IonButton, IonChip, IonIcon, IonInput, IonLabel } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { closeCircle } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceType } from '@/contracts/correspondence/audience';
import { audienceOptions } from '@/contracts/correspondence/correspondence';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';

export interface PickedEntry {
  type: AudienceType;
  id: number;
  name: string;
}

export const PICKABLE = ['role', 'department', 'security_project', 'personal_group', 'position_with_user'] as const;
export type Pickable = (typeof PICKABLE)[number];

export interface AudiencePickerProps {
  label: string;
  value: PickedEntry[];
  onChange: (v: PickedEntry[]) => void;
  testId: string;
  /** Where the screen's words for the types live: `t('<prefix>.role')`, `<prefix>.type`, `.search`, `.min3`. */
  words: { ns: string; prefix: string };
  /** Beside an option: what else the screen offers for it (correspondence: a project's roles). */
  optionExtra?: (type: Pickable, option: { id: number; name: string }) => ReactNode;
  children?: ReactNode;
}

/**
 * Typed audience entries (spec 3 §3: role, department, security project, personal group, a person),
 * chosen from /correspondence/audience-options: the receivers and viewers of a correspondence and the
 * receivers of a manager survey. People are searched from 3 typed characters.
 */
export function AudiencePicker({ label, value, onChange, testId, words, optionExtra, children }: AudiencePickerProps) {
  const { t } = useTranslation([words.ns, 'common']);
  const w = (key: string) => t(`${words.ns}:${words.prefix}.${key}`);
  const [type, setType] = useState<Pickable>('role');
  const [q, setQ] = useState('');
  const options = useQuery({
    queryKey: ['audience-options', type, q],
    queryFn: () => data(audienceOptions, { query: { type, ...(q ? { q } : {}) } }),
    enabled: type !== 'position_with_user' || q.length >= 3,
  });
  const has = (e: { type: string; id: number }) => value.some((v) => v.type === e.type && v.id === e.id);
  return (
    <fieldset className="apron-audience-picker" data-testid={testId}>
      <legend>{label}</legend>
      <div>
        {value.map((v) => (
          <IonChip key={`${v.type}:${v.id}`} data-testid={`${testId}-chip-${v.type}-${v.id}`}>
            <IonLabel>{`${w(v.type)}: ${v.name}`}</IonLabel>
            <IonButton fill="clear" size="small" aria-label={t('common:actions.remove')} onClick={() => onChange(value.filter((x) => !(x.type === v.type && x.id === v.id)))}>
              <IonIcon aria-hidden="true" icon={closeCircle} />
            </IonButton>
          </IonChip>
        ))}
      </div>
      <div className="apron-audience-picker-row">
        <SelectInput label={w('type')} value={type} onChange={(v) => { setType(v as Pickable); setQ(''); }}
          options={PICKABLE.map((p) => ({ value: p, label: w(p) }))} testId={`${testId}-type`} />
        <IonInput label={w('search')} labelPlacement="stacked" debounce={400} value={q} onIonInput={(e) => setQ(String(e.detail.value ?? ''))}
          helperText={type === 'position_with_user' ? w('min3') : undefined} data-testid={`${testId}-search`} />
      </div>
      <ul className="apron-plain-list">
        {(options.data ?? []).slice(0, 30).map((o) => (
          <li key={o.id}>
            <IonButton fill="clear" size="small" disabled={has({ type, id: o.id })} onClick={() => !has({ type, id: o.id }) && onChange([...value, { type, id: o.id, name: o.name }])}
              data-testid={`${testId}-option-${type}-${o.id}`}>
              {`+ ${o.name}`}
            </IonButton>
            {optionExtra?.(type, o)}
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}

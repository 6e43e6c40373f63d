import { IonButton, IonChip, IonIcon, IonInput, IonLabel } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
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

const PICKABLE = ['role', 'department', 'security_project', 'personal_group', 'position_with_user'] as const;
type Pickable = (typeof PICKABLE)[number];

/**
 * A manager survey's receivers: the same typed entries as a correspondence's (spec 3 §3), chosen from
 * the shared picker list (/correspondence/audience-options); people from 3 typed characters.
 */
export function ReceiverPicker({ label, value, onChange, testId }: { label: string; value: PickedEntry[]; onChange: (v: PickedEntry[]) => void; testId: string }) {
  const { t } = useTranslation('surveys');
  const [type, setType] = useState<Pickable>('role');
  const [q, setQ] = useState('');
  const options = useQuery({
    queryKey: ['surveys', 'receiver-options', type, q],
    queryFn: () => data(audienceOptions, { query: { type, ...(q ? { q } : {}) } }),
    enabled: type !== 'position_with_user' || q.length >= 3,
  });
  const has = (e: { type: string; id: number }) => value.some((v) => v.type === e.type && v.id === e.id);
  return (
    <fieldset data-testid={testId}>
      <legend>{label}</legend>
      <div>
        {value.map((v) => (
          <IonChip key={`${v.type}:${v.id}`} data-testid={`${testId}-chip-${v.type}-${v.id}`}>
            <IonLabel>{`${t(`receivers.${v.type}`)}: ${v.name}`}</IonLabel>
            <IonButton fill="clear" size="small" aria-label={t('picker.remove')} onClick={() => onChange(value.filter((x) => !(x.type === v.type && x.id === v.id)))}>
              <IonIcon aria-hidden="true" icon={closeCircle} />
            </IonButton>
          </IonChip>
        ))}
      </div>
      <SelectInput label={t('receivers.type')} value={type} onChange={(v) => { setType(v as Pickable); setQ(''); }}
        options={PICKABLE.map((p) => ({ value: p, label: t(`receivers.${p}`) }))} testId={`${testId}-type`} />
      <IonInput label={t('receivers.search')} labelPlacement="stacked" debounce={400} value={q} onIonInput={(e) => setQ(String(e.detail.value ?? ''))}
        helperText={type === 'position_with_user' ? t('receivers.min3') : undefined} data-testid={`${testId}-search`} />
      <ul className="apron-plain-list">
        {(options.data ?? []).slice(0, 30).map((o) => (
          <li key={o.id}>
            <IonButton fill="clear" size="small" disabled={has({ type, id: o.id })} onClick={() => onChange([...value, { type, id: o.id, name: o.name }])}
              data-testid={`${testId}-option-${type}-${o.id}`}>
              {`+ ${o.name}`}
            </IonButton>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

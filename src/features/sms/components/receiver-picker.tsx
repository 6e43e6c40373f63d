import { IonButton, IonChip, IonIcon, IonInput, IonLabel } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReceiverType } from '@/contracts/sms/sms';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useReceiverOptions } from '../api/sms';

export interface PickedReceiver {
  type: SmsReceiverType;
  id: number;
  name: string;
}

/** Position groups are another area's (not built yet), so the picker offers the other five types. */
const PICKABLE: SmsReceiverType[] = ['role', 'department', 'security_project', 'personal_group', 'position'];

export function ReceiverPicker({ value, onChange }: { value: PickedReceiver[]; onChange: (v: PickedReceiver[]) => void }) {
  const { t } = useTranslation('sms');
  const [type, setType] = useState<SmsReceiverType>('role');
  const [q, setQ] = useState('');
  const options = useReceiverOptions(type, q);
  const add = (id: number) => {
    const o = options.data?.find((x) => x.id === id);
    if (o && !value.some((v) => v.type === type && v.id === id)) onChange([...value, { type, id, name: o.name }]);
  };
  return (
    <fieldset className="sms-receivers" data-testid="sms-receivers">
      <legend>{t('store.receivers')}</legend>
      <SelectInput label={t('store.receiverType')} value={type} options={PICKABLE.map((p) => ({ value: p, label: t(`types.${p}`) }))}
        onChange={(v) => { setType(v as SmsReceiverType); setQ(''); }} testId="sms-receiver-type" />
      <IonInput label={t('store.search')} labelPlacement="stacked" value={q} debounce={300} onIonInput={(e) => setQ(String(e.detail.value ?? ''))}
        helperText={type === 'position' ? t('store.searchMin') : undefined} data-testid="sms-receiver-search" />
      <SelectInput label={t('store.choose')} value="" emptyOption={t('store.choose')}
        options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))} onChange={(v) => v && add(Number(v))} testId="sms-receiver-option" />
      <div>
        {value.map((r) => (
          <IonChip key={`${r.type}:${r.id}`} data-testid="sms-receiver-chip">
            <IonLabel>{`${t(`types.${r.type}`)}: ${r.name}`}</IonLabel>
            <IonButton fill="clear" size="small" aria-label={t('store.remove')} onClick={() => onChange(value.filter((v) => v !== r))}>
              <IonIcon aria-hidden="true" icon={closeCircle} />
            </IonButton>
          </IonChip>
        ))}
      </div>
    </fieldset>
  );
}

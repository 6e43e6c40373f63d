import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import type { RewardPenaltyType } from '@/contracts/employees/reward-penalty';
import { ApiError } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Dialog } from '@/lib/ui/dialog';
import { toasts } from '@/lib/ui/toasts';
import { useRewardPenaltyTypeMutations, type TypeBody } from '../api/reward-penalty-types';

type Reason = TypeBody['reasons'][number];

/** Create or edit a reward/penalty type with its reasons (the list screen's dialog; spec 1 gives it no route). */
export function RewardPenaltyTypeDialog({ item, onClose }: { item: RewardPenaltyType | null; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const { save } = useRewardPenaltyTypeMutations();
  const [name, setName] = useState(item?.name ?? '');
  const [kind, setKind] = useState<string>(item?.type ?? '');
  const [perf, setPerf] = useState<string>(item?.performance_type.type ?? '');
  const [status, setStatus] = useState(item?.performance_type.status ?? true);
  const [reasons, setReasons] = useState<Reason[]>(item?.reasons.map((r) => ({ guid: r.guid, name: r.name, code: r.code, is_penalty: r.attributes.is_penalty, is_notified: r.attributes.is_notified })) ?? []);
  const [error, setError] = useState('');
  const setReason = (i: number, patch: Partial<Reason>) => setReasons((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const onSave = async () => {
    if (!kind) return setError(M.typeRequired);
    if (!reasons.length || reasons.some((r) => !r.name.trim())) return setError(M.reasonRequired);
    try {
      await save.mutateAsync({ id: item?.id, body: { name, type: kind as 'reward' | 'penalty', performance_type: { status, type: (perf || null) as 're' | 'd' | null }, reasons } });
      toasts.show({ kind: 'success', message: M.saved });
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(Object.values((e.body as { errors?: Record<string, string[]> } | null)?.errors ?? {}).flat().join(' ') || e.message);
    }
  };

  return (
    <Dialog open title={item ? item.name : t('rpTypes.create')} closeText={t('close')} onClose={onClose} testId="rp-type-dialog">
      <div className="employees-form">
        <IonInput label={t('rpTypes.name')} labelPlacement="stacked" value={name} maxlength={120} onIonInput={(e) => setName(String(e.detail.value ?? ''))} />
        <SelectInput label={t('rpTypes.kind')} value={kind} emptyOption={M.typeRequired} options={[{ value: 'reward', label: t('rpTypes.reward') }, { value: 'penalty', label: t('rpTypes.penalty') }]} onChange={setKind} />
        <SelectInput label={t('rpTypes.performanceType')} value={perf} emptyOption={t('rpTypes.none')} options={[{ value: 're', label: t('rpTypes.report') }, { value: 'd', label: t('rpTypes.absenteeism') }]} onChange={setPerf} />
        <IonCheckbox checked={status} labelPlacement="end" onIonChange={(e) => setStatus(e.detail.checked)}>{t('rpTypes.status')}</IonCheckbox>
        <fieldset>
          <legend>{t('rpTypes.reasons')}</legend>
          {reasons.map((r, i) => (
            <div key={r.guid ?? `new-${i}`} className="employees-toolbar">
              <IonInput label={t('rpTypes.reasonName')} labelPlacement="stacked" value={r.name} maxlength={255} onIonInput={(e) => setReason(i, { name: String(e.detail.value ?? '') })} />
              <IonInput label={t('rpTypes.code')} labelPlacement="stacked" value={r.code} maxlength={255} onIonInput={(e) => setReason(i, { code: String(e.detail.value ?? '') })} />
              <IonCheckbox checked={!!r.is_notified} labelPlacement="end" onIonChange={(e) => setReason(i, { is_notified: e.detail.checked })}>{t('rpTypes.notified')}</IonCheckbox>
              <IonButton fill="clear" color="danger" onClick={() => setReasons((rs) => rs.filter((_, j) => j !== i))}>{t('list.delete')}</IonButton>
            </div>
          ))}
          <IonButton fill="outline" size="small" onClick={() => setReasons((rs) => [...rs, { name: '', code: '', is_penalty: kind === 'penalty', is_notified: false }])}>{t('rpTypes.addReason')}</IonButton>
        </fieldset>
        {error && <p className="apron-error" role="alert">{error}</p>}
        <IonButton onClick={() => void onSave()} disabled={save.isPending}>{t('form.save')}</IonButton>
      </div>
    </Dialog>
  );
}

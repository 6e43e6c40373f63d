import { IonButton, IonCheckbox } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/lib/forms/components/form-actions';
import { Dialog } from '@/lib/ui/dialog';

/** Choose several of a list (trainings, extra points, assessors, objection reasons). */
export function ChecklistDialog({ title, items, chosen, onSave, onClose, testId }: {
  title: string; items: { id: number; label: string }[]; chosen: number[]; onSave: (ids: number[]) => Promise<unknown>; onClose: () => void; testId: string;
}) {
  const { t } = useTranslation('performance');
  const [ids, setIds] = useState(chosen);
  return (
    <Dialog open title={title} closeText={t('close')} onClose={onClose} testId={testId}>
      {items.map((i) => (
        <div key={i.id} className="apron-check-row">
          <IonCheckbox labelPlacement="end" justify="start" checked={ids.includes(i.id)} data-testid={`${testId}-${i.id}`}
            onIonChange={(e) => setIds(e.detail.checked ? [...ids, i.id] : ids.filter((x) => x !== i.id))}>{i.label}</IonCheckbox>
        </div>
      ))}
      <FormActions><IonButton onClick={async () => { await onSave(ids); onClose(); }} data-testid={`${testId}-save`}>{t('save')}</IonButton></FormActions>
    </Dialog>
  );
}

import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextTask } from '@/contracts/cases';
import { Dialog } from '@/lib/ui/dialog';

/**
 * The assign dialog (spec 3 §6): where routing goes and who takes each next task. One candidate is
 * fixed; several are chosen here; leaving the choice empty sends the task to the unassigned list.
 */
export function AssignDialog({ next, onCancel, onConfirm, busy }: { next: NextTask[] | null; onCancel: () => void; onConfirm: (a: Record<string, string>) => void; busy: boolean }) {
  const { t } = useTranslation('cases');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const tasks = next ?? [];
  return (
    <Dialog open={next !== null} title={t('assign.title')} closeText={t('close')} onClose={onCancel} testId="assign-dialog">
      {tasks.map((task) => task.end ? (
        <p key="end" data-testid="assign-end">{t('assign.end')}</p>
      ) : (
        <div key={task.tas_uid} className="apron-assign-task">
          <p><strong>{task.tas_title}</strong></p>
          {task.users.length === 1 ? (
            <p data-testid={`assign-user-${task.tas_uid}`}>{task.users[0]!.usr_name}</p>
          ) : (
            // A native select: an Ionic popover would open under the modal <dialog>'s top layer.
            <label className="apron-assign-user">
              <span>{t('assign.user')}</span>
              <select className="apron-select" value={chosen[task.tas_uid] ?? ''} onChange={(e) => setChosen({ ...chosen, [task.tas_uid]: e.target.value })}
                data-testid={`assign-select-${task.tas_uid}`}>
                <option value="">{t('assign.selfService')}</option>
                {task.users.map((u) => <option key={u.usr_uid} value={u.usr_uid}>{u.usr_name}</option>)}
              </select>
            </label>
          )}
        </div>
      ))}
      <div className="apron-dialog-actions">
        <IonButton fill="clear" onClick={onCancel}>{t('cancel')}</IonButton>
        <IonButton disabled={busy} onClick={() => onConfirm(Object.fromEntries(Object.entries(chosen).filter(([, v]) => v)))} data-testid="assign-confirm">{t('assign.route')}</IonButton>
      </div>
    </Dialog>
  );
}

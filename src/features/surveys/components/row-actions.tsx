import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/lib/ui/confirm';
import { toasts } from '@/lib/ui/toasts';
import { reportError } from '@/lib/api/query-client';

/** Edit and delete of one row; the delete asks first (spec 3 §8: confirmations precede removals). */
export function RowActions({ editHref, name, onDelete, testId, children }: {
  editHref: string; name: string; onDelete: () => Promise<{ message: string }>; testId: string; children?: ReactNode;
}) {
  const { t } = useTranslation('surveys');
  const confirm = useConfirm();
  const remove = async () => {
    const ok = await confirm({ header: t('delete.header'), message: t('delete.message', { name }), confirmText: t('delete.confirm'), destructive: true });
    if (!ok) return;
    try {
      toasts.success((await onDelete()).message);
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <div className="apron-actions">
      {children}
      <IonButton fill="clear" size="small" routerLink={editHref} aria-label={t('actions.edit')} title={t('actions.edit')} data-testid={`${testId}-edit`}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={createOutline} />
      </IonButton>
      <IonButton fill="clear" size="small" color="danger" onClick={() => void remove()} aria-label={t('actions.delete')} title={t('actions.delete')} data-testid={`${testId}-delete`}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
      </IonButton>
    </div>
  );
}

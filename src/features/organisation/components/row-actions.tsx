import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/api/query-client';
import { useConfirm } from '@/lib/ui/confirm';
import { toasts } from '@/lib/ui/toasts';

export interface RowActionsProps {
  editHref?: string;
  /** Deletes after a confirmation naming the record. */
  onDelete?: () => Promise<{ data?: unknown }>;
  name: string;
  testId: string;
  children?: ReactNode;
}

/** Edit and delete (with confirmation) buttons of a list row. */
export function RowActions({ editHref, onDelete, name, testId, children }: RowActionsProps) {
  const { t } = useTranslation('organisation');
  const confirm = useConfirm();
  const del = async () => {
    if (!onDelete) return;
    if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { name }), confirmText: t('actions.delete'), destructive: true }))) return;
    const result = await onDelete();
    const message = (result.data as { message?: string } | undefined)?.message;
    toasts.success(message ?? t('delete.done'));
  };
  return (
    <div className="apron-actions">
      {children}
      {editHref && (
        <IonButton fill="clear" size="small" routerLink={editHref} aria-label={t('actions.edit')} title={t('actions.edit')} data-testid={`${testId}-edit`}>
          <IonIcon aria-hidden="true" slot="icon-only" icon={createOutline} />
        </IonButton>
      )}
      {onDelete && (
        <IonButton fill="clear" size="small" color="danger" onClick={() => void del().catch(reportError)} aria-label={t('actions.delete')} title={t('actions.delete')} data-testid={`${testId}-delete`}>
          <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
        </IonButton>
      )}
    </div>
  );
}

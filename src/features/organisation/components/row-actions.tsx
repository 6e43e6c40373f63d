import { createOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/api/query-client';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
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
        <IconButton icon={createOutline} label={t('actions.edit')} href={editHref} testId={`${testId}-edit`} />
      )}
      {onDelete && (
        <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void del().catch(reportError)} danger testId={`${testId}-delete`} />
      )}
    </div>
  );
}

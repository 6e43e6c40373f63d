import { createOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
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
      <IconButton icon={createOutline} label={t('actions.edit')} href={editHref} testId={`${testId}-edit`} />
      <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void remove()} danger testId={`${testId}-delete`} />
    </div>
  );
}

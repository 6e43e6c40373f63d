import { createOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/api/query-client';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { toasts } from '@/lib/ui/toasts';

export interface RowActionsProps {
  editHref?: string;
  /** Deletes after a confirmation naming the record; the server's message (`message` or `data.message`) is shown. */
  onDelete?: () => Promise<unknown>;
  name: string;
  testId: string;
  children?: ReactNode;
}

/** The server's answer to a delete names what happened: the API's envelope or the plain body. */
function deletedMessage(result: unknown): string | undefined {
  const body = result as { message?: unknown; data?: { message?: unknown } } | undefined;
  const message = body?.message ?? body?.data?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A list row's edit link and delete button; deleting asks first (spec 3 §8: confirmations precede removals). */
export function RowActions({ editHref, onDelete, name, testId, children }: RowActionsProps) {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  const remove = async () => {
    if (!onDelete) return;
    if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { name }), confirmText: t('actions.delete'), destructive: true }))) return;
    toasts.success(deletedMessage(await onDelete()) ?? t('delete.done'));
  };
  return (
    <div className="apron-actions">
      {children}
      {editHref && <IconButton icon={createOutline} label={t('actions.edit')} href={editHref} testId={`${testId}-edit`} />}
      {onDelete && (
        <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void remove().catch(reportError)} danger testId={`${testId}-delete`} />
      )}
    </div>
  );
}

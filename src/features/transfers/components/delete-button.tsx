import { useQueryClient } from '@tanstack/react-query';
import { trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/api/query-client';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { toasts } from '@/lib/ui/toasts';
import { TRANSFERS_KEY } from '../api/transfers';

/** A row's delete: asks first (spec 3 §8: a confirmation precedes removals), then refreshes the feature's lists. */
export function DeleteButton({ name, testId, onDelete }: { name: string; testId: string; onDelete: () => Promise<{ data: { message: string } }> }) {
  const { t } = useTranslation('transfers');
  const confirm = useConfirm();
  const client = useQueryClient();
  const run = async () => {
    if (!(await confirm({ message: t('delete.message', { name }), confirmText: t('actions.delete'), destructive: true }))) return;
    const r = await onDelete();
    toasts.success(r.data.message);
    await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
  };
  return (
    <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void run().catch(reportError)} danger testId={testId} />
  );
}

import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport } from '@/contracts/correspondence/receipts';
import { download, saveBlob } from '@/lib/api/download';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useItemAction, useReceipts } from '../api/correspondence';
import { formatDateTime } from './format';
import { DataTable } from '@/lib/list/data-table';

/** Proof of reading for the sender: totals per department and project, who read it and when, reminder, report. */
export function ReceiptsPanel({ id, mandatory }: { id: number; mandatory: boolean }) {
  const { t } = useTranslation('correspondence');
  const confirm = useConfirm();
  const [state, setState] = useState<'' | 'read' | 'unread'>('');
  const receipts = useReceipts(id, true, state || undefined);
  const action = useItemAction();
  if (receipts.isPending) return <Loading />;
  if (!receipts.data) return null;
  const { summary, people } = receipts.data.data;

  const remind = async () => {
    if (!(await confirm({ header: t('receipts.remind'), message: t('receipts.remindConfirm'), confirmText: t('receipts.remind') }))) return;
    action.mutate({ id, action: 'remind' }, { onSuccess: (m) => toasts.success(m) });
  };
  const report = async () => {
    const file = await download(downloadReport, { query: { id } }, `okuma-raporu-${id}.xlsx`);
    if (file.ok && file.blob) saveBlob(file.blob, file.fileName ?? `okuma-raporu-${id}.xlsx`);
    else toasts.showAll(file.toasts);
  };

  return (
    <section className="correspondence-receipts" data-testid="receipts">
      <h3>{t('receipts.title')}</h3>
      <p data-testid="receipts-summary">{t('receipts.summary', { read: summary.read, total: summary.total })}</p>
      <div className="apron-actions">
        {mandatory && summary.read < summary.total && <IonButton onClick={() => void remind()} data-testid="receipts-remind">{t('receipts.remind')}</IonButton>}
        <IonButton fill="outline" onClick={() => void report()} data-testid="receipts-download">{t('receipts.download')}</IonButton>
      </div>
      <div className="correspondence-receipt-groups">
        {([['by_department', summary.by_department], ['by_security_project', summary.by_security_project]] as const).map(([key, groups]) => (
          <DataTable key={key} rows={groups} rowKey={(g) => `${g.id}`} columns={[
            { key: 'name', label: t(`receipts.${key}`), render: (g) => g.name },
            { key: 'read', label: t('receipts.read'), render: (g) => g.read },
            { key: 'total', label: t('receipts.total'), render: (g) => g.total },
          ]} />
        ))}
      </div>
      <SelectInput label={t('receipts.filter')} value={state} onChange={(v) => setState(v as '' | 'read' | 'unread')}
        options={[{ value: '', label: t('all') }, { value: 'read', label: t('read') }, { value: 'unread', label: t('unread') }]} testId="receipts-filter" />
      <DataTable testId="receipts-people" rows={people} rowKey={(p) => p.user_id} rowTestId={(p) => `receipt-${p.user_id}`} columns={[
        { key: 'person', label: t('receipts.person'), render: (p) => p.full_name },
        { key: 'department', label: t('receipts.department'), render: (p) => p.department_name ?? '—' },
        { key: 'project', label: t('receipts.project'), render: (p) => p.security_project_name ?? '—' },
        { key: 'read_at', label: t('receipts.readAt'), render: (p) => (p.read_at ? formatDateTime(p.read_at) : t('unread')) },
      ]} />
    </section>
  );
}

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
          <table key={key} className="apron-table">
            <thead><tr><th>{t(`receipts.${key}`)}</th><th>{t('receipts.read')}</th><th>{t('receipts.total')}</th></tr></thead>
            <tbody>{groups.map((g) => <tr key={`${g.id}`}><td>{g.name}</td><td>{g.read}</td><td>{g.total}</td></tr>)}</tbody>
          </table>
        ))}
      </div>
      <SelectInput label={t('receipts.filter')} value={state} onChange={(v) => setState(v as '' | 'read' | 'unread')}
        options={[{ value: '', label: t('all') }, { value: 'read', label: t('read') }, { value: 'unread', label: t('unread') }]} testId="receipts-filter" />
      <table className="apron-table" data-testid="receipts-people">
        <thead><tr><th>{t('receipts.person')}</th><th>{t('receipts.department')}</th><th>{t('receipts.project')}</th><th>{t('receipts.readAt')}</th></tr></thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.user_id} data-testid={`receipt-${p.user_id}`}>
              <td>{p.full_name}</td><td>{p.department_name ?? '—'}</td><td>{p.security_project_name ?? '—'}</td>
              <td>{p.read_at ? formatDateTime(p.read_at) : t('unread')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

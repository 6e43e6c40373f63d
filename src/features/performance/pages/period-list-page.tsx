import { addOutline, arrowForwardCircleOutline, calculatorOutline, createOutline, downloadOutline, listOutline, mailOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Period } from '@/contracts/performance/periods';
import { moveConfirmation, nextStatus, isAllowed } from '@/contracts/performance/period-status';
import { useSession } from '@/lib/session/session-context';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { call, downloadFile, fetchPeriods, P, PERF_KEY, useCalculations, usePerfMutation } from '../api/performance';
import { ActionButton, formatDay, StatusBadge } from '../components/bits';
import { PeriodDialog } from '../components/period-dialog';

/** /performance-period-list: periods, their one-step status moves (confirmed), calculation with 10 s polling. */
export default function PeriodListPage() {
  const { t } = useTranslation('performance');
  const confirm = useConfirm();
  const can = useSession().can;
  const [editing, setEditing] = useState<Period | null | undefined>(undefined);
  const jobs = useCalculations();
  const running = new Set((jobs.data?.data ?? []).map((r) => r.performance_period_id));
  const save = usePerfMutation((p: Period) => call(P.updatePeriod, { params: { id: p.id }, body: { ...p, status: nextStatus(p.status)! } }));
  const calc = usePerfMutation((id: number) => call(P.runCalculation, { body: { performance_period_id: id } }));
  const mail = usePerfMutation((id: number) => call(P.sendNonRespondentMail, { params: { id }, body: { period_id: id } }));

  const move = async (p: Period) => {
    const to = nextStatus(p.status);
    if (!to || !(await confirm({ message: moveConfirmation(to) }))) return;
    toasts.success(String((await save.mutateAsync(p)).helper_data.message ?? ''));
  };
  const columns: Column<Period>[] = [
    { key: 'name', label: t('fields.name'), render: (p) => can('view-performance-card-personnel-point') ? <Link to={`/performance-period-list/${p.id}/performance-card-list`} data-testid={`period-${p.id}`}>{p.name}</Link> : p.name },
    { key: 'dates', label: t('fields.dates'), priority: 2, render: (p) => `${formatDay(p.start_at)} – ${formatDay(p.end_at)}` },
    { key: 'status', label: t('fields.status'), priority: 3, render: (p) => <StatusBadge status={p.status} /> },
    { key: 'cards', label: t('fields.cards'), priority: 2, render: (p) => (running.has(p.id) ? <span data-testid={`calculating-${p.id}`}>{t('calculating')}</span> : p.cards_count) },
    {
      key: 'actions', label: '', render: (p) => (
        <div className="perf-actions">
          <ActionButton icon={listOutline} label={t('criteria')} href={`/performance-period-list/${p.id}/performance-criteria`} testId={`criteria-${p.id}`} />
          {can('edit-performance-periods') && p.status !== 'closed' && <ActionButton icon={createOutline} label={t('edit')} onClick={() => setEditing(p)} testId={`edit-${p.id}`} />}
          {can('edit-performance-periods') && isAllowed(p.status, 'calculate') && (
            <ActionButton icon={calculatorOutline} label={t('calculate')} disabled={running.has(p.id)} testId={`calculate-${p.id}`}
              onClick={async () => { toasts.success(String((await calc.mutateAsync(p.id)).helper_data.message ?? '')); void jobs.refetch(); }} />
          )}
          {can('edit-performance-periods') && nextStatus(p.status) && (
            <ActionButton icon={arrowForwardCircleOutline} label={t(`moveTo.${nextStatus(p.status)}`)} onClick={() => void move(p)} testId={`move-${p.id}`} />
          )}
          {can('send-email-to-non-respondent-evaluators') && p.status === 'under_evaluation' && (
            <ActionButton icon={mailOutline} label={t('mail')} testId={`mail-${p.id}`} onClick={async () => toasts.success((await mail.mutateAsync(p.id)).data.message)} />
          )}
          {can('view-performance-card-personnel-point') && (
            <ActionButton icon={downloadOutline} label={t('download')} onClick={() => void downloadFile(P.downloadPeriod, { params: { id: p.id } }, `performans-${p.id}.xlsx`)} />
          )}
        </div>
      ),
    },
  ];
  return (
    <Page title={t('periods.title')} primary={can('create-performance-periods') ? { label: t('periods.create'), icon: addOutline, onClick: () => setEditing(null), testId: 'period-create' } : undefined}>
      <PagedList testId="period-list" queryKey={[...PERF_KEY, 'periods']} fetch={fetchPeriods} columns={columns} rowKey={(p) => p.id} emptyMessage={t('empty')} />
      {editing !== undefined && <PeriodDialog period={editing} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}

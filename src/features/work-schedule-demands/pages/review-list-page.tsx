import { IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { checkmarkDoneOutline, closeCircleOutline, downloadOutline, openOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { searchWsdDemands, type WorkScheduleDemand } from '@/contracts/work-schedule-demands';
import { call } from '@/lib/api/client';
import { saveBlob } from '@/lib/api/download';
import { readListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useStoredFilter } from '@/lib/list/stored-filter';
import { useSession } from '@/lib/session/session-context';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { DEMANDS_KEY, WSD_KEY, downloadReview, fetchReview, useApprove, useReject } from '../api/demands';
import { REVIEW_FILTER_NAMES, reviewFilter } from '../components/filter-storage';
import { formatDateTime, formatDays, formatSchedule } from '../components/format';
import { RejectDialog } from '../components/reject-dialog';
import { ReviewFilters, type ReviewChoices } from '../components/review-filters';
import { StatusBadge } from '../components/status-badge';
import { shiftCodeLabel } from '../components/shift-code';

const PATH = '/work-schedule-demand-review/list';

/**
 * /work-schedule-demand-review/list [page, filterStorage]: every demand, filtered (the filter kept
 * per user in this browser), several approved or rejected at once, exported to Excel.
 */
export default function ReviewListPage() {
  const { t } = useTranslation('work-schedule-demands');
  const userId = useSession().data.user.id;
  const [search] = useSearchParams();
  const onScreen = useLocation().pathname === PATH;
  const params = readListParams(search, { filters: REVIEW_FILTER_NAMES });
  useStoredFilter(reviewFilter, userId, params.filters, onScreen);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const approve = useApprove();
  const reject = useReject();
  const choices = useQuery({
    queryKey: [...WSD_KEY, 'review-choices'],
    queryFn: async () => (await call(searchWsdDemands, { query: { perpage: 30, with_helper_data: true }, body: {}, quiet: true })).helper_data as unknown as ReviewChoices,
    staleTime: 5 * 60_000,
  });

  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const done = (message: unknown) => {
    toasts.success(String(message));
    setSelected(new Set());
    setRejecting(false);
  };
  const onApprove = () => approve.mutate([...selected], { onSuccess: (r) => done(r.helper_data.message) });
  const onExport = async () => {
    const result = await downloadReview(params.filters);
    if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'Çalışma programı talepleri.xlsx');
    else toasts.showAll(result.toasts);
  };

  const columns: Column<WorkScheduleDemand>[] = [
    {
      key: 'select',
      label: '',
      render: (r) => (
        <label className="apron-row-check">
          <input type="checkbox" aria-label={t('review.select', { number: r.number })} checked={selected.has(r.id)} onChange={() => toggle(r.id)} data-testid={`wsd-review-select-${r.id}`} />
        </label>
      ),
    },
    { key: 'number', label: t('fields.number'), sort: 'number', render: (r) => r.number },
    { key: 'requester', label: t('fields.requester'), sort: 'requester', render: (r) => r.requester.full_name },
    { key: 'type', label: t('fields.type'), render: (r) => t(`kinds.${r.type}`) },
    { key: 'demand_type', label: t('fields.type_id'), render: (r) => r.demand_type.name },
    { key: 'period', label: t('fields.period_id'), render: (r) => r.period.name },
    { key: 'days', label: t('fields.days'), sort: 'request_start_date', render: (r) => formatDays(r.request_start_date, r.request_end_date) },
    { key: 'schedule', label: t('fields.work_schedule_id'), render: (r) => formatSchedule(r.work_schedule) || '—' },
    { key: 'shift', label: t('fields.current_shift'), render: (r) => shiftCodeLabel(r.shift_short_code, t) ?? '—' },
    { key: 'status', label: t('fields.status'), sort: 'status', render: (r) => <StatusBadge state={r.status} testId={`wsd-review-status-${r.id}`} /> },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <IconButton icon={openOutline} label={t('actions.open')} href={`/work-schedule-demand-review/${r.id}/view`} testId={`wsd-review-open-${r.id}`} />
      ),
    },
  ];

  return (
    <Page
      title={t('review.title')}
      primary={{ label: t('actions.downloadExcel'), icon: downloadOutline, onClick: () => void onExport(), testId: 'wsd-review-export' }}
    >
      <div className="wsd-selection" data-testid="wsd-review-selection">
        <span>{t('review.selected', { count: selected.size })}</span>
        <IonButton size="small" color="success" disabled={!selected.size || approve.isPending} onClick={onApprove} data-testid="wsd-review-approve">
          <IonIcon aria-hidden="true" slot="start" icon={checkmarkDoneOutline} />
          {t('actions.approveSelected')}
        </IonButton>
        <IonButton size="small" color="danger" disabled={!selected.size || reject.isPending} onClick={() => setRejecting(true)} data-testid="wsd-review-reject">
          <IonIcon aria-hidden="true" slot="start" icon={closeCircleOutline} />
          {t('actions.rejectSelected')}
        </IonButton>
      </div>
      <PagedList
        testId="wsd-review-list"
        queryKey={[...DEMANDS_KEY, 'review']}
        fetch={fetchReview}
        columns={columns}
        rowKey={(r) => r.id}
        filters={REVIEW_FILTER_NAMES}
        emptyMessage={t('review.empty')}
        renderFilters={(p, setFilters) => <ReviewFilters filters={p.filters} setFilters={setFilters} choices={choices.data} />}
      />
      <RejectDialog count={rejecting ? selected.size : 0} saving={reject.isPending} onClose={() => setRejecting(false)}
        onReject={(reason) => reject.mutateAsync({ ids: [...selected], reason }).then((r) => done(r.helper_data.message))} />
    </Page>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { addOutline, createOutline, openOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '@/contracts/paths';
import { WSD_KINDS, WSD_STATUSES } from '@/contracts/work-schedule-demands-rules';
import { SelectInput } from '@/lib/forms/components/select-input';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { onOutboxChange } from '@/lib/outbox/changes';
import { serverPageOrEmpty } from '@/lib/outbox/pending-rows';
import { useSession } from '@/lib/session/session-context';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { useCreateForm } from '../api/create-form';
import { DEMANDS_KEY, fetchMyDemands } from '../api/demands';
import { formatDateTime, formatDays, formatSchedule } from '../components/format';
import { usePathPage } from '../components/path-page';
import { StatusBadge } from '../components/status-badge';
import { editPathOf } from '../offline/demand-kind';
import { loadPendingItems, mergePending, pendingRow, type MyDemandRow } from '../offline/pending-demands';

const BASE = '/work-schedule-demand/list';

/** /work-schedule-demand/list/{page}: the user's own demands, those still on this device first. */
export default function MyDemandsPage() {
  const { t } = useTranslation('work-schedule-demands');
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().data.user.id;
  const ready = usePathPage(BASE);
  const form = useCreateForm(userId);
  const formValue = form.data?.value;

  const fetch = useMemo(() => async (p: ListParams): Promise<Envelope<MyDemandRow[]>> => {
    const [server, pending] = await Promise.all([
      // Offline: the device's demands still show.
      serverPageOrEmpty(fetchMyDemands(p), p),
      loadPendingItems(userId).catch(() => []),
    ]);
    return mergePending(server as Envelope<MyDemandRow[]>, pending.map((item) => pendingRow(item, formValue)), p);
  }, [userId, formValue]);

  // The outbox changed (saved, sent, refused, discarded): the pending rows are read again.
  useEffect(() => onOutboxChange(() => void client.invalidateQueries({ queryKey: DEMANDS_KEY })), [client]);

  const columns: Column<MyDemandRow>[] = [
    { key: 'number', label: t('fields.number'), sort: 'number', render: (r) => r.number || '—' },
    { key: 'type', label: t('fields.type'), render: (r) => t(`kinds.${r.type}`) },
    { key: 'demand_type', label: t('fields.type_id'), render: (r) => r.demand_type.name },
    { key: 'days', label: t('fields.days'), sort: 'request_start_date', render: (r) => formatDays(r.request_start_date, r.request_end_date) },
    { key: 'schedule', label: t('fields.work_schedule_id'), render: (r) => formatSchedule(r.work_schedule) || '—' },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'status',
      label: t('fields.status'),
      render: (r) => (
        <>
          <StatusBadge state={r.pending?.state ?? r.status} testId={`wsd-demand-status-${r.uuid}`} />
          {r.pending?.message && <div className="wsd-note">{r.pending.message}</div>}
        </>
      ),
    },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          {r.pending?.state === 'needs-attention' ? (
            <IconButton icon={createOutline} label={t('actions.fix')} href={editPathOf(r.pending.outboxId)} testId={`wsd-demand-fix-${r.uuid}`} />
          ) : r.pending ? null : (
            <IconButton icon={openOutline} label={t('actions.open')} href={`/work-schedule-demand/${r.id}/view`} testId={`wsd-demand-open-${r.id}`} />
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('mine.title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/work-schedule-demand/create'), testId: 'wsd-demand-create' }}
    >
      {ready && (
        <PagedList
          testId="wsd-my-demands"
          worksOffline
          queryKey={[...DEMANDS_KEY, 'mine', userId, Boolean(formValue)]}
          fetch={fetch}
          columns={columns}
          rowKey={(r) => r.uuid}
          filters={['status', 'type']}
          emptyMessage={t('mine.empty')}
          renderFilters={(params, setFilters) => (
            <>
              <SelectInput label={t('fields.status')} value={params.filters.status} emptyOption={t('choose.allStatuses')} testId="wsd-my-status"
                options={WSD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} onChange={(status) => setFilters({ status: status || undefined })} />
              <SelectInput label={t('fields.type')} value={params.filters.type} emptyOption={t('choose.allKinds')} testId="wsd-my-kind"
                options={WSD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(type) => setFilters({ type: type || undefined })} />
            </>
          )}
        />
      )}
    </Page>
  );
}

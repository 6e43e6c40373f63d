import { IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, createOutline, openOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEMAND_REQUEST_STATUSES } from '@/contracts/demands';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { onOutboxChange } from '@/lib/outbox/changes';
import { RoleDisplay } from '@/lib/people/role-display';
import { PendingThumbnails } from '@/lib/photos/pending-thumbnails';
import { useSession } from '@/lib/session/session-context';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { REQUESTS_KEY } from '../api/demand-requests';
import { useDemandTypeOptions } from '../api/demand-type-options';
import { fetchMyRequestsWithPending } from '../api/my-requests';
import { StatusBadge } from '../components/status-badge';
import { editPathOf } from '../offline/demand-request-kind';
import type { MyRequestRow } from '../offline/pending-requests';
import { formatDateTime } from '../components/format';

/** /demand-requests [page]: the user's own requests, those still on this device first. */
export default function DemandRequestsPage() {
  const { t } = useTranslation('demands');
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().data.user.id;
  const types = useDemandTypeOptions();
  const typeNames = useMemo(() => new Map((types.data ?? []).map((d) => [d.id, d.name])), [types.data]);
  const fetch = useMemo(() => fetchMyRequestsWithPending(userId, typeNames), [userId, typeNames]);

  // The outbox changed (saved, sent, refused, discarded): the pending rows are read again.
  useEffect(() => onOutboxChange(() => void client.invalidateQueries({ queryKey: REQUESTS_KEY })), [client]);

  const columns: Column<MyRequestRow>[] = [
    { key: 'number', label: t('fields.number'), sort: 'number', render: (r) => r.number || '—' },
    { key: 'type', label: t('fields.demand_type_id'), render: (r) => r.demand_type.name },
    { key: 'title', label: t('fields.title'), sort: 'title', render: (r) => r.title },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'status',
      label: t('fields.status'),
      render: (r) => (
        <>
          <StatusBadge state={r.pending?.state ?? r.status} testId={`demand-request-status-${r.uuid}`} />
          {r.pending?.message && <div className="demand-note">{r.pending.message}</div>}
          {r.pending && <PendingThumbnails hashes={r.pending.photoHashes} />}
        </>
      ),
    },
    { key: 'roles', label: t('fields.current_roles'), render: (r) => r.current_roles.map((role) => <div key={role.role.id}><RoleDisplay value={role} /></div>) },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          {r.pending?.state === 'needs-attention' ? (
            <IconButton icon={createOutline} label={t('actions.fixOnDevice')} href={editPathOf(r.pending.outboxId)} testId={`demand-request-fix-${r.uuid}`} />
          ) : r.pending ? null : (
            <IconButton icon={openOutline} label={t('actions.open')} href={`/demand-request/details/${r.id}`} testId={`demand-request-open-${r.id}`} />
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('requests.title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/demand-request/store'), testId: 'demand-request-create' }}
    >
      <PagedList
        testId="demand-requests-list"
        worksOffline
        queryKey={[...REQUESTS_KEY, 'mine', userId, typeNames.size]}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.uuid}
        filters={['status', 'demand_type_id', 'keyword']}
        emptyMessage={t('requests.empty')}
        renderFilters={(params, setFilters) => (
          <>
            <SelectInput label={t('fields.status')} value={params.filters.status} emptyOption={t('choose.allRequestStatuses')} testId="demand-requests-status"
              options={DEMAND_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} onChange={(status) => setFilters({ status: status || undefined })} />
            <SelectInput label={t('fields.demand_type_id')} value={params.filters.demand_type_id} emptyOption={t('choose.allTypes')} testId="demand-requests-type"
              options={(types.data ?? []).map((d) => ({ value: d.id, label: d.name }))} onChange={(id) => setFilters({ demand_type_id: id || undefined })} />
            <IonInput label={t('fields.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''}
              onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} clearInput data-testid="demand-requests-keyword" />
          </>
        )}
      />
    </Page>
  );
}

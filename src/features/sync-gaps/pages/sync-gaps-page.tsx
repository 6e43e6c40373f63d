import { useTranslation } from 'react-i18next';
import { displayDateTime } from '@/contracts/display-dates';
import { listSyncGaps, type DeviceGap } from '@/contracts/sync';
import { call } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';

const fetchGaps = (p: ListParams) =>
  call(listSyncGaps, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering === '-created_at' ? '-last_seen_at' : p.ordering, missing_only: p.filters.missing_only === 'true' } });

/** /sync-gaps: per device, the sequence numbers the server never received. */
export default function SyncGapsPage() {
  const { t } = useTranslation('sync-gaps');
  const columns: Column<DeviceGap>[] = [
    { key: 'device', label: t('device'), render: (g) => <code>{g.device_id.slice(0, 13)}…</code> },
    { key: 'users', label: t('users'), render: (g) => g.users.map((u) => u.name).join(', ') },
    { key: 'received', label: t('received'), render: (g) => `${g.received_count} (${g.first_seq}–${g.last_seq})` },
    { key: 'missing', label: t('missing'), sort: 'missing_count', render: (g) => (g.missing_count ? `${g.missing_count}: ${g.missing.slice(0, 20).join(', ')}${g.missing_count > 20 ? '…' : ''}` : t('none')) },
    { key: 'last_seen_at', label: t('lastSeen'), sort: 'last_seen_at', render: (g) => displayDateTime(g.last_seen_at) },
  ];
  return (
    <Page title={t('title')}>
      <p>{t('intro')}</p>
      <PagedList
        testId="sync-gaps-list"
        queryKey={['sync-gaps']}
        fetch={fetchGaps}
        columns={columns}
        rowKey={(g) => g.device_id}
        filters={['missing_only']}
        emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <label className="apron-select-label">
            <span>{t('show')}</span>
            <select className="apron-select" value={params.filters.missing_only ?? ''} onChange={(e) => setFilters({ missing_only: e.target.value || undefined })} data-testid="sync-gaps-filter">
              <option value="">{t('allDevices')}</option>
              <option value="true">{t('onlyMissing')}</option>
            </select>
          </label>
        )}
      />
    </Page>
  );
}

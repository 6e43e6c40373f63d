import { IonInput } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { deleteDriver, type Driver } from '@/contracts/transfers/transfers';
import { call } from '@/lib/api/client';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { useSession } from '@/lib/session/session-context';
import { fetchDrivers, TRANSFERS_KEY } from '../api/transfers';
import { DeleteButton } from '../components/delete-button';

/** /driver/list?page: the shuttle drivers and their vehicles. */
export default function DriverListPage() {
  const { t } = useTranslation('transfers');
  const manage = useSession().can('manage-drivers');
  const columns: Column<Driver>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (d) => d.full_name, priority: 1 },
    { key: 'plate', label: t('fields.plate'), render: (d) => d.plate, priority: 1 },
    { key: 'capacity', label: t('fields.capacity'), render: (d) => d.capacity },
    { key: 'phone', label: t('fields.phone'), render: (d) => d.phone ?? '—', priority: 3 },
    { key: 'is_active', label: t('fields.status'), render: (d) => (d.is_active ? t('status.active') : t('status.passive')) },
    ...(manage ? [{
      key: 'actions', label: '', render: (d: Driver) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/driver/${d.id}/edit`} testId={`driver-${d.id}-edit`} />
          <DeleteButton name={d.full_name} testId={`driver-${d.id}-delete`} onDelete={() => call(deleteDriver, { params: { id: d.id } })} />
        </div>
      ),
    }] : []),
  ];
  return (
    <Page title={t('drivers.title')} primary={manage ? { label: t('drivers.create'), icon: addOutline, href: '/driver/create', testId: 'driver-create' } : undefined}>
      <PagedList testId="drivers-list" queryKey={[...TRANSFERS_KEY, 'drivers']} fetch={fetchDrivers} columns={columns} rowKey={(d) => d.id}
        filters={['keyword']} filterLabels={{ keyword: t('filters.keyword') }} emptyMessage={t('drivers.empty')}
        renderFilters={(p, set) => (
          <IonInput label={t('filters.keyword')} labelPlacement="stacked" debounce={400} value={p.filters.keyword ?? ''} clearInput
            onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="drivers-keyword" />
        )} />
    </Page>
  );
}

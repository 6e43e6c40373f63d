import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CorrespondenceItem } from '@/contracts/correspondence/correspondence';
import { DateInput } from '@/lib/forms/components/date-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchManagement } from '../api/correspondence';
import { CORRESPONDENCE_KEY } from '../api/keys';
import { formatDateTime } from '../components/format';

/** /correspondence-management/list/{page}: every sent item for managers, by type, sender and dates. */
export default function ManagementPage() {
  const { t } = useTranslation('correspondence');
  const columns: Column<CorrespondenceItem>[] = [
    { key: 'reference_code', label: t('fields.reference_code'), render: (d) => d.reference_code },
    { key: 'subject', label: t('fields.subject'), render: (d) => <Link to={`/correspondence-outbox/detail/${d.id}`}>{d.subject}</Link> },
    { key: 'type', label: t('fields.correspondence_type'), render: (d) => d.correspondence_type.name },
    { key: 'sender', label: t('fields.sender'), render: (d) => d.sender.full_name },
    { key: 'status', label: t('fields.status'), render: (d) => t(`status.${d.status}`) },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (d) => formatDateTime(d.created_at) },
  ];
  return (
    <Page title={t('management.title')}>
      <PagedList testId="correspondence-management-list" queryKey={[...CORRESPONDENCE_KEY, 'management']} fetch={fetchManagement} columns={columns} rowKey={(d) => d.id}
        filters={['correspondence_type_id', 'owner_id', 'from_date', 'to_date']} emptyMessage={t('empty')}
        renderFilters={(p, set) => (
          <>
            <DateInput label={t('management.from')} value={p.filters.from_date ?? ''} onChange={(v) => set({ from_date: v || undefined })} />
            <DateInput label={t('management.to')} value={p.filters.to_date ?? ''} onChange={(v) => set({ to_date: v || undefined })} />
          </>
        )} />
    </Page>
  );
}

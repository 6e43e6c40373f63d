import { IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { addOutline, createOutline, documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARCHIVE_FILTERS, deleteTransfer, TRANSFER_TYPES, type Transfer } from '@/contracts/transfers/transfers';
import { call } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { isoToDateText as formatDay } from '@/lib/forms/date-mask';
import { DateFilter } from '@/lib/list/date-filter';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { useSession } from '@/lib/session/session-context';
import { fetchTransfers, TRANSFERS_KEY } from '../api/transfers';
import { DeleteButton } from '../components/delete-button';
import { ReportDialog } from '../components/report-dialog';

/** /transfer/list?page&release_date&registrar&transfer_type&archive_filter, with the report dialog. */
export default function TransferListPage() {
  const { t } = useTranslation('transfers');
  const manage = useSession().can('manage-transfers');
  const [report, setReport] = useState(false);
  const registrars = useQuery({
    queryKey: [...TRANSFERS_KEY, 'registrars'],
    queryFn: async () => ((await fetchTransfers({ page: 1, perpage: 30, ordering: '', filters: { archive_filter: 'all' } })).helper_data.registrars ?? []) as { id: number; name: string }[],
  });
  const columns: Column<Transfer>[] = [
    { key: 'transfer_date', label: t('fields.transferDate'), sort: 'transfer_date', render: (x) => formatDay(x.transfer_date), priority: 1 },
    { key: 'transfer_type', label: t('fields.transferType'), render: (x) => t(`types.${x.transfer_type}`) },
    { key: 'company', label: t('fields.company'), render: (x) => [x.company_name, x.department_name].filter(Boolean).join(' / '), priority: 3 },
    { key: 'release', label: t('fields.release'), render: (x) => (x.release_date ? `${formatDay(x.release_date)} ${x.release_time ?? ''}` : '—') },
    { key: 'driver', label: t('fields.driver'), render: (x) => (x.driver_name ? `${x.driver_name} (${x.plate})` : t('shifts.unassigned')) },
    { key: 'passengers', label: t('fields.passengers'), render: (x) => x.passenger_count },
    { key: 'registrar', label: t('fields.registrar'), render: (x) => x.registrar_name, priority: 3 },
    ...(manage ? [{
      key: 'actions', label: '', render: (x: Transfer) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/transfer/${x.id}/edit`} testId={`transfer-${x.id}-edit`} />
          <DeleteButton name={formatDay(x.transfer_date)} testId={`transfer-${x.id}-delete`} onDelete={() => call(deleteTransfer, { params: { id: x.id } })} />
        </div>
      ),
    }] : []),
  ];
  return (
    <Page title={t('transfers.title')} primary={manage ? { label: t('transfers.create'), icon: addOutline, href: '/transfer/create', testId: 'transfer-create' } : undefined}
      toolbar={<IonButton fill="outline" onClick={() => setReport(true)} data-testid="transfer-report"><IonIcon aria-hidden="true" slot="start" icon={documentTextOutline} />{t('report.open')}</IonButton>}>
      <PagedList testId="transfers-list" queryKey={[...TRANSFERS_KEY, 'transfers']} fetch={fetchTransfers} columns={columns} rowKey={(x) => x.id}
        filters={['release_date', 'registrar', 'transfer_type', 'archive_filter']} emptyMessage={t('transfers.empty')}
        filterLabels={{ release_date: t('fields.releaseDate'), registrar: t('fields.registrar'), transfer_type: t('fields.transferType'), archive_filter: t('filters.archive') }}
        describeFilter={(k, v) => (k === 'release_date' ? formatDay(v) : k === 'transfer_type' ? t(`types.${v}`) : k === 'archive_filter' ? t(`archive.${v}`)
          : k === 'registrar' ? registrars.data?.find((r) => String(r.id) === v)?.name : null)}
        renderFilters={(p, set) => (
          <>
            <DateFilter label={t('fields.releaseDate')} value={p.filters.release_date ?? ''} onChange={(v) => set({ release_date: v || undefined })} testId="transfers-release" />
            <SelectInput label={t('fields.registrar')} value={p.filters.registrar} emptyOption={t('filters.all')} testId="transfers-registrar"
              options={(registrars.data ?? []).map((r) => ({ value: r.id, label: r.name }))} onChange={(v) => set({ registrar: v || undefined })} />
            <SelectInput label={t('fields.transferType')} value={p.filters.transfer_type} emptyOption={t('filters.all')} testId="transfers-type"
              options={TRANSFER_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} onChange={(v) => set({ transfer_type: v || undefined })} />
            <SelectInput label={t('filters.archive')} value={p.filters.archive_filter ?? 'active'} testId="transfers-archive"
              options={ARCHIVE_FILTERS.map((v) => ({ value: v, label: t(`archive.${v}`) }))} onChange={(v) => set({ archive_filter: v === 'active' ? undefined : v })} />
          </>
        )} />
      <ReportDialog open={report} onClose={() => setReport(false)} />
    </Page>
  );
}

import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOutline, trashBinOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { changeShiftDriver, deleteDriverShift, deleteShiftsByDate, type DriverShift } from '@/contracts/transfers/transfers';
import { call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { isoToDateText as formatDay } from '@/lib/forms/date-mask';
import { DateFilter } from '@/lib/list/date-filter';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { useSession } from '@/lib/session/session-context';
import { fetchShifts, TRANSFERS_KEY } from '../api/transfers';
import { DeleteButton } from '../components/delete-button';

interface Helper { drivers: { id: number; full_name: string; plate: string }[]; shift_slots: string[] }

/** /driver-shift/list?page&all&shift_date&shift_id&driver_id: who rides with whom; a planner changes a driver in the row. */
export default function ShiftListPage() {
  const { t } = useTranslation('transfers');
  const manage = useSession().can('manage-drivers');
  const client = useQueryClient();
  const confirm = useConfirm();
  const [search] = useSearchParams();
  const date = search.get('shift_date') ?? undefined;
  // The choices (drivers, slots) come with the list; one small read for the filters and row selects.
  const helper = useQuery({
    queryKey: [...TRANSFERS_KEY, 'shift-helper', date],
    queryFn: async () => (await fetchShifts({ page: 1, perpage: 30, ordering: '', filters: date ? { shift_date: date } : {} })).helper_data as unknown as Helper,
  });
  const drivers = helper.data?.drivers ?? [];
  const change = async (s: DriverShift, value: string) => {
    try {
      const r = await call(changeShiftDriver, { body: { driver_shift_id: s.id, new_driver_id: value ? Number(value) : null } });
      toasts.success(String(r.helper_data.message));
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
    } catch (error) {
      reportError(error);
    }
  };
  const deleteDate = async () => {
    if (!date || !(await confirm({ message: t('shifts.deleteDateConfirm', { date: formatDay(date) }), confirmText: t('actions.delete'), destructive: true }))) return;
    try {
      const r = await call(deleteShiftsByDate, { query: { shift_date: date } });
      toasts.success(r.data.message);
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
    } catch (error) {
      reportError(error);
    }
  };
  const columns: Column<DriverShift>[] = [
    { key: 'full_name', label: t('fields.person'), render: (s) => s.full_name, priority: 1 },
    { key: 'shift_date', label: t('fields.date'), render: (s) => formatDay(s.shift_date) },
    { key: 'shift', label: t('fields.shift'), render: (s) => s.shift_id },
    { key: 'stop', label: t('fields.stop'), render: (s) => `${s.stop_no} ${s.stop_name}`, priority: 3 },
    { key: 'pickup', label: t('fields.pickup'), render: (s) => s.pickup_time },
    {
      key: 'driver', label: t('fields.driver'), priority: 1,
      render: (s) => (manage ? (
        <SelectInput label={t('fields.driver')} value={s.driver_id ?? ''} emptyOption={t('shifts.unassigned')} testId={`shift-${s.id}-driver`}
          options={drivers.map((d) => ({ value: d.id, label: `${d.full_name} (${d.plate})` }))} onChange={(v) => void change(s, v)} />
      ) : (s.driver_name ?? t('shifts.unassigned'))),
    },
    ...(manage ? [{ key: 'actions', label: '', render: (s: DriverShift) => <DeleteButton name={s.full_name} testId={`shift-${s.id}-delete`} onDelete={() => call(deleteDriverShift, { params: { id: s.id } })} /> }] : []),
  ];
  return (
    <Page title={t('shifts.title')} primary={manage ? { label: t('shifts.create'), icon: addOutline, href: '/driver-shift/create', testId: 'shift-create' } : undefined}
      toolbar={manage && date ? <IonButton color="danger" fill="outline" onClick={() => void deleteDate()} data-testid="shift-delete-date"><IonIcon aria-hidden="true" slot="start" icon={trashBinOutline} />{t('shifts.deleteDate')}</IonButton> : undefined}>
      <PagedList testId="shifts-list" queryKey={[...TRANSFERS_KEY, 'shifts']} fetch={fetchShifts} columns={columns} rowKey={(s) => s.id}
        filters={['shift_date', 'shift_id', 'driver_id', 'keyword']} emptyMessage={t('shifts.empty')}
        filterLabels={{ shift_date: t('fields.date'), shift_id: t('fields.shift'), driver_id: t('fields.driver'), keyword: t('filters.keyword') }}
        describeFilter={(k, v) => (k === 'shift_date' ? formatDay(v) : k === 'driver_id' ? drivers.find((d) => String(d.id) === v)?.full_name : null)}
        renderFilters={(p, set) => (
          <>
            <DateFilter label={t('fields.date')} value={p.filters.shift_date ?? ''} onChange={(v) => set({ shift_date: v || undefined, shift_id: undefined })} testId="shifts-date" />
            <SelectInput label={t('fields.shift')} value={p.filters.shift_id} emptyOption={t('filters.all')} testId="shifts-slot"
              options={(helper.data?.shift_slots ?? []).map((s) => ({ value: s, label: s }))} onChange={(v) => set({ shift_id: v || undefined })} />
            <SelectInput label={t('fields.driver')} value={p.filters.driver_id} emptyOption={t('filters.all')} testId="shifts-driver"
              options={drivers.map((d) => ({ value: d.id, label: d.full_name }))} onChange={(v) => set({ driver_id: v || undefined })} />
            <IonInput label={t('filters.keyword')} labelPlacement="stacked" debounce={400} value={p.filters.keyword ?? ''} clearInput
              onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="shifts-keyword" />
          </>
        )} />
    </Page>
  );
}

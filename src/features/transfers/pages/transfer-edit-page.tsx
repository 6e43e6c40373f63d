import { IonButton, IonTextarea, IonToggle } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createTransfer, TRANSFER_TYPES, updateTransfer, type Transfer, type TransferType } from '@/contracts/transfers/transfers';
import { call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TimeInput } from '@/lib/forms/components/time-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { fieldErrors, TRANSFERS_KEY, useActiveDrivers, useDriversByShift, useTransfer, useTransferForm } from '../api/transfers';

/** /transfer/create and /transfer/{id}/edit (spec 3 §3 Transfer fields). */
export default function TransferEditPage() {
  const { t } = useTranslation('transfers');
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const transfer = useTransfer(id);
  const form = useTransferForm();
  const pending = form.isPending || (id !== undefined && transfer.isPending);
  const failed = form.isError || (id !== undefined && transfer.isError);
  return (
    <Page title={id ? t('transfers.edit') : t('transfers.create')} backHref="/transfer/list">
      {pending ? <Loading /> : failed ? <LoadError onRetry={() => { void form.refetch(); void transfer.refetch(); }} /> : (
        <TransferForm key={transfer.data?.id ?? 'new'} transfer={transfer.data} choices={form.data!} />
      )}
    </Page>
  );
}

type Choices = NonNullable<ReturnType<typeof useTransferForm>['data']>;

function TransferForm({ transfer, choices }: { transfer?: Transfer; choices: Choices }) {
  const { t } = useTranslation('transfers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [v, setV] = useState({
    transfer_type: transfer?.transfer_type ?? 'arrival' as TransferType, company_id: String(transfer?.company_id ?? choices.companies[0]?.id ?? ''),
    department: String(transfer?.department ?? ''), driver: String(transfer?.driver ?? ''), show_note_field: transfer?.show_note_field ?? false,
    note: transfer?.note ?? '', transfer_date: transfer?.transfer_date ?? '', release_date: transfer?.release_date ?? '', release_time: transfer?.release_time ?? '',
    passenger_count: String(transfer?.passenger_count ?? 1),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof v>(k: K) => (value: (typeof v)[K]) => setV((o) => ({ ...o, [k]: value }));
  // With a release date and time, the drivers on shift then come first (driver/getByShift); otherwise every active driver.
  const onShift = useDriversByShift(v.release_date, v.release_time);
  const all = useActiveDrivers();
  const drivers = onShift.data
    ? onShift.data.map((d) => ({ value: d.id, label: `${d.full_name} (${d.plate}) — ${t('transfers.freeSeats', { n: d.free_seats })}` }))
    : (all.data ?? []).map((d) => ({ value: d.id, label: `${d.full_name} (${d.plate})` }));
  if (v.driver && !drivers.some((d) => String(d.value) === v.driver) && transfer?.driver_name) drivers.push({ value: transfer.driver!, label: transfer.driver_name });
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...v, company_id: Number(v.company_id) || 0, department: v.department ? Number(v.department) : null, driver: v.driver ? Number(v.driver) : null,
      passenger_count: Number(v.passenger_count) || 0, note: v.show_note_field ? v.note : null,
    };
    try {
      const r = transfer ? await call(updateTransfer, { params: { id: transfer.id }, body }) : await call(createTransfer, { body });
      toasts.success(String(r.helper_data.message));
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
      navigate('/transfer/list', { replace: true });
    } catch (error) {
      const f = fieldErrors(error);
      setErrors(f);
      if (!Object.keys(f).length) reportError(error);
    }
  };
  return (
    <form className="apron-form" onSubmit={(e) => void save(e)} noValidate data-testid="transfer-form">
      <FormField error={errors.transfer_type}>
        <SelectInput label={t('fields.transferType')} value={v.transfer_type} testId="transfer-type"
          options={TRANSFER_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))} onChange={(x) => set('transfer_type')(x as TransferType)} />
      </FormField>
      <FormField error={errors.company_id}>
        <SelectInput label={t('fields.company')} value={v.company_id} emptyOption={t('filters.choose')} testId="transfer-company"
          options={choices.companies.map((c) => ({ value: c.id, label: c.name }))} onChange={(x) => setV((o) => ({ ...o, company_id: x, department: '' }))} />
      </FormField>
      <FormField error={errors.department}>
        <SelectInput label={t('fields.department')} value={v.department} emptyOption={t('filters.none')} testId="transfer-department"
          options={choices.departments.filter((d) => String(d.company_id) === v.company_id).map((d) => ({ value: d.id, label: d.name }))} onChange={set('department')} />
      </FormField>
      <FormField error={errors.transfer_date}><DateInput label={t('fields.transferDate')} value={v.transfer_date} onChange={set('transfer_date')} data-testid="transfer-date" /></FormField>
      <FormField error={errors.release_date}><DateInput label={t('fields.releaseDate')} value={v.release_date} onChange={set('release_date')} data-testid="transfer-release-date" /></FormField>
      <FormField error={errors.release_time}><TimeInput label={t('fields.releaseTime')} value={v.release_time} onChange={set('release_time')} data-testid="transfer-release-time" /></FormField>
      <FormField error={errors.driver}>
        <SelectInput label={t('fields.driver')} value={v.driver} emptyOption={t('shifts.unassigned')} testId="transfer-driver" options={drivers} onChange={set('driver')} />
      </FormField>
      <FormField error={errors.passenger_count}>
        <SelectInput label={t('fields.passengers')} value={v.passenger_count} testId="transfer-passengers"
          options={Array.from({ length: 60 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))} onChange={set('passenger_count')} />
      </FormField>
      <IonToggle checked={v.show_note_field} onIonChange={(e) => set('show_note_field')(e.detail.checked)} data-testid="transfer-show-note">{t('fields.showNote')}</IonToggle>
      {v.show_note_field && (
        <FormField error={errors.note}>
          <IonTextarea label={t('fields.note')} labelPlacement="stacked" maxlength={1000} autoGrow value={v.note} onIonInput={(e) => set('note')(String(e.detail.value ?? ''))} data-testid="transfer-note" />
        </FormField>
      )}
      <FormActions><IonButton type="submit" data-testid="transfer-save">{t('actions.save')}</IonButton></FormActions>
    </form>
  );
}

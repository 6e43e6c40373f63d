import { IonButton, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_STATUSES, type TransactionLogRow } from '@/contracts/sms/sms';
import { displayPhone } from '@/contracts/sms/segments';
import { saveBlob } from '@/lib/api/download';
import { reportError } from '@/lib/api/query-client';
import { DigitsInput } from '@/lib/forms/components/digits-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { DateFilter } from '@/lib/list/date-filter';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { downloadReport, fetchReport, refreshStatuses, SMS_KEY, useClients, usePositionSearch } from '../api/sms';
import { formatWhen, shorten } from '../components/format';

const FILTERS = ['searched', 'start_date', 'end_date', 'gsm', 'national_id_number', 'position_id', 'reference_code', 'client_id', 'status'] as const;
type Filters = Record<string, string | undefined>;

/** The search form: typing changes nothing until "Ara" (spec 3 §2: no reload on search changes). */
function ReportFilters({ params, apply }: { params: ListParams; apply: (f: Filters) => void }) {
  const { t } = useTranslation('sms');
  const clients = useClients();
  const [f, setF] = useState<Filters>(() => ({ ...params.filters }));
  const [name, setName] = useState('');
  // spec 3 §5: the name search fires 1 s after typing stops, when the text is over 2 characters
  const people = usePositionSearch(name.length > 2 ? name : '');
  const set = (k: string, v: string | undefined) => setF((x) => ({ ...x, [k]: v || undefined }));
  return (
    <>
      <DateFilter label={t('filters.from')} value={f.start_date ?? ''} onChange={(v) => set('start_date', v)} testId="sms-report-from" />
      <DateFilter label={t('filters.to')} value={f.end_date ?? ''} onChange={(v) => set('end_date', v)} testId="sms-report-to" />
      <DigitsInput label={t('fields.gsm')} labelPlacement="stacked" value={f.gsm ?? ''} onChange={(v) => set('gsm', v)} maxLength={12} />
      <DigitsInput label={t('fields.nationalId')} labelPlacement="stacked" value={f.national_id_number ?? ''} onChange={(v) => set('national_id_number', v)} maxLength={11} />
      <IonInput label={t('filters.person')} labelPlacement="stacked" debounce={1000} value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="sms-report-person" />
      <SelectInput label={t('filters.position')} value={f.position_id ?? ''} emptyOption={t('filters.any')}
        options={(people.data ?? []).map((p) => ({ value: p.id, label: p.full_name }))} onChange={(v) => set('position_id', v)} />
      <IonInput label={t('fields.reference')} labelPlacement="stacked" value={f.reference_code ?? ''} onIonInput={(e) => set('reference_code', String(e.detail.value ?? ''))} />
      <SelectInput label={t('fields.client')} value={f.client_id ?? ''} emptyOption={t('filters.any')}
        options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))} onChange={(v) => set('client_id', v)} testId="sms-report-client" />
      <SelectInput label={t('fields.status')} value={f.status ?? ''} emptyOption={t('filters.any')}
        options={SMS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} onChange={(v) => set('status', v)} />
      <IonButton onClick={() => apply({ ...Object.fromEntries(FILTERS.map((k) => [k, undefined])), ...f, searched: '1' })} data-testid="sms-report-search">{t('report.search')}</IonButton>
    </>
  );
}

/** /sms-report: the transaction log, empty until searched; status refresh and Excel with the same filters. */
export default function ReportPage() {
  const { t } = useTranslation('sms');
  const client = useQueryClient();
  const [current, setCurrent] = useState<Record<string, string>>({});
  const columns: Column<TransactionLogRow>[] = [
    { key: 'created_at', label: t('fields.date'), render: (r) => formatWhen(r.created_at) },
    { key: 'reference', label: t('fields.reference'), render: (r) => r.reference_code },
    { key: 'gsm', label: t('fields.gsm'), render: (r) => displayPhone(r.gsm) },
    { key: 'name', label: t('fields.name'), render: (r) => r.full_name },
    { key: 'client', label: t('fields.client'), render: (r) => r.client_name },
    { key: 'body', label: t('fields.body'), render: (r) => shorten(r.body, 40) },
    { key: 'status', label: t('fields.status'), render: (r) => (r.status_reason ? `${t(`status.${r.status}`)} — ${r.status_reason}` : t(`status.${r.status}`)) },
  ];
  const onRefresh = async () => {
    try {
      const r = await refreshStatuses();
      toasts.success(t('report.refreshed', { updated: r.updated }));
      await client.invalidateQueries({ queryKey: [...SMS_KEY, 'report'] });
    } catch (error) {
      reportError(error);
    }
  };
  const onExcel = async () => {
    const r = await downloadReport(current);
    if (r.ok && r.blob) saveBlob(r.blob, r.fileName!);
    else toasts.showAll(r.toasts);
  };
  return (
    <Page title={t('report.title')} toolbar={<>
      <IonButton onClick={() => void onRefresh()} data-testid="sms-report-refresh">{t('report.refresh')}</IonButton>
      <IonButton onClick={() => void onExcel()} data-testid="sms-report-excel">{t('report.excel')}</IonButton>
    </>}>
      <PagedList testId="sms-report" queryKey={[...SMS_KEY, 'report']} filters={FILTERS} columns={columns} rowKey={(r) => r.id}
        fetch={(p) => { setCurrent(p.filters); return fetchReport(p); }} emptyMessage={t('report.empty')}
        renderFilters={(p, set) => <ReportFilters params={p} apply={set} />} />
    </Page>
  );
}

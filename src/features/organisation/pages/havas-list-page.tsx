import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { documentOutline, downloadOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { partnerPdf, partnersExcel, type AdvertisingPartner } from '@/contracts/organisation/advertising-partners';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchPartners, PARTNERS_KEY } from '../api/admin';
import { downloadFile } from '../api/organisation';
import { displayDate } from '@/contracts/display-dates';

const dayText = (d: string) => displayDate(d);
const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** /havas-list/{page}: the advertising partners (page defaults to 1), a PDF of each and the Excel of the filter. */
export default function HavasListPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const { page } = useParams();
  const [search, setSearch] = useSearchParams();
  // The route's page and the list's ?page are one: the path wins on arrival, the path follows the list after.
  useEffect(() => {
    const inQuery = search.get('page');
    const inPath = page && /^\d+$/.test(page) ? page : '1';
    if (inQuery === null && inPath !== '1') setSearch((s) => { s.set('page', inPath); return s; }, { replace: true });
    else if (inQuery !== null && inQuery !== inPath) navigate(`/havas-list/${inQuery}?${search.toString()}`, { replace: true });
  }, [page, search, setSearch, navigate]);
  const filters = () => Object.fromEntries(['name', 'ad_area', 'status'].map((k) => [k, search.get(k) ?? undefined]).filter(([, v]) => v));
  const columns: Column<AdvertisingPartner>[] = [
    { key: 'name', label: t('partners.name'), sort: 'name', render: (p) => p.name },
    { key: 'contact', label: t('partners.contact'), render: (p) => p.contact_name ?? '—' },
    { key: 'ad_area', label: t('partners.adArea'), render: (p) => p.ad_area },
    { key: 'contract', label: t('partners.contract'), sort: 'contract_end', render: (p) => `${dayText(p.contract_start)} – ${dayText(p.contract_end)}` },
    { key: 'fee', label: t('partners.fee'), render: (p) => `${money.format(Number(p.monthly_fee))} TL` },
    { key: 'status', label: t('partners.status'), render: (p) => (p.active ? t('partners.active') : t('partners.ended')) },
    {
      key: 'actions', label: '',
      render: (p) => (
        <IonButton fill="clear" size="small" onClick={() => void downloadFile(partnerPdf, `reklam-ortagi-${p.id}.pdf`, { params: { id: p.id } })} data-testid={`partner-${p.id}-pdf`}>
          <IonIcon aria-hidden="true" slot="start" icon={documentOutline} />PDF
        </IonButton>
      ),
    },
  ];
  return (
    <Page title={t('partners.title')} toolbar={
      <IonButton fill="outline" onClick={() => void downloadFile(partnersExcel, 'reklam-ortaklari.xlsx', { query: filters() })} data-testid="partners-excel">
        <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />{t('partners.excel')}
      </IonButton>
    }>
      <PagedList testId="partners-list" queryKey={PARTNERS_KEY} fetch={fetchPartners} columns={columns} rowKey={(p) => p.id} filters={['name', 'ad_area', 'status']} emptyMessage={t('empty')}
        filterLabels={{ name: t('partners.name'), ad_area: t('partners.adArea'), status: t('partners.status') }}
        describeFilter={(key, value) => (key === 'status' ? t(`partners.${value}`) : null)}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('partners.name')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="partners-name" />
            <IonInput label={t('partners.adArea')} labelPlacement="stacked" debounce={400} value={params.filters.ad_area ?? ''} clearInput
              onIonInput={(e) => setFilters({ ad_area: String(e.detail.value ?? '') || undefined })} data-testid="partners-area" />
            <SelectInput label={t('partners.status')} value={params.filters.status ?? ''} emptyOption={t('filters.all')}
              options={[{ value: 'active', label: t('partners.active') }, { value: 'ended', label: t('partners.ended') }]}
              onChange={(v) => setFilters({ status: v || undefined })} testId="partners-status" />
          </>
        )} />
    </Page>
  );
}

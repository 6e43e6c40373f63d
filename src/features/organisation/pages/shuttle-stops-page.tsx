import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteShuttleStop, type ShuttleStop } from '@/contracts/organisation/places';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchShuttleStops, PLACES_KEY, remove, useStopForm } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /shuttle-stops [page]: stops per security project and region. */
export default function ShuttleStopsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: Column<ShuttleStop>[] = [
    { key: 'stop_no', label: t('fields.stopNo'), sort: 'stop_no', render: (s) => s.stop_no },
    { key: 'stop_name', label: t('fields.stopName'), sort: 'stop_name', render: (s) => s.stop_name },
    { key: 'region', label: t('fields.region'), render: (s) => s.region_name ?? '—' },
    { key: 'project', label: t('fields.securityProject'), render: (s) => s.security_project_name ?? '—' },
    {
      key: 'actions', label: '',
      render: (s) => <RowActions name={s.stop_name} testId={`stop-${s.id}`} editHref={`/shuttle-stops/${s.id}/edit`} onDelete={async () => {
        const res = await remove(deleteShuttleStop, { id: s.id });
        await client.invalidateQueries({ queryKey: PLACES_KEY });
        return res;
      }} />,
    },
  ];
  return (
    <Page title={t('places.stops')} toolbar={<IonButton onClick={() => navigate('/shuttle-stops/create')} data-testid="stop-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}>
      <PagedList testId="stops-list" queryKey={[...PLACES_KEY, 'stops']} fetch={fetchShuttleStops} columns={columns} rowKey={(s) => s.id}
        filters={['security_project_id', 'region_id', 'name']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => <StopFilters filters={params.filters} setFilters={setFilters} />} />
    </Page>
  );
}

function StopFilters({ filters, setFilters }: { filters: Record<string, string | undefined>; setFilters: (f: Record<string, string | undefined>) => void }) {
  const { t } = useTranslation('organisation');
  const form = useStopForm(undefined, filters.security_project_id ? Number(filters.security_project_id) : undefined);
  return (
    <>
      <IonInput label={t('fields.stopName')} labelPlacement="stacked" debounce={400} value={filters.name ?? ''} clearInput
        onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="stops-name" />
      <SelectInput label={t('fields.securityProject')} value={filters.security_project_id} emptyOption={t('filters.all')}
        options={(form.data?.security_projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(v) => setFilters({ security_project_id: v || undefined, region_id: undefined })} testId="stops-project" />
      <SelectInput label={t('fields.region')} value={filters.region_id} emptyOption={t('filters.all')}
        options={(form.data?.regions ?? []).map((r) => ({ value: r.id, label: r.name }))}
        onChange={(v) => setFilters({ region_id: v || undefined })} testId="stops-region" />
    </>
  );
}

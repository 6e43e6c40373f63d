import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteRegion, type Region } from '@/contracts/organisation/places';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchRegions, PLACES_KEY, remove, useRegionForm } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /regions [page]: regions of the security projects. */
export default function RegionsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useRegionForm(undefined);
  const columns: Column<Region>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (r) => r.name },
    { key: 'project', label: t('fields.securityProject'), render: (r) => r.security_project_name ?? '—' },
    { key: 'stops', label: t('fields.stops'), render: (r) => r.stops_count },
    {
      key: 'actions', label: '',
      render: (r) => <RowActions name={r.name} testId={`region-${r.id}`} editHref={`/regions/${r.id}/edit`} onDelete={async () => {
        const res = await remove(deleteRegion, { id: r.id });
        await client.invalidateQueries({ queryKey: PLACES_KEY });
        return res;
      }} />,
    },
  ];
  return (
    <Page title={t('places.regions')} toolbar={<IonButton onClick={() => navigate('/regions/create')} data-testid="region-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}>
      <PagedList testId="regions-list" queryKey={[...PLACES_KEY, 'regions']} fetch={fetchRegions} columns={columns} rowKey={(r) => r.id} filters={['security_project_id']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <SelectInput label={t('fields.securityProject')} value={params.filters.security_project_id} emptyOption={t('filters.all')}
            options={(form.data?.security_projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => setFilters({ security_project_id: v || undefined })} testId="regions-project" />
        )} />
    </Page>
  );
}

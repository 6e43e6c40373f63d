import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteFacility, type Facility } from '@/contracts/organisation/places';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchFacilities, PLACES_KEY, remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /facilities [page, payload]: the facility tree, indented by depth. */
export default function FacilitiesPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: Column<Facility>[] = [
    { key: 'name', label: t('fields.name'), render: (f) => <span style={{ paddingInlineStart: `${(f.path.length - 1) * 1.25}rem` }}>{f.name}</span> },
    { key: 'path', label: t('fields.path'), render: (f) => f.path.join(' / ') },
    { key: 'children', label: t('fields.children'), render: (f) => f.children_count },
    {
      key: 'actions', label: '',
      render: (f) => <RowActions name={f.name} testId={`facility-${f.id}`} editHref={`/facility/${f.id}/edit`} onDelete={async () => {
        const res = await remove(deleteFacility, { id: f.id });
        await client.invalidateQueries({ queryKey: PLACES_KEY });
        return res;
      }} />,
    },
  ];
  return (
    <Page title={t('places.facilities')} toolbar={<IonButton onClick={() => navigate('/facility/create')} data-testid="facility-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}>
      <PagedList testId="facilities-list" queryKey={[...PLACES_KEY, 'facilities']} fetch={fetchFacilities} columns={columns} rowKey={(f) => f.id} filters={['payload']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <IonInput label={t('filters.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.payload ?? ''} clearInput
            onIonInput={(e) => setFilters({ payload: String(e.detail.value ?? '') || undefined })} data-testid="facilities-payload" />
        )} />
    </Page>
  );
}

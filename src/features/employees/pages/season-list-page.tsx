import { IonInput } from '@ionic/react';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { REFERENCE_KEY, fetchSeasons, useSeasonMutations } from '../api/reference';
import { formatDay } from '../components/format';

/** /gss/employee-season/list [page, name, started_at, ended_at, security_projects] (spec 1 §2). */
export default function SeasonListPage() {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const { remove } = useSeasonMutations();
  return (
    <Page title={t('seasons.title')} primary={{ label: t('seasons.create'), icon: addOutline, href: '/gss/employee-season/create', testId: 'season-create' }}>
      <PagedList
        testId="season-list" queryKey={[...REFERENCE_KEY, 'seasons']} fetch={fetchSeasons} rowKey={(r) => r.id} emptyMessage={t('seasons.empty')}
        filters={['name', 'started_at', 'ended_at', 'security_projects', 'filterStorage']}
        renderFilters={(p, setFilters) => (
          <div className="employees-toolbar">
            <IonInput label={t('seasons.name')} labelPlacement="stacked" value={p.filters.name ?? ''} debounce={300} onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="season-filter-name" />
          </div>
        )}
        columns={[
          { key: 'name', label: t('seasons.name'), render: (r) => r.name },
          { key: 'start', label: t('seasons.start_date'), render: (r) => formatDay(r.start_date) },
          { key: 'end', label: t('seasons.end_date'), render: (r) => formatDay(r.end_date) },
          { key: 'projects', label: t('fields.security_project'), render: (r) => r.security_projects.map((p) => p.name).join(', ') },
          {
            key: 'actions', label: '', render: (r) => (
              <span className="employees-actions">
                <IconButton icon={createOutline} label={t('reasons.edit')} href={`/gss/employee-season/${r.id}/edit`} />
                <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('reasons.confirmDelete', { name: r.name }), destructive: true })) remove.mutate(r.id); }} danger />
              </span>
            ),
          },
        ]}
      />
    </Page>
  );
}

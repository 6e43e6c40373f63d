import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, mailOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deletePositionGroup, type PositionGroup } from '@/contracts/organisation/position-groups';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchGroups, GROUPS_KEY, remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /position-group [keyword, page]. */
export default function PositionGroupsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: Column<PositionGroup>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (g) => g.name },
    { key: 'members', label: t('fields.members'), render: (g) => g.members_count },
    { key: 'mails', label: t('fields.mails'), render: (g) => g.mails_count },
    { key: 'system', label: t('fields.systemGroup'), render: (g) => (g.is_system_group ? t('yes') : '') },
    {
      key: 'actions', label: '',
      render: (g) => (
        <RowActions name={g.name} testId={`group-${g.id}`} editHref={`/group-edit/${g.id}`}
          onDelete={g.is_system_group ? undefined : async () => {
            const r = await remove(deletePositionGroup, { id: g.id });
            await client.invalidateQueries({ queryKey: GROUPS_KEY });
            return r;
          }}>
          <IconButton icon={peopleOutline} label={t('groups.members')} href={`/group-users/${g.id}`} testId={`group-${g.id}-members`} />
          <IconButton icon={mailOutline} label={t('groups.mails')} href={`/group-emails/${g.id}`} testId={`group-${g.id}-mails`} />
        </RowActions>
      ),
    },
  ];
  return (
    <Page title={t('groups.title')} toolbar={<IonButton onClick={() => navigate('/group-edit')} data-testid="group-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}>
      <PagedList testId="groups-list" queryKey={GROUPS_KEY} fetch={fetchGroups} columns={columns} rowKey={(g) => g.id} filters={['keyword']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <IonInput label={t('filters.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''} clearInput
            onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="groups-keyword" />
        )} />
    </Page>
  );
}

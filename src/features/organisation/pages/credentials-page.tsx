import { IonInput } from '@ionic/react';
import { eyeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { CredentialsUser } from '@/contracts/organisation/credentials';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchUsers, USERS_KEY } from '../api/organisation';

/** /credentials/list [page, name, email]. */
export default function CredentialsPage() {
  const { t } = useTranslation('organisation');
  const columns: Column<CredentialsUser>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (u) => u.full_name },
    { key: 'name', label: t('fields.username'), sort: 'name', render: (u) => u.name },
    { key: 'email', label: t('fields.email'), sort: 'email', render: (u) => u.email ?? '—' },
    { key: 'mobile', label: t('fields.mobile'), render: (u) => u.mobile_number ?? '—' },
    {
      key: 'actions', label: '',
      render: (u) => (
        <IconButton icon={eyeOutline} label={t('actions.detail')} href={`/credentials/detail/${u.id}`} testId={`user-${u.id}-detail`} />
      ),
    },
  ];
  return (
    <Page title={t('credentials.title')}>
      <PagedList testId="users-list" queryKey={USERS_KEY} fetch={fetchUsers} columns={columns} rowKey={(u) => u.id} filters={['name', 'email']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('fields.fullName')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="users-name" />
            <IonInput label={t('fields.email')} labelPlacement="stacked" debounce={400} value={params.filters.email ?? ''} clearInput
              onIonInput={(e) => setFilters({ email: String(e.detail.value ?? '') || undefined })} data-testid="users-email" />
          </>
        )} />
    </Page>
  );
}

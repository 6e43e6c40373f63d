import { IonInput } from '@ionic/react';
import { mailOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { CredentialsUser } from '@/contracts/organisation/credentials';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchUsers, SUPPORT_KEY } from '../api/organisation';

/** /support/user/list [page, name, email, mobile_number]. */
export default function SupportUsersPage() {
  const { t } = useTranslation('organisation');
  const columns: Column<CredentialsUser>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (u) => u.full_name },
    { key: 'name', label: t('fields.username'), sort: 'name', render: (u) => u.name },
    { key: 'email', label: t('fields.email'), sort: 'email', render: (u) => u.email ?? '—' },
    { key: 'mobile', label: t('fields.mobile'), render: (u) => u.mobile_number ?? '—' },
    {
      key: 'actions', label: '',
      render: (u) => (
        <div className="apron-actions">
          <IconButton icon={mailOutline} label={t('support.emails')} href={`/support/user-email/${u.id}/list`} testId={`support-user-${u.id}-emails`} />
          <IconButton icon={peopleOutline} label={t('support.groups')} href={`/user/groups/${u.id}`} testId={`support-user-${u.id}-groups`} />
        </div>
      ),
    },
  ];
  const input = (key: string, label: string, setFilters: (f: Record<string, string | undefined>) => void, value?: string) => (
    <IonInput label={label} labelPlacement="stacked" debounce={400} value={value ?? ''} clearInput
      onIonInput={(e) => setFilters({ [key]: String(e.detail.value ?? '') || undefined })} data-testid={`support-users-${key}`} />
  );
  return (
    <Page title={t('support.users')}>
      <PagedList testId="support-users-list" queryKey={[...SUPPORT_KEY, 'users']} fetch={fetchUsers} columns={columns} rowKey={(u) => u.id}
        filters={['name', 'email', 'mobile_number']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            {input('name', t('fields.fullName'), setFilters, params.filters.name)}
            {input('email', t('fields.email'), setFilters, params.filters.email)}
            {input('mobile_number', t('fields.mobile'), setFilters, params.filters.mobile_number)}
          </>
        )} />
    </Page>
  );
}

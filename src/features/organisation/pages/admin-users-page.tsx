import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteAdminUser, type AdminUser } from '@/contracts/organisation/admin-users';
import { SelectInput } from '@/lib/forms/components/select-input';
import { reportError } from '@/lib/api/query-client';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { ADMIN_USERS_KEY, fetchAdminUsers, restoreAdminUser } from '../api/admin';
import { remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /admin-users [page]: users of the super positions; deleted ones are listed apart and restored. */
export default function AdminUsersPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const confirm = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
  const restore = async (u: AdminUser) => {
    if (!(await confirm({ header: t('adminUsers.restore'), message: t('adminUsers.restoreConfirm', { name: u.full_name }), confirmText: t('adminUsers.restore') }))) return;
    const r = await restoreAdminUser(u.id);
    toasts.success(String(r.helper_data?.message ?? t('saved')));
    await refresh();
  };
  const columns: Column<AdminUser>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (u) => u.full_name },
    { key: 'name', label: t('fields.username'), sort: 'name', render: (u) => u.name },
    { key: 'email', label: t('fields.email'), sort: 'email', render: (u) => u.email ?? '—' },
    { key: 'mobile', label: t('fields.mobile'), render: (u) => u.mobile_number ?? '—' },
    { key: 'primary', label: t('fields.primaryPosition'), render: (u) => u.primary_position_name ?? '—' },
    {
      key: 'actions', label: '',
      render: (u) => (u.deleted_at ? (
        <IonButton fill="clear" size="small" onClick={() => void restore(u).catch(reportError)} data-testid={`admin-user-${u.id}-restore`}>
          <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />{t('adminUsers.restore')}
        </IonButton>
      ) : (
        <RowActions name={u.full_name} testId={`admin-user-${u.id}`} editHref={`/admin-user/${u.id}/edit`} onDelete={async () => {
          const res = await remove(deleteAdminUser, { id: u.id });
          await refresh();
          return res;
        }} />
      )),
    },
  ];
  return (
    <Page title={t('adminUsers.title')} toolbar={<IonButton onClick={() => navigate('/admin-user/create')} data-testid="admin-user-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}>
      <PagedList testId="admin-users-list" queryKey={ADMIN_USERS_KEY} fetch={fetchAdminUsers} columns={columns} rowKey={(u) => u.id} filters={['name', 'email', 'deleted']} emptyMessage={t('empty')}
        filterLabels={{ name: t('fields.fullName'), email: t('fields.email'), deleted: t('adminUsers.status') }}
        describeFilter={(key, value) => (key === 'deleted' ? (value === '1' ? t('adminUsers.deleted') : t('adminUsers.live')) : null)}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('fields.fullName')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="admin-users-name" />
            <IonInput label={t('fields.email')} labelPlacement="stacked" debounce={400} value={params.filters.email ?? ''} clearInput
              onIonInput={(e) => setFilters({ email: String(e.detail.value ?? '') || undefined })} data-testid="admin-users-email" />
            <SelectInput label={t('adminUsers.status')} value={params.filters.deleted ?? ''} options={[{ value: '', label: t('adminUsers.live') }, { value: '1', label: t('adminUsers.deleted') }]}
              onChange={(v) => setFilters({ deleted: v || undefined })} testId="admin-users-deleted" />
          </>
        )} />
    </Page>
  );
}

import { IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteOnbaseRole, type OnbaseRole } from '@/contracts/organisation/onbase';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchOnbaseRoles, ONBASE_KEY, useOnbaseRoleForm } from '../api/onbase';
import { remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /onbase-role-codes [page, department_id, name, onbase_code]: the onbase role codes. */
export default function OnbaseRoleCodesPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useOnbaseRoleForm(undefined);
  const columns: Column<OnbaseRole>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (r) => r.name },
    { key: 'code', label: t('onbase.code'), sort: 'onbase_code', render: (r) => r.onbase_code },
    { key: 'department', label: t('fields.department'), render: (r) => r.department_name ?? '—' },
    { key: 'users', label: t('onbase.users'), render: (r) => r.users_count },
    {
      key: 'actions', label: '',
      render: (r) => <RowActions name={r.name} testId={`onbase-role-${r.id}`} editHref={`/onbase-role-codes/${r.id}/edit`} onDelete={async () => {
        const res = await remove(deleteOnbaseRole, { id: r.id });
        await client.invalidateQueries({ queryKey: ONBASE_KEY });
        return res;
      }} />,
    },
  ];
  return (
    <Page title={t('onbase.roleCodes')} primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/onbase-role-codes/create'), testId: 'onbase-role-create' }}>
      <PagedList testId="onbase-roles-list" queryKey={[...ONBASE_KEY, 'roles']} fetch={fetchOnbaseRoles} columns={columns} rowKey={(r) => r.id}
        filters={['department_id', 'name', 'onbase_code']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            <SelectInput label={t('fields.department')} value={params.filters.department_id} emptyOption={t('filters.all')}
              options={(form.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
              onChange={(v) => setFilters({ department_id: v || undefined })} testId="onbase-roles-department" />
            <IonInput label={t('fields.name')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="onbase-roles-name" />
            <IonInput label={t('onbase.code')} labelPlacement="stacked" debounce={400} value={params.filters.onbase_code ?? ''} clearInput
              onIonInput={(e) => setFilters({ onbase_code: String(e.detail.value ?? '') || undefined })} data-testid="onbase-roles-code" />
          </>
        )} />
    </Page>
  );
}

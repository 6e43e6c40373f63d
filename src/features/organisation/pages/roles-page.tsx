import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOutline, downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createRoleForm, deleteRole, distinctRoleReport, type RoleRow } from '@/contracts/organisation/roles';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { downloadFile, fetchRoles, remove, ROLES_KEY } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /company-role/list [page, department_id, name]. */
export default function RolesPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useQuery({ queryKey: [...ROLES_KEY, 'form', 'new', null], queryFn: () => data(createRoleForm, { query: {} }) });
  const columns: Column<RoleRow>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (r) => r.name },
    { key: 'department', label: t('fields.department'), render: (r) => r.department_name },
    { key: 'parent', label: t('fields.parentRole'), render: (r) => r.parent_name ?? '—' },
    { key: 'type', label: t('fields.collar'), render: (r) => (r.is_blue_collar ? t('collar.blue') : t('collar.white')) },
    { key: 'positions', label: t('fields.positions'), render: (r) => r.positions_count },
    {
      key: 'actions', label: '',
      render: (r) => (
        <RowActions name={r.name} testId={`role-${r.id}`} editHref={`/company-role/${r.id}/edit`}
          onDelete={async () => {
            const res = await remove(deleteRole, { id: r.id });
            await client.invalidateQueries({ queryKey: ROLES_KEY });
            return res;
          }} />
      ),
    },
  ];
  return (
    <Page
      title={t('roles.title')}
      toolbar={
        <>
          <IonButton fill="outline" onClick={() => void downloadFile(distinctRoleReport, 'roller.xlsx')} data-testid="roles-report"><IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />{t('roles.report')}</IonButton>
          <IonButton onClick={() => navigate('/company-role/create')} data-testid="role-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>
        </>
      }
    >
      <PagedList
        testId="roles-list" queryKey={ROLES_KEY} fetch={fetchRoles} columns={columns} rowKey={(r) => r.id}
        filters={['name', 'department_id']} emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('fields.name')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="roles-name" />
            <SelectInput label={t('fields.department')} value={params.filters.department_id} emptyOption={t('filters.all')}
              options={(form.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
              onChange={(v) => setFilters({ department_id: v || undefined })} testId="roles-department" />
          </>
        )}
      />
    </Page>
  );
}

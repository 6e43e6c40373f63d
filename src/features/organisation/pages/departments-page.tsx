import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createDepartmentForm, deleteDepartment, type Department } from '@/contracts/organisation/departments';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { DEPARTMENTS_KEY, fetchDepartments, remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /company-department/list [page, parent_id, name]. */
export default function DepartmentsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const parents = useQuery({ queryKey: [...DEPARTMENTS_KEY, 'form', 'new'], queryFn: () => data(createDepartmentForm) });
  const columns: Column<Department>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (d) => d.name },
    { key: 'parent', label: t('fields.parent'), render: (d) => d.parent_name ?? '—' },
    { key: 'manager', label: t('fields.manager'), render: (d) => d.manager_name ?? '—' },
    { key: 'positions', label: t('fields.positions'), render: (d) => d.positions_count },
    {
      key: 'actions', label: '',
      render: (d) => (
        <RowActions
          name={d.name}
          testId={`department-${d.id}`}
          editHref={`/company-department/${d.id}/edit`}
          onDelete={async () => {
            const r = await remove(deleteDepartment, { id: d.id });
            await client.invalidateQueries({ queryKey: DEPARTMENTS_KEY });
            return r;
          }}
        />
      ),
    },
  ];
  return (
    <Page
      title={t('departments.title')}
      toolbar={<IonButton onClick={() => navigate('/company-department/create')} data-testid="department-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>}
    >
      <PagedList
        testId="departments-list"
        queryKey={DEPARTMENTS_KEY}
        fetch={fetchDepartments}
        columns={columns}
        rowKey={(d) => d.id}
        filters={['name', 'parent_id']}
        emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput label={t('fields.name')} labelPlacement="stacked" debounce={400} value={params.filters.name ?? ''} clearInput
              onIonInput={(e) => setFilters({ name: String(e.detail.value ?? '') || undefined })} data-testid="departments-name" />
            <SelectInput label={t('fields.parent')} value={params.filters.parent_id} emptyOption={t('filters.all')}
              options={(parents.data?.parents ?? []).map((p) => ({ value: p.id, label: p.name }))}
              onChange={(v) => setFilters({ parent_id: v || undefined })} testId="departments-parent" />
          </>
        )}
      />
    </Page>
  );
}

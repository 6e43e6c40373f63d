import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createPositionForm, deletePosition, type PositionRow } from '@/contracts/organisation/positions';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { RoleDisplay } from '@/lib/people/role-display';
import { Page } from '@/lib/ui/page';
import { fetchPositions, POSITIONS_KEY, remove } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /company-position/list [page, full_name, department_id, role_id]. */
export default function PositionsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: Column<PositionRow>[] = [
    { key: 'full_name', label: t('fields.fullName'), sort: 'full_name', render: (p) => p.full_name || '—' },
    { key: 'role', label: t('fields.roleDisplay'), render: (p) => <RoleDisplay value={p.role_display} /> },
    { key: 'primary', label: t('fields.primary'), render: (p) => (p.is_primary ? t('yes') : '') },
    {
      key: 'actions', label: '',
      render: (p) => (
        <RowActions name={p.full_name || p.role_display.role.name} testId={`position-${p.id}`} editHref={`/company-position/${p.id}/edit`}
          onDelete={async () => {
            const r = await remove(deletePosition, { id: p.id });
            await client.invalidateQueries({ queryKey: POSITIONS_KEY });
            return r;
          }} />
      ),
    },
  ];
  return (
    <Page
      title={t('positions.title')}
      toolbar={
        <>
          <IonButton fill="outline" onClick={() => navigate('/positions-duplicate')} data-testid="positions-duplicate">{t('positions.duplicate')}</IonButton>
          <IonButton onClick={() => navigate('/company-position/create')} data-testid="position-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.create')}</IonButton>
        </>
      }
    >
      <PositionFilters list={fetchPositions} listKey={POSITIONS_KEY} columns={columns} testId="positions-list" />
    </Page>
  );
}

/** The position lists' filters: name, department, then the department's roles. */
export function PositionFilters({ list, listKey, columns, testId }: {
  list: typeof fetchPositions; listKey: readonly unknown[]; columns: Column<PositionRow>[]; testId: string;
}) {
  const { t } = useTranslation('organisation');
  return (
    <PagedList
      testId={testId} queryKey={listKey} fetch={list} columns={columns} rowKey={(p) => p.id}
      filters={['full_name', 'department_id', 'role_id']} emptyMessage={t('empty')}
      renderFilters={(params, setFilters) => <FilterInputs filters={params.filters} setFilters={setFilters} />}
    />
  );
}

function FilterInputs({ filters, setFilters }: { filters: Record<string, string | undefined>; setFilters: (f: Record<string, string | undefined>) => void }) {
  const { t } = useTranslation('organisation');
  const department = filters.department_id ? Number(filters.department_id) : undefined;
  const form = useQuery({ queryKey: [...POSITIONS_KEY, 'form', 'new', department ?? null], queryFn: () => data(createPositionForm, { query: { department_id: department } }) });
  return (
    <>
      <IonInput label={t('fields.fullName')} labelPlacement="stacked" debounce={400} value={filters.full_name ?? ''} clearInput
        onIonInput={(e) => setFilters({ full_name: String(e.detail.value ?? '') || undefined })} data-testid="positions-name" />
      <SelectInput label={t('fields.department')} value={filters.department_id} emptyOption={t('filters.all')}
        options={(form.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
        onChange={(v) => setFilters({ department_id: v || undefined, role_id: undefined })} testId="positions-department" />
      <SelectInput label={t('fields.role')} value={filters.role_id} emptyOption={t('filters.all')}
        options={(form.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))}
        onChange={(v) => setFilters({ role_id: v || undefined })} testId="positions-role" />
    </>
  );
}

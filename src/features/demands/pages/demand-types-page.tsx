import { IonInput } from '@ionic/react';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DemandType } from '@/contracts/demands';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { RoleDisplay } from '@/lib/people/role-display';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { DEMAND_TYPES_KEY, fetchDemandTypes, useDeleteDemandType } from '../api/demand-types';
import { withPageFallback } from '../api/page-fallback';

/** /demand-types [page]: the types, their receiving roles and numbering; create, edit, delete. */
export default function DemandTypesPage() {
  const { t } = useTranslation('demands');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteDemandType();
  const [, setSearch] = useSearchParams();
  // Spec 2 §9: an empty later page while everything fits on one goes back to page 1 (URL too).
  const fetch = useMemo(
    () => withPageFallback(fetchDemandTypes, () => setSearch((s) => { const next = new URLSearchParams(s); next.set('page', '1'); return next; }, { replace: true })),
    [setSearch],
  );

  const onDelete = async (type: DemandType) => {
    if (!(await confirm({ header: t('types.deleteHeader'), message: t('types.deleteMessage', { name: type.name }), confirmText: t('actions.delete'), destructive: true }))) return;
    remove.mutate(type.id, { onSuccess: (result) => toasts.success(result.message) });
  };

  const columns: Column<DemandType>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (d) => d.name },
    {
      key: 'roles',
      label: t('fields.roles'),
      render: (d) => (
        <>
          {d.roles.map((r) => (
            <div key={r.role.id}>
              <RoleDisplay value={r} />
            </div>
          ))}
        </>
      ),
    },
    { key: 'numbering', label: t('types.numbering'), render: (d) => (d.sequence_yearly_reset ? t('types.yearly') : t('types.running')) },
    { key: 'requests_count', label: t('fields.requests_count'), render: (d) => d.requests_count },
    {
      key: 'actions',
      label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/demand-type/store/${d.id}`} testId={`demand-type-edit-${d.id}`} />
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(d)} danger testId={`demand-type-delete-${d.id}`} />
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('types.title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/demand-type/store'), testId: 'demand-type-create' }}
    >
      <PagedList
        testId="demand-types-list"
        queryKey={DEMAND_TYPES_KEY}
        fetch={fetch}
        columns={columns}
        rowKey={(d) => d.id}
        filters={['keyword']}
        emptyMessage={t('types.empty')}
        renderFilters={(params, setFilters) => (
          <IonInput
            label={t('fields.name')}
            labelPlacement="stacked"
            debounce={400}
            value={params.filters.keyword ?? ''}
            onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })}
            clearInput
            data-testid="demand-types-keyword"
          />
        )}
      />
    </Page>
  );
}

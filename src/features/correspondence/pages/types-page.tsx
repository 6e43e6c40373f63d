import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CorrespondenceType } from '@/contracts/correspondence/types';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchTypes, TYPES_KEY, useDeleteType } from '../api/admin';

/** /correspondence-type/list/{page}: types, their numbering and viewer/receiver sets. */
export default function TypesPage() {
  const { t } = useTranslation('correspondence');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteType();
  const onDelete = async (d: CorrespondenceType) => {
    if (!(await confirm({ header: t('confirm.delete.header'), message: t('types.deleteMessage', { name: d.name }), confirmText: t('actions.delete'), destructive: true }))) return;
    remove.mutate(d.id, { onSuccess: (r) => toasts.success(String(r.helper_data.message)) });
  };
  const set = (list: CorrespondenceType['viewers']) => list.map((i) => `${t(`typeItems.${i.type}`)}: ${i.name}`).join(', ') || t('types.everyone');
  const columns: Column<CorrespondenceType>[] = [
    { key: 'name', label: t('fields.name'), render: (d) => d.name },
    { key: 'numbering', label: t('types.numbering'), render: (d) => (d.sequence_yearly_reset ? t('types.yearly') : t('types.running')) },
    { key: 'viewers', label: t('types.viewers'), render: (d) => set(d.viewers) },
    { key: 'receivers', label: t('types.receivers'), render: (d) => d.receivers.map((i) => i.name).join(', ') },
    { key: 'items_count', label: t('types.items'), render: (d) => d.items_count },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/correspondence-type/${d.id}/edit`} />
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(d)} danger />
        </div>
      ),
    },
  ];
  return (
    <Page title={t('types.title')} primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/correspondence-type/create'), testId: 'correspondence-type-create' }}>
      <PagedList testId="correspondence-types-list" queryKey={TYPES_KEY} fetch={fetchTypes} columns={columns} rowKey={(d) => d.id} emptyMessage={t('empty')} />
    </Page>
  );
}

import { IonInput } from '@ionic/react';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { displayDate } from '@/contracts/display-dates';
import { REFERENCE_LISTS, type ReferenceItem, type ReferenceListKey } from '@/contracts/reference-lists';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { useSession } from '@/lib/session/session-context';
import { fetchReferenceItems, referenceKey, useDeleteReferenceItem } from '../api/reference-items';
import { REFERENCE_SCREENS, editHref } from '../screens';

/** One list screen for every reference list: keyword filter, paging, ordering, edit and delete for managers. */
export default function ReferenceListPage({ list }: { list: ReferenceListKey }) {
  const { t } = useTranslation('reference-lists');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteReferenceItem(list);
  const { permissions } = useSession();
  const def = REFERENCE_LISTS[list];
  const screens = REFERENCE_SCREENS[list];
  const detail = screens.routes?.detail;
  const detailOf = detail ? (id: number) => detail.replace(':id', String(id)) : undefined;
  const canManage = def.manage.some((p) => permissions.has(p));

  const onDelete = async (item: ReferenceItem) => {
    const ok = await confirm({
      header: t('deleteHeader'), message: t('deleteMessage', { label: item.label }), confirmText: t('delete'), destructive: true,
    });
    if (ok) remove.mutate(item.id, { onSuccess: (result) => toasts.success(result.message) });
  };

  const columns: Column<ReferenceItem>[] = [
    { key: 'label', label: t(`lists.${list}.field`), sort: def.field, render: (item) => (detailOf ? <Link to={detailOf(item.id)}>{item.label}</Link> : item.label) },
    { key: 'updated_at', label: t('updatedAt'), sort: 'created_at', render: (item) => displayDate(item.updated_at) },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      label: '',
      render: (item) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('edit')} href={editHref(screens, item.id)} testId={`reference-edit-${item.id}`} />
          <IconButton icon={trashOutline} label={t('delete')} onClick={() => void onDelete(item)} danger testId={`reference-delete-${item.id}`} />
        </div>
      ),
    });
  }

  return (
    <Page
      title={t(`lists.${list}.title`)}
      primary={canManage ? { label: t('create'), icon: addOutline, onClick: () => navigate(screens.store), testId: 'reference-create' } : undefined}
    >
      <PagedList
        testId="reference-list"
        queryKey={referenceKey(list)}
        fetch={fetchReferenceItems(list)}
        columns={columns}
        rowKey={(item) => item.id}
        filters={['keyword']}
        emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <IonInput
            label={t(`lists.${list}.field`)}
            labelPlacement="stacked"
            debounce={400}
            value={params.filters.keyword ?? ''}
            onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })}
            clearInput
            data-testid="reference-keyword"
          />
        )}
      />
    </Page>
  );
}

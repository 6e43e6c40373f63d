import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@/contracts/document-sharing';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { DOC_KEY, fetchDocumentTypes, useDeleteDocumentThing } from '../api/document-sharing';

/** /document-type/list/{page}. */
export default function DocumentTypesPage() {
  const { t } = useTranslation('document-sharing');
  const confirm = useConfirm();
  const remove = useDeleteDocumentThing();
  const columns: Column<DocumentType>[] = [
    { key: 'name', label: t('fields.name'), render: (d) => d.name },
    { key: 'viewers', label: t('access.viewer'), render: (d) => (d.is_public ? t('public') : d.viewer_departments.map((x) => x.name).join(', ')) },
    { key: 'creators', label: t('access.creator'), render: (d) => d.create_roles.map((x) => x.name).join(', ') },
    { key: 'documents_count', label: t('fields.documents_count'), render: (d) => d.documents_count },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/document-type/${d.id}/edit`} testId={`document-type-edit-${d.id}`} />
          <IconButton
            icon={trashOutline}
            label={t('actions.delete')}
            onClick={async () => {
            if (await confirm({ header: t('confirmDelete'), message: t('deleteType', { name: d.name }), confirmText: t('actions.delete'), destructive: true })) {
              remove.mutate({ kind: 'type', id: d.id }, { onSuccess: (m) => toasts.success(m) });
            }
          }}
            danger
          />
        </div>
      ),
    },
  ];
  return (
    <Page title={t('types.title')} primary={{ label: t('actions.create'), icon: addOutline, href: '/document-type/create' }}>
      <PagedList testId="document-types-list" queryKey={[...DOC_KEY, 'types']} fetch={fetchDocumentTypes} columns={columns} rowKey={(d) => d.id} emptyMessage={t('empty')} />
    </Page>
  );
}

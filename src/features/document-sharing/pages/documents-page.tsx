import { IonInput } from '@ionic/react';
import { addOutline, createOutline, downloadOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { SharedDocument } from '@/contracts/document-sharing';
import { saveBlob } from '@/lib/api/download';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { DOC_KEY, fetchDocuments, useAllTypes, useDeleteDocumentThing } from '../api/document-sharing';
import { fileThrough } from '@/lib/offline-reading/reading-cache';

/** /document/list?page&title&document_type_id: the documents the user may view; a document opened once stays openable offline. */
export default function DocumentsPage() {
  const { t } = useTranslation('document-sharing');
  const confirm = useConfirm();
  const types = useAllTypes();
  const remove = useDeleteDocumentThing();
  const open = async (d: SharedDocument) => {
    try {
      saveBlob(await fileThrough(d.download_url.replace(/^\/api/, '')), d.original_name);
    } catch {
      toasts.show({ kind: 'error', message: 'Files download failed.' });
    }
  };
  const columns: Column<SharedDocument>[] = [
    { key: 'title', label: t('fields.title'), render: (d) => d.title },
    { key: 'type', label: t('fields.document_type'), render: (d) => d.document_type.name },
    { key: 'file', label: t('fields.file'), render: (d) => `${d.original_name}` },
    { key: 'owner', label: t('fields.owner'), render: (d) => d.owner.full_name },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={downloadOutline} label={t('actions.download')} onClick={() => void open(d)} testId={`document-download-${d.id}`} />
          {d.can_delete && (
            <>
              <IconButton icon={createOutline} label={t('actions.edit')} href={`/document/${d.id}/edit`} />
              <IconButton
                icon={trashOutline}
                label={t('actions.delete')}
                onClick={async () => {
                if (await confirm({ header: t('confirmDelete'), message: t('deleteDocument', { title: d.title }), confirmText: t('actions.delete'), destructive: true })) {
                  remove.mutate({ kind: 'document', id: d.id }, { onSuccess: (m) => toasts.success(m) });
                }
              }}
                danger
              />
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <Page title={t('documents.title')} primary={{ label: t('actions.create'), icon: addOutline, href: '/document/create', testId: 'document-create' }}>
      <PagedList testId="documents-list" queryKey={[...DOC_KEY, 'documents']} fetch={fetchDocuments} columns={columns} rowKey={(d) => d.id}
        filters={['title', 'document_type_id']} emptyMessage={t('empty')}
        renderFilters={(p, set) => (
          <>
            <IonInput label={t('fields.title')} labelPlacement="stacked" debounce={400} value={p.filters.title ?? ''} onIonInput={(e) => set({ title: String(e.detail.value ?? '') || undefined })} clearInput data-testid="documents-title" />
            <SelectInput label={t('fields.document_type')} value={p.filters.document_type_id ?? ''} emptyOption={t('all')}
              options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))} onChange={(v) => set({ document_type_id: v || undefined })} />
          </>
        )} />
    </Page>
  );
}

import { IonButton, IonInput } from '@ionic/react';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { QdmsDocument } from '@/contracts/qdms';
import { FILE_MAX_BYTES, FILE_MESSAGES } from '@/contracts/files';
import { saveBlob } from '@/lib/api/download';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { fileThrough } from '@/lib/offline-reading/reading-cache';
import { SessionContext } from '@/lib/session/session-context';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchFolderDocuments, QDMS_KEY, useSaveQdmsDocument } from '../api/qdms';

function DocumentDialog({ folderId, doc, onClose }: { folderId: number; doc?: QdmsDocument; onClose: () => void }) {
  const { t } = useTranslation('qdms');
  const save = useSaveQdmsDocument();
  const [title, setTitle] = useState(doc?.title ?? '');
  const [file, setFile] = useState<File | undefined>();
  return (
    <Dialog open title={doc ? t('editDocument') : t('addDocument')} closeText={t('close')} onClose={onClose} testId="qdms-document-dialog">
      <IonInput label={t('documentTitle')} labelPlacement="stacked" value={title} onIonInput={(e) => setTitle(String(e.detail.value ?? ''))} />
      <input type="file" aria-label={t('file')} onChange={(e) => {
        const f = e.target.files?.[0];
        if (f && f.size > FILE_MAX_BYTES) { toasts.show({ kind: 'error', message: FILE_MESSAGES.tooLarge }); e.target.value = ''; return; }
        setFile(f);
      }} />
      <p>{doc ? t('newVersionHint', { version: doc.version }) : null}</p>
      <IonButton disabled={save.isPending || (!doc && !file)} onClick={() => save.mutate({ folderId, documentId: doc?.id, title, file }, {
        onSuccess: (r) => { toasts.success(String(r.helper_data.message ?? '')); onClose(); },
      })}>{t('save')}</IonButton>
    </Dialog>
  );
}

/** /qdms/folders/{folderId}/documents?page: a folder's documents; download for its roles, add and update for managers. */
export default function FolderDocumentsPage() {
  const { t } = useTranslation('qdms');
  const folderId = Number(useParams().folderId);
  const session = useContext(SessionContext);
  const manager = session?.permissions.has('manage-qdms-folders') ?? false;
  const [editing, setEditing] = useState<QdmsDocument | 'new' | null>(null);
  const fetch = useMemo(() => fetchFolderDocuments(folderId), [folderId]);
  const download = async (d: QdmsDocument) => {
    try {
      saveBlob(await fileThrough(d.download_url.replace(/^\/api/, '')), d.original_name);
    } catch {
      toasts.show({ kind: 'error', message: FILE_MESSAGES.downloadFailed });
    }
  };
  const columns: Column<QdmsDocument>[] = [
    { key: 'title', label: t('documentTitle'), render: (d) => d.title },
    { key: 'version', label: t('version'), render: (d) => d.version },
    { key: 'updated_at', label: t('updatedBy'), render: (d) => d.updated_by ?? '' },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IonButton fill="clear" size="small" onClick={() => void download(d)} data-testid={`qdms-download-${d.id}`}>{t('download')}</IonButton>
          {manager && <IonButton fill="clear" size="small" onClick={() => setEditing(d)}>{t('edit')}</IonButton>}
        </div>
      ),
    },
  ];
  return (
    <Page title={t('documents')} backHref="/qdms/folders" toolbar={manager ? <IonButton onClick={() => setEditing('new')}>{t('addDocument')}</IonButton> : undefined}>
      <PagedList testId="qdms-documents-list" queryKey={[...QDMS_KEY, 'documents', folderId]} fetch={fetch} columns={columns} rowKey={(d) => d.id}
        filters={['title']} emptyMessage={t('empty')} />
      {editing && <DocumentDialog folderId={folderId} doc={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

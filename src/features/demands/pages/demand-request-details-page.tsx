import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DEMAND_LIMITS } from '@/contracts/demands';
import type { StoredFile } from '@/contracts/files';
import type { ChosenFile } from '@/lib/forms/components/files-picker';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useAddFiles, useDeleteFile, useDeleteRequest, useDemandRequest, useUpdateRequest } from '../api/demand-requests';
import { FilesPicker } from '../components/files-picker';
import { RequestEditForm } from '../components/request-edit-form';
import { RequestFiles } from '../components/request-files';
import { RequestHistory } from '../components/request-history';
import { RequestSummary } from '../components/request-summary';

/** /demand-request/details/{demandRequestId}: the requester's view: files, history, edit or withdraw while untouched. */
export default function DemandRequestDetailsPage() {
  const { t } = useTranslation('demands');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const id = Number(useParams().demandRequestId);
  const request = useDemandRequest(id);
  const update = useUpdateRequest(id);
  const remove = useDeleteRequest();
  const addFiles = useAddFiles(id);
  const removeFile = useDeleteFile(id);
  const [editing, setEditing] = useState(false);
  const [newFiles, setNewFiles] = useState<ChosenFile[]>([]);

  if (request.isPending) return <Page title={t('requests.title')} backHref="/demand-requests"><Loading /></Page>;
  if (request.isError) return <Page title={t('requests.title')} backHref="/demand-requests"><LoadError onRetry={() => void request.refetch()} /></Page>;
  const r = request.data;
  const open = r.status === 'waiting';

  const onWithdraw = async () => {
    if (!(await confirm({ header: t('requests.withdrawHeader'), message: t('requests.withdrawMessage', { title: r.title }), confirmText: t('actions.withdraw'), destructive: true }))) return;
    remove.mutate(r.id, { onSuccess: (result) => { toasts.success(result.message); navigate('/demand-requests', { replace: true }); } });
  };
  const onRemoveFile = async (file: StoredFile) => {
    if (!(await confirm({ header: t('requests.removeFileHeader'), message: t('requests.removeFileMessage', { name: file.original_name }), confirmText: t('actions.removeFile'), destructive: true }))) return;
    removeFile.mutate(file.id, { onSuccess: (result) => toasts.success(result.message) });
  };
  const onUpload = () =>
    addFiles.mutate(newFiles.map((f) => f.file!), {
      onSuccess: (result) => {
        setNewFiles([]);
        toasts.success(String(result.helper_data.message ?? t('saved')));
      },
    });

  return (
    <Page
      title={t('requests.detailsTitle', { number: r.number })}
      backHref="/demand-requests"
      toolbar={r.editable && !editing ? (
        <>
          <IonButton onClick={() => setEditing(true)} data-testid="demand-request-edit">
            <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
            {t('actions.edit')}
          </IonButton>
          <IonButton color="danger" onClick={() => void onWithdraw()} data-testid="demand-request-withdraw">
            <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
            {t('actions.withdraw')}
          </IonButton>
        </>
      ) : undefined}
    >
      {editing ? (
        <RequestEditForm
          initial={{ title: r.title, description: r.description }}
          saving={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const result = await update.mutateAsync(body);
            toasts.success(String(result.helper_data.message ?? t('saved')));
            setEditing(false);
          }}
        />
      ) : (
        <RequestSummary request={r} />
      )}
      <section className="demand-section">
        <h2>{t('fields.files')}</h2>
        <RequestFiles requestId={r.id} files={r.files} onRemove={open ? (file) => void onRemoveFile(file) : undefined} />
        {open && (
          <>
            <FilesPicker value={newFiles} onChange={setNewFiles} max={Math.max(0, DEMAND_LIMITS.filesMax - r.files.length)} disabled={addFiles.isPending} testId="demand-request-add-files" />
            {newFiles.length > 0 && (
              <IonButton size="small" disabled={addFiles.isPending} onClick={onUpload} data-testid="demand-request-upload">
                {t('actions.addFiles')}
              </IonButton>
            )}
          </>
        )}
      </section>
      <RequestHistory steps={r.history} />
    </Page>
  );
}

import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { downloadDemandRequestFile } from '@/contracts/demands';
import type { StoredFile } from '@/contracts/files';
import { download, saveBlob } from '@/lib/api/download';
import { IconButton } from '@/lib/ui/icon-button';
import { toasts } from '@/lib/ui/toasts';
import './demands.css';

export interface RequestFilesProps {
  requestId: number;
  files: StoredFile[];
  /** The requester, while the request is unanswered. */
  onRemove?: (file: StoredFile) => void;
}

/** A request's files: downloaded through the request (responders may read them too). */
export function RequestFiles({ requestId, files, onRemove }: RequestFilesProps) {
  const { t } = useTranslation('demands');
  const get = async (file: StoredFile) => {
    const result = await download(downloadDemandRequestFile, { params: { id: requestId, fileId: file.id } }, file.original_name);
    if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? file.original_name);
    else toasts.showAll(result.toasts);
  };
  if (!files.length) return <p className="demand-note">{t('requests.noFiles')}</p>;
  return (
    <ul className="demand-files" data-testid="demand-request-file-list">
      {files.map((file) => (
        <li key={file.id}>
          <IonButton fill="clear" size="small" onClick={() => void get(file)} data-testid={`demand-file-download-${file.id}`}>
            <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
            {file.original_name}
          </IonButton>
          {onRemove && (
            <IconButton icon={trashOutline} label={t('actions.removeFile')} onClick={() => onRemove(file)} danger testId={`demand-file-remove-${file.id}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

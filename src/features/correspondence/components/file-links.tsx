import { IonButton, IonIcon } from '@ionic/react';
import { documentAttachOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { CorrespondenceDetails } from '@/contracts/correspondence/correspondence';
import { saveBlob } from '@/lib/api/download';
import { toasts } from '@/lib/ui/toasts';
import { fileThrough } from '@/lib/offline-reading/reading-cache';

export const apiPath = (url: string) => url.replace(/^\/api/, '');

/** An item's attachments; each opened once online stays openable offline. */
export function FileLinks({ item }: { item: Pick<CorrespondenceDetails, 'files'> }) {
  const { t } = useTranslation('correspondence');
  if (!item.files.length) return null;
  const open = async (file: CorrespondenceDetails['files'][number]) => {
    try {
      saveBlob(await fileThrough(apiPath(file.file_url)), file.original_name);
    } catch {
      toasts.show({ kind: 'error', message: t('fileUnavailable') });
    }
  };
  return (
    <div className="correspondence-files" data-testid="correspondence-files">
      {item.files.map((f) => (
        <IonButton key={f.id} fill="outline" size="small" onClick={() => void open(f)} data-testid={`correspondence-file-${f.id}`}>
          <IonIcon aria-hidden="true" slot="start" icon={documentAttachOutline} />
          {f.original_name}
        </IonButton>
      ))}
    </div>
  );
}

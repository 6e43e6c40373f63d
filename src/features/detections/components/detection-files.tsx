import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DetectionRegister } from '@/contracts/detections';
import type { StoredFile } from '@/contracts/files';
import { IconButton } from '@/lib/ui/icon-button';
import { downloadDetectionFile } from '../api/detections';
import './detections.css';

export interface DetectionFilesProps {
  register: DetectionRegister;
  detectionId: number;
  files: StoredFile[];
  /** The form's remove: the file goes with the next save (deletedFileIds). */
  onRemove?: (file: StoredFile) => void;
  disabled?: boolean;
}

/** A detection's saved files: downloaded through the detection, removed on save. */
export function DetectionFiles({ register, detectionId, files, onRemove, disabled }: DetectionFilesProps) {
  const { t } = useTranslation('detections');
  if (!files.length) return <p className="detection-note">{t('form.noFiles')}</p>;
  return (
    <ul className="detection-files" data-testid="detection-file-list">
      {files.map((file) => (
        <li key={file.id}>
          <IonButton fill="clear" size="small" onClick={() => void downloadDetectionFile(register, detectionId, file)} data-testid={`detection-file-download-${file.id}`}>
            <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
            {file.original_name}
          </IonButton>
          {onRemove && (
            <IconButton icon={trashOutline} label={t('actions.removeFile')} onClick={() => onRemove(file)} danger disabled={disabled} testId={`detection-file-remove-${file.id}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

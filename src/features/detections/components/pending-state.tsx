import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '@/lib/forms/message-keys';
import { PendingThumbnails } from '@/lib/photos/pending-thumbnails';
import type { DetectionRow } from '../offline/pending-detections';
import './detections.css';

/** 'Cihazda bekliyor' or 'Düzeltme bekliyor' with the server's reason and the photos, for a row not yet on the server. */
export function PendingState({ pending, testId }: { pending: NonNullable<DetectionRow['pending']>; testId: string }) {
  const { t } = useTranslation(['detections', 'outbox']);
  return (
    <>
      <span className={`detection-badge detection-badge-${pending.state}`} data-testid={testId}>
        {t(pending.state === 'on-device' ? 'status.onDevice' : 'status.needsAttention')}
      </span>
      {pending.message && <div className="detection-note">{fieldMessageText(pending.message, (key) => t(key))}</div>}
      <PendingThumbnails hashes={pending.photoHashes} />
    </>
  );
}

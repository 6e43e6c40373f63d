import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '@/lib/forms/message-keys';
import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';
import type { DetectionRow } from '../offline/pending-detections';
import './detections.css';

const IMAGE = /^image\//;

function Thumbnail({ blob, name }: { blob: Blob; name?: string }) {
  const url = usePhotoThumbnail(blob);
  return url ? <img className="detection-thumbnail" src={url} alt={name ?? ''} data-testid="pending-thumbnail" /> : null;
}

/** The photos of a detection still on this device, read from the outbox's own copy. */
function PendingThumbnails({ hashes }: { hashes: string[] }) {
  const blobs = useQuery({
    queryKey: ['outbox-blobs', ...hashes],
    queryFn: async () => {
      const { db } = await import('@/lib/outbox/db');
      return (await db.blobs.bulkGet(hashes)).filter((b) => b !== undefined);
    },
    networkMode: 'always',
    staleTime: Infinity,
  });
  const images = (blobs.data ?? []).filter((b) => IMAGE.test(b.blob.type));
  if (!images.length) return null;
  return (
    <div className="detection-thumbnails">
      {images.map((b) => (
        <Thumbnail key={b.sha256} blob={b.blob} name={b.name} />
      ))}
    </div>
  );
}

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

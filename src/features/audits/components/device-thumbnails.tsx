import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';
import { useDeviceBlob } from '../api/images';
import type { DevicePhoto } from '../offline/device-state';
import './audits.css';

function Thumbnail({ photo }: { photo: DevicePhoto }) {
  const blob = useDeviceBlob(photo.sha256);
  const url = usePhotoThumbnail(blob.data ?? undefined);
  return url ? <img src={url} alt={photo.name} data-testid="pending-thumbnail" /> : null;
}

/** Photos of a row still on this device, from the outbox's own copy. */
export function DeviceThumbnails({ photos }: { photos: DevicePhoto[] }) {
  if (!photos.length) return null;
  return (
    <div className="audit-thumbs">
      {photos.map((p) => (
        <Thumbnail key={p.sha256} photo={p} />
      ))}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { usePhotoThumbnail } from './use-photo-thumbnail';
import './pending-thumbnails.css';

const IMAGE = /^image\//;

function Thumbnail({ blob, name }: { blob: Blob; name?: string }) {
  const url = usePhotoThumbnail(blob);
  return url ? <img className="pending-thumbnail" src={url} alt={name ?? ''} data-testid="pending-thumbnail" /> : null;
}

/** The photos of a record still on this device, read from the outbox's own copy (other files are left out). */
export function PendingThumbnails({ hashes }: { hashes: string[] }) {
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
    <div className="pending-thumbnails">
      {images.map((b) => (
        <Thumbnail key={b.sha256} blob={b.blob} name={b.name} />
      ))}
    </div>
  );
}

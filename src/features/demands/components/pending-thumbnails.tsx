import { useQuery } from '@tanstack/react-query';
import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';

const IMAGE = /^image\//;

function Thumbnail({ blob, name }: { blob: Blob; name?: string }) {
  const url = usePhotoThumbnail(blob);
  return url ? <img className="demand-thumbnail" src={url} alt={name ?? ''} data-testid="pending-thumbnail" /> : null;
}

/** The photos of a request still on this device, read from the outbox's own copy. */
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
    <div className="demand-thumbnails">
      {images.map((b) => (
        <Thumbnail key={b.sha256} blob={b.blob} name={b.name} />
      ))}
    </div>
  );
}

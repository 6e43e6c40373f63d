import { useQuery } from '@tanstack/react-query';
import type { FindingImage } from '@/contracts/audits/schemas';
import { ApiError, send } from '@/lib/api/client';
import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';
import { REPORTS_KEY } from '../api/reports';

/** A finding photo from the server: fetched with the bearer token (an <img src> cannot send it). */
export function ServerPhoto({ image, alt, testId }: { image: FindingImage; alt: string; testId?: string }) {
  const blob = useQuery({
    queryKey: [...REPORTS_KEY, 'photo', image.url],
    queryFn: async () => {
      const res = await send({ method: 'GET', path: image.url }, { quiet: true });
      if (!res.ok) throw new ApiError(res.status, res.statusText, null);
      return res.blob();
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    meta: { silent: true },
  });
  const url = usePhotoThumbnail(blob.data);
  if (blob.isError) return <span className="audit-report-photo audit-report-photo-missing" title={alt}>!</span>;
  if (!url) return <span className="audit-report-photo audit-report-photo-loading" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" title={alt}>
      <img className="audit-report-photo" src={url} alt={alt} data-testid={testId} />
    </a>
  );
}

import { useEffect } from 'react';
import { claim, release, thumbnailUrl } from './thumbnail-urls';

/** An object URL showing a local blob (a photo not yet sent); revoked after the last user unmounts. */
export function usePhotoThumbnail(blob: Blob | null | undefined): string | undefined {
  const url = blob ? thumbnailUrl(blob) : undefined;
  useEffect(() => {
    if (!blob) return;
    claim(blob);
    return () => release(blob);
  }, [blob]);
  return url;
}

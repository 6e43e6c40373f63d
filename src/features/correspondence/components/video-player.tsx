import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_PREVIEW_HEIGHT, type CorrespondenceDetails } from '@/contracts/correspondence/correspondence';
import { fileThrough } from '@/lib/offline-reading/reading-cache';
import { apiPath } from './file-links';

/**
 * An item's video in an HTML5 player 525 px high (spec 3 §9). The API authenticates by a header,
 * which a <video src> cannot send, so the video (at most 8 MB) is fetched once as a blob — kept for
 * offline reading like an opened attachment — and played from memory, where seeking is local.
 */
export function VideoPlayer({ item }: { item: Pick<CorrespondenceDetails, 'id' | 'video'> }) {
  const { t } = useTranslation('correspondence');
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  const url = item.video?.url;

  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | undefined;
    let live = true;
    fileThrough(apiPath(url)).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setSrc(objectUrl);
    }).catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!item.video) return null;
  if (failed) return <p className="correspondence-video-error" data-testid="correspondence-video-error">{t('video.unavailable')}</p>;
  return (
    <video className="correspondence-video" controls preload="metadata" src={src} height={VIDEO_PREVIEW_HEIGHT}
      style={{ height: `${VIDEO_PREVIEW_HEIGHT}px`, width: '100%', background: '#000' }} aria-label={item.video.original_name} data-testid="correspondence-video">
      {t('video.unsupported')}
    </video>
  );
}

import { IonButton } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';
import './audits.css';

export interface ViewedImage {
  name: string;
  blob: Blob;
}

/**
 * The findings' image viewer (spec 2 §2 "Common behaviour", §9): a modal dialog, the image at
 * most 650 px wide. A native <dialog>: focus kept inside, Escape closes, nothing to load.
 */
export function ImageViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  const { t } = useTranslation('audits');
  const dialog = useRef<HTMLDialogElement>(null);
  const url = usePhotoThumbnail(image?.blob);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (image && !d.open) d.showModal();
    if (!image && d.open) d.close();
  }, [image]);
  return (
    <dialog ref={dialog} className="audit-viewer" onClose={onClose} aria-label={t('photos.viewer')} data-testid="audit-image-viewer">
      {image && (
        <>
          <div className="audit-viewer-bar">
            <span>{image.name}</span>
            <IonButton size="small" fill="clear" onClick={onClose} data-testid="audit-image-viewer-close">
              {t('actions.close')}
            </IonButton>
          </div>
          {url && <img src={url} alt={image.name} />}
        </>
      )}
    </dialog>
  );
}

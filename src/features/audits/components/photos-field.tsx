import { IonButton, IonIcon, IonNote, IonSpinner } from '@ionic/react';
import { cameraOutline, closeOutline, imagesOutline, trashOutline } from 'ionicons/icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_LIMITS, AUDIT_MESSAGES } from '@/contracts/audits/families';
import type { FindingImage } from '@/contracts/audits/schemas';
import { preparePhoto, PhotoRefusedError, type PreparedPhoto } from '@/lib/photos/prepare-photo';
import { usePhotoThumbnail } from '@/lib/photos/use-photo-thumbnail';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { toasts } from '@/lib/ui/toasts';
import { useDeviceBlob, useServerImage } from '../api/images';
import type { DevicePhoto } from '../offline/device-state';
import { ImageViewer, type ViewedImage } from './image-viewer';
import './audits.css';

function Photo({ blob, name, loading, onOpen, remove, testId }: {
  blob: Blob | null | undefined; name: string; loading?: boolean; onOpen: (image: ViewedImage) => void; remove?: { label: string; run: () => void }; testId: string;
}) {
  const url = usePhotoThumbnail(blob ?? undefined);
  return (
    <div className="audit-photo" data-testid={testId}>
      {url && blob ? (
        <button type="button" className="audit-photo-open" onClick={() => onOpen({ name, blob })} aria-label={name} data-testid={`${testId}-open`}>
          <img src={url} alt={name} />
        </button>
      ) : loading ? (
        <IonSpinner name="dots" />
      ) : (
        <span className="audit-note">{name}</span>
      )}
      <div className="audit-photo-caption">{name}</div>
      {remove && (
        <IconButton icon={closeOutline} label={remove.label} onClick={remove.run} danger testId={`${testId}-remove`} />
      )}
    </div>
  );
}

function ServerPhoto({ image, onOpen, onDelete, testId }: { image: FindingImage; onOpen: (i: ViewedImage) => void; onDelete?: () => void; testId: string }) {
  const { t } = useTranslation('audits');
  const blob = useServerImage(image.url);
  return (
    <div>
      <Photo blob={blob.data} loading={blob.isPending} name={image.original_name} onOpen={onOpen} testId={testId} />
      {onDelete && (
        <IconButton icon={trashOutline} label={t('photos.delete')} onClick={onDelete} danger testId={`${testId}-delete`} />
      )}
    </div>
  );
}

function DevicePhotoView({ photo, onOpen, testId }: { photo: DevicePhoto; onOpen: (i: ViewedImage) => void; testId: string }) {
  const blob = useDeviceBlob(photo.sha256);
  return <Photo blob={blob.data} loading={blob.isPending} name={photo.name} onOpen={onOpen} testId={testId} />;
}

export interface PhotosFieldProps {
  /** New photos, compressed and hashed as they are picked. */
  value: PreparedPhoto[];
  onChange: (photos: PreparedPhoto[]) => void;
  /** Photos the server holds (with delete), and photos saved on this device, not sent yet. */
  images: FindingImage[];
  devicePhotos: DevicePhoto[];
  /** Deletes a server photo after confirmation (online only); absent when the finding is locked. */
  onDeleteImage?: (image: FindingImage) => Promise<unknown>;
  disabled?: boolean;
}

/**
 * A finding's photos: take one with the camera or pick files; each is compressed on the device
 * (src/lib/photos, long edge ≤ 1920 px) before it is kept. Every photo opens in the viewer.
 */
export function PhotosField({ value, onChange, images, devicePhotos, onDeleteImage, disabled }: PhotosFieldProps) {
  const { t } = useTranslation('audits');
  const confirm = useConfirm();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(0);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const room = AUDIT_LIMITS.photosMax - images.length - devicePhotos.length - value.length;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length > room) toasts.show({ kind: 'warning', message: AUDIT_MESSAGES.tooManyPhotos });
    const accepted = picked.slice(0, Math.max(0, room));
    setPreparing((n) => n + accepted.length);
    const prepared: PreparedPhoto[] = [];
    for (const file of accepted) {
      try {
        prepared.push(await preparePhoto(file));
      } catch (error) {
        toasts.show({ kind: 'error', message: error instanceof PhotoRefusedError ? error.message : t('photos.failed', { name: file.name }) });
      } finally {
        setPreparing((n) => n - 1);
      }
    }
    const known = new Set(value.map((p) => p.sha256));
    onChange([...value, ...prepared.filter((p) => !known.has(p.sha256))]);
  };

  const deleteImage = async (image: FindingImage) => {
    if (!onDeleteImage) return;
    if (!navigator.onLine) {
      toasts.show({ kind: 'warning', message: t('photos.deleteOffline') });
      return;
    }
    if (await confirm({ header: t('photos.deleteHeader'), message: t('photos.deleteMessage', { name: image.original_name }), destructive: true })) await onDeleteImage(image);
  };

  return (
    <section className="audit-section" data-testid="finding-photos">
      <h2>{t('photos.title')}</h2>
      <div className="audit-photos">
        {images.map((image) => (
          <ServerPhoto key={image.id} image={image} onOpen={setViewed} onDelete={onDeleteImage && !disabled ? () => void deleteImage(image) : undefined} testId={`finding-image-${image.id}`} />
        ))}
        {devicePhotos.map((photo) => (
          <DevicePhotoView key={photo.sha256} photo={photo} onOpen={setViewed} testId={`finding-device-photo-${photo.sha256.slice(0, 12)}`} />
        ))}
        {value.map((photo) => (
          <Photo key={photo.sha256} blob={photo.blob} name={photo.name} onOpen={setViewed}
            remove={disabled ? undefined : { label: t('photos.remove'), run: () => onChange(value.filter((p) => p.sha256 !== photo.sha256)) }} testId={`finding-new-photo-${photo.sha256.slice(0, 12)}`} />
        ))}
        {preparing > 0 && <IonSpinner name="crescent" data-testid="finding-photos-preparing" />}
      </div>
      {!images.length && !devicePhotos.length && !value.length && <p className="audit-note">{t('photos.none')}</p>}
      {devicePhotos.length > 0 && <p className="audit-note">{t('photos.onDevice')}</p>}
      {!disabled && (
        <>
          <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={(e) => void pick(e)} data-testid="finding-photos-camera-input" />
          <input ref={files} type="file" accept="image/*" multiple hidden onChange={(e) => void pick(e)} data-testid="finding-photos-input" />
          <div className="audit-workflow">
            <IonButton size="small" fill="outline" disabled={room <= 0} onClick={() => camera.current?.click()} data-testid="finding-photos-camera">
              <IonIcon aria-hidden="true" slot="start" icon={cameraOutline} />
              {t('photos.camera')}
            </IonButton>
            <IonButton size="small" fill="outline" disabled={room <= 0} onClick={() => files.current?.click()} data-testid="finding-photos-choose">
              <IonIcon aria-hidden="true" slot="start" icon={imagesOutline} />
              {t('photos.choose')}
            </IonButton>
          </div>
          <IonNote className="helper-text">{t('photos.hint', { max: AUDIT_LIMITS.photosMax })}</IonNote>
        </>
      )}
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}

import { IonButton, IonNote } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listVideos, VIDEO_ACCEPT } from '@/contracts/correspondence/correspondence';
import { data } from '@/lib/api/client';
import { uploadError } from '@/lib/forms/upload';
import { SelectInput } from '@/lib/forms/components/select-input';
import { CORRESPONDENCE_KEY } from '../api/keys';

export interface VideoValue {
  /** A video to upload (the server checks its bytes: mp4 or webm). */
  file?: File;
  /** Or one of GET /correspondence/videos (the item's own video when editing). */
  id?: number;
}

/** The video of an item (spec 3 §3 "video_id or an uploaded video"): upload one, or choose an earlier one. */
export function VideoField({ value, onChange, current }: {
  value: VideoValue; onChange: (v: VideoValue) => void; current?: { id: number; original_name: string } | null;
}) {
  const { t } = useTranslation('correspondence');
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const videos = useQuery({ queryKey: [...CORRESPONDENCE_KEY, 'videos'], queryFn: () => data(listVideos) });
  const choices = [...(videos.data ?? [])];
  if (current && !choices.some((v) => v.id === current.id)) choices.unshift({ ...current, mime_type: '', size: 0, created_at: '' });

  return (
    <fieldset className="correspondence-video-field" data-testid="correspondence-video-field">
      <legend>{t('video.label')}</legend>
      <input ref={input} type="file" accept={VIDEO_ACCEPT} hidden data-testid="correspondence-video-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const tooLarge = uploadError(file);
          setRefusal(tooLarge);
          if (!tooLarge) onChange({ file });
        }} />
      <IonButton fill="outline" size="small" onClick={() => input.current?.click()} data-testid="correspondence-video-upload">{t('video.upload')}</IonButton>
      {value.file && <span data-testid="correspondence-video-chosen">{value.file.name}</span>}
      <SelectInput label={t('video.choose')} value={value.id ?? ''} emptyOption={t('video.none')} testId="correspondence-video-select"
        onChange={(v) => onChange(v ? { id: Number(v) } : {})} options={choices.map((v) => ({ value: v.id, label: v.original_name }))} />
      {(value.file || value.id) && (
        <IonButton fill="clear" size="small" onClick={() => onChange({})} data-testid="correspondence-video-remove">{t('actions.remove')}</IonButton>
      )}
      <IonNote>{refusal ?? t('video.hint')}</IonNote>
    </fieldset>
  );
}

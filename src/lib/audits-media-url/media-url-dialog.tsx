import { IonButton, IonInput, IonNote } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrlBody, type MediaUrlItem } from '@/contracts/audits/search';
import { ApiError } from '@/lib/api/client';
import { flattenMessages } from '@/lib/api/error-toasts';
import { FormField } from '@/lib/forms/components/form-field';
import { Dialog } from '@/lib/ui/dialog';
import { ExternalLink } from '@/lib/ui/external-link';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useMediaUrl, useSaveMediaUrl, type MediaUrlFamily, type MediaUrlKey } from './media-url-api';

export interface MediaUrlDialogProps {
  family: MediaUrlFamily;
  /** The ggh audit project or the uog audit (id or uuid); null = closed. */
  id: MediaUrlKey | null;
  /** Shown under the title (the audit's code, the project's name). */
  caption?: string;
  onClose: () => void;
  onSaved?: (item: MediaUrlItem) => void;
}

/**
 * The media url dialog (spec 2 §2 "A dialog edits the media url of a uog audit", §7 GET/PUT
 * …/media-url/{id}[/edit]): loads the edit form, validates an http(s) address with the contract's
 * rule, saves; an empty field removes the url. A locked record is shown read-only.
 */
export function MediaUrlDialog({ family, id, caption, onClose, onSaved }: MediaUrlDialogProps) {
  const { t } = useTranslation('audit-search');
  return (
    <Dialog
      open={id !== null}
      title={t(family === 'ggh' ? 'mediaUrl.titleProject' : 'mediaUrl.titleAudit')}
      closeText={t('mediaUrl.close')}
      onClose={onClose}
      testId="media-url-dialog"
    >
      {caption && <p className="apron-card-kicker">{caption}</p>}
      {id !== null && <MediaUrlForm key={`${family}-${id}`} family={family} id={id} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function MediaUrlForm({ family, id, onClose, onSaved }: { family: MediaUrlFamily; id: MediaUrlKey; onClose: () => void; onSaved?: (item: MediaUrlItem) => void }) {
  const { t } = useTranslation('audit-search');
  const item = useMediaUrl(family, id);
  const save = useSaveMediaUrl(family, id);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (item.isPending) return <Loading />;
  if (item.isError) return <LoadError onRetry={() => void item.refetch()} />;
  const current = item.data.media_url;
  const value = typed ?? current ?? '';

  const submit = async () => {
    const parsed = mediaUrlBody.safeParse({ media_url: value.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const result = await save.mutateAsync(parsed.data.media_url);
      toasts.success(String(result.helper_data.message ?? t('mediaUrl.saved')));
      onSaved?.(result.data);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const body = failure.body as { errors?: Record<string, unknown> } | null;
        setError(flattenMessages(body?.errors?.media_url)[0]);
      }
    }
  };

  return (
    <form
      className="apron-form"
      noValidate
      data-testid="media-url-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div data-testid="media-url-current">
        {current ? (
          <p>
            {t('mediaUrl.current')}: <ExternalLink href={current}>{current}</ExternalLink>
          </p>
        ) : (
          <p>{t('mediaUrl.none')}</p>
        )}
      </div>
      {item.data.editable ? (
        <>
          <FormField error={error} helper={t('mediaUrl.helper')}>
            <IonInput
              label={t('mediaUrl.label')}
              labelPlacement="stacked"
              type="url"
              inputmode="url"
              placeholder="https://"
              maxlength={2000}
              value={value}
              className={error ? 'ion-invalid ion-touched' : undefined}
              onIonInput={(e) => {
                setTyped(String(e.detail.value ?? ''));
                setError(undefined);
              }}
              data-testid="media-url-input"
            />
          </FormField>
          <IonButton type="submit" disabled={save.isPending} data-testid="media-url-save">
            {t('mediaUrl.save')}
          </IonButton>
        </>
      ) : (
        <IonNote data-testid="media-url-locked">{t('mediaUrl.locked')}</IonNote>
      )}
    </form>
  );
}

import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { attachOutline, closeOutline, downloadOutline } from 'ionicons/icons';
import { createContext, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentIds } from '@/contracts/cases/documents';
import type { DynaformControl } from '@/contracts/cases/dynaform';

/** What a form's file controls can do with files: given by the screen that knows the case. */
export interface DynaformFiles {
  /** Uploads one file for the control; answers the stored file's id and name. */
  upload(control: DynaformControl, file: File): Promise<{ id: string; name: string }>;
  /** Names of the files known so far, by id. */
  names: Record<string, string>;
  open(id: string, name: string): void;
}

export const DynaformFilesContext = createContext<DynaformFiles | null>(null);

interface Props {
  control: DynaformControl;
  label: string;
  value: unknown;
  onChange: (v: unknown) => void;
  readOnly: boolean;
  testId: string;
  message: React.ReactNode;
}

/**
 * ProcessMaker's file control: each chosen file is uploaded to the case at once and the control's
 * variable holds the stored files' ids (docs/decisions/cases.md). Without a case to upload to (a
 * preview), it shows what it holds.
 */
export function FileControl({ control, label, value, onChange, readOnly, testId, message }: Props) {
  const { t } = useTranslation('cases');
  const files = useContext(DynaformFilesContext);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const ids = documentIds(value);
  const nameOf = (id: string) => files?.names[id] ?? t('form.file');

  async function add(file: File | undefined) {
    if (!file || !files) return;
    setBusy(true);
    setFailed(null);
    try {
      const stored = await files.upload(control, file);
      onChange([...ids, stored.id]);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : t('form.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="apron-dynaform-file" data-testid={testId}>
      <span className="apron-dynaform-caption">{label}</span>
      {ids.length > 0 && (
        <ul className="apron-dynaform-files">
          {ids.map((id) => (
            <li key={id}>
              <IonButton fill="clear" disabled={!files} onClick={() => files?.open(id, nameOf(id))} data-testid={`${testId}-open`}>
                <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
                {nameOf(id)}
              </IonButton>
              {!readOnly && (
                <IonButton fill="clear" color="medium" aria-label={t('form.removeFile', { name: nameOf(id) })} title={t('form.removeFile', { name: nameOf(id) })}
                  onClick={() => onChange(ids.filter((x) => x !== id))} data-testid={`${testId}-remove`}>
                  <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
                </IonButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && files && (
        <>
          <input ref={input} type="file" hidden onChange={(e) => void add(e.target.files?.[0])} data-testid={`${testId}-input`} />
          <IonButton fill="outline" disabled={busy} onClick={() => input.current?.click()} data-testid={`${testId}-add`}>
            {busy ? <IonSpinner slot="start" name="dots" /> : <IonIcon aria-hidden="true" slot="start" icon={attachOutline} />}
            {busy ? t('form.uploading') : t('form.addFile')}
          </IonButton>
        </>
      )}
      {failed && <div className="apron-dynaform-error" role="alert">{failed}</div>}
      {message}
    </div>
  );
}

import { IonButton, IonLabel, IonNote } from '@ionic/react';
import { useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '../message-keys';
import { IMAGE_ACCEPT, fileRefusal } from '../upload';
import type { FocusHandle } from './masked-input';
import './form-field.css';

export interface FileInputProps {
  name?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  onBlur?: () => void;
  ref?: Ref<FocusHandle>;
  disabled?: boolean;
  label?: string;
  /** Only jpeg, jpg or png. */
  imagesOnly?: boolean;
  /** The native input's `accept` (defaults to the image types when `imagesOnly`). */
  accept?: string;
  className?: string;
}

/**
 * One file, at most 8 MB. A refused file never reaches the form: the previous choice stays and
 * the reason ('You can upload a maximum of 8mb files.') shows under the button.
 */
export function FileInput({ name, value, onChange, onBlur, ref, disabled, label, imagesOnly = false, accept, className }: FileInputProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLIonButtonElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => button.current?.focus() }), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = ''; // the same file can be picked again after a refusal
    if (!file) return;
    const reason = fileRefusal(file, { imagesOnly });
    setRefusal(reason);
    if (!reason) onChange?.(file);
    onBlur?.();
  };

  return (
    <div className={['form-field', 'file-input', className].filter(Boolean).join(' ')}>
      {label ? <IonLabel>{label}</IonLabel> : null}
      <input ref={input} type="file" name={name} hidden disabled={disabled} accept={accept ?? (imagesOnly ? IMAGE_ACCEPT : undefined)} onChange={pick} />
      <IonButton ref={button} fill="outline" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {value ? t('file.change') : t('file.choose')}
      </IonButton>
      <IonNote className="file-input-name">{value?.name ?? t('file.none')}</IonNote>
      {value && !disabled ? (
        <IonButton
          fill="clear"
          size="small"
          onClick={() => {
            setRefusal(null);
            onChange?.(null);
          }}
        >
          {t('file.remove')}
        </IonButton>
      ) : null}
      {refusal ? (
        <IonNote color="danger" className="error-text" role="alert">
          {fieldMessageText(refusal, (key) => t(key))}
        </IonNote>
      ) : null}
    </div>
  );
}

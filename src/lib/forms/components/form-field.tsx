import { IonNote } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessageText } from '../message-keys';
import './form-field.css';

export interface FormFieldProps {
  /** The field's message, e.g. `fieldState.error?.message`: a sentence, or a key such as 'forms:errors.x'. */
  error?: string;
  /** Shown when there is no error. */
  helper?: string;
  className?: string;
  children: ReactNode;
}

/** Wraps an input and shows its error (or helper) text under it. */
export function FormField({ error, helper, className, children }: FormFieldProps) {
  const { t } = useTranslation('forms');
  const translate = (key: string) => t(key);
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      {children}
      {error ? (
        <IonNote color="danger" className="error-text" role="alert">
          {fieldMessageText(error, translate)}
        </IonNote>
      ) : helper ? (
        <IonNote className="helper-text">{fieldMessageText(helper, translate)}</IonNote>
      ) : null}
    </div>
  );
}

import { IonButton, IonNote } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { IconButton } from '@/lib/ui/icon-button';
import { fileRefusal } from '../upload';
import './form-field.css';

/** A file chosen in the form, or one already saved with an outbox item (name only; its blob stays on the device). */
export interface ChosenFile {
  key: string;
  name: string;
  file?: File;
}

/** The feature's own words (already translated, `max` filled in). */
export interface FilesPickerLabels {
  choose: string;
  remove: string;
  /** Under the button: how many files, how large. */
  hint: string;
  /** Shown when more than `max` files were picked. */
  tooMany: string;
  /** Shown while nothing is chosen; nothing shows when absent. */
  none?: string;
}

export interface FilesPickerProps {
  value: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  /** Picking new files (off when correcting an outbox item: its blobs are already stored). */
  canAdd?: boolean;
  max: number;
  disabled?: boolean;
  testId: string;
  labels: FilesPickerLabels;
}

let counter = 0;

/** Several files, each at most 8 MB (spec 1 §5); a refused file never reaches the list, the reason shows. */
export function FilesPicker({ value, onChange, canAdd = true, max, disabled, testId, labels }: FilesPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after a refusal
    const accepted: ChosenFile[] = [];
    let reason: string | null = null;
    for (const file of picked) {
      const refused = fileRefusal(file);
      if (refused) reason = refused;
      else accepted.push({ key: `f${++counter}`, name: file.name, file });
    }
    if (value.length + accepted.length > max) reason = labels.tooMany;
    setRefusal(reason);
    onChange([...value, ...accepted].slice(0, Math.max(0, max)));
  };

  return (
    <div className="form-field" data-testid={testId}>
      {value.length > 0 ? (
        <ul className="files-picker-list">
          {value.map((f) => (
            <li key={f.key}>
              <span>{f.name}</span>
              <IconButton icon={closeOutline} label={labels.remove} onClick={() => onChange(value.filter((x) => x.key !== f.key))} danger disabled={disabled} testId={`${testId}-remove-${f.key}`} />
            </li>
          ))}
        </ul>
      ) : labels.none ? (
        <p className="files-picker-none">{labels.none}</p>
      ) : null}
      {canAdd && (
        <>
          <input ref={input} type="file" multiple hidden disabled={disabled} onChange={pick} data-testid={`${testId}-input`} />
          <IonButton fill="outline" size="small" disabled={disabled || value.length >= max} onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>
            {labels.choose}
          </IonButton>
          <IonNote className="helper-text">{labels.hint}</IonNote>
        </>
      )}
      {refusal ? (
        <IonNote color="danger" className="error-text" role="alert">
          {refusal}
        </IonNote>
      ) : null}
    </div>
  );
}

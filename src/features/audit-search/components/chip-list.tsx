import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import './audit-search.css';

export interface Chip {
  key: string | number;
  label: string;
}

/** Chosen values shown as removable chips. */
export function ChipList({ chips, removeLabel, onRemove, testId }: {
  chips: readonly Chip[];
  removeLabel: (label: string) => string;
  onRemove: (key: Chip['key']) => void;
  testId?: string;
}) {
  if (!chips.length) return null;
  return (
    <ul className="audit-search-chips" data-testid={testId}>
      {chips.map((chip) => (
        <li key={chip.key} className="audit-search-chip">
          <span>{chip.label}</span>
          <button type="button" aria-label={removeLabel(chip.label)} title={removeLabel(chip.label)} onClick={() => onRemove(chip.key)}>
            <IonIcon icon={closeOutline} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

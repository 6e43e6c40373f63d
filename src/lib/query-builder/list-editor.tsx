import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { MAX_LIST_VALUES } from '@/contracts/query-filter';
import type { BuilderContext } from './controls';
import { parseNumberText } from './model';

type Scalar = string | number | boolean;

/**
 * The values of an 'in' comparison as removable chips: type one, Enter (or "Ekle") adds it.
 * Numbers are read with a comma or a point; a repeated value is not added twice.
 */
export function ListEditor({ label, value, numeric, onChange, t }: { label: string; value: Scalar[]; numeric?: boolean; onChange: (v: Scalar[]) => void; t: BuilderContext['t'] }) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const full = value.length >= MAX_LIST_VALUES;
  const parsed = numeric ? parseNumberText(typed) : typed.trim();
  const invalid = numeric && typed.trim() !== '' && typeof parsed !== 'number';

  const addTyped = () => {
    if (full || typed.trim() === '' || invalid) return;
    if (!value.some((v) => String(v) === String(parsed))) onChange([...value, parsed]);
    setTyped('');
  };

  return (
    <div className="qb-list" data-testid="qb-value-list">
      <label className="apron-select-label" htmlFor={inputId}>
        <span>{label}</span>
      </label>
      {value.length > 0 && (
        <ul className="qb-chips">
          {value.map((v) => (
            <li key={String(v)} className="qb-chip">
              <span>{String(v)}</span>
              <button type="button" className="qb-chip-remove" aria-label={t('actions.removeValue', { value: String(v) })} onClick={() => onChange(value.filter((x) => x !== v))}>
                <IonIcon icon={closeOutline} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="qb-list-entry">
        <input
          id={inputId}
          className="apron-select qb-input"
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          maxLength={255}
          value={typed}
          disabled={full}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addTyped();
            }
          }}
          data-testid="qb-value-list-input"
        />
        <IonButton size="small" fill="outline" disabled={full || typed.trim() === '' || invalid} onClick={addTyped}>
          {t('actions.addValue')}
        </IonButton>
      </div>
      <small id={hintId} className="qb-hint">
        {full ? t('hints.maxValues', { max: MAX_LIST_VALUES }) : invalid ? t('errors.number') : t('hints.listHelp')}
      </small>
    </div>
  );
}

import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { arrowUpOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Choice } from '@/contracts/surveys/surveys';
import { choicesWithAdded } from '@/contracts/surveys/rules';
import { FormField } from '@/lib/forms/components/form-field';

/**
 * Ordered choice of questions (for a survey) or answers (for a question). Spec 3 §5: "Questions or
 * answers already added are disabled in the choice lists" — the select keeps them, disabled.
 */
export function ChoicePicker({ label, choices, value, onChange, error, testId }: {
  label: string; choices: Choice[]; value: number[]; onChange: (ids: number[]) => void; error?: string; testId: string;
}) {
  const { t } = useTranslation('surveys');
  const byId = new Map(choices.map((c) => [c.id, c]));
  const options = choicesWithAdded(choices, value);
  const move = (i: number) => {
    const next = [...value];
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    onChange(next);
  };
  return (
    <FormField error={error}>
      <label className="apron-select-label">
        <span>{label}</span>
        <select className="apron-select" value="" data-testid={`${testId}-select`}
          onChange={(e) => e.target.value && onChange([...value, Number(e.target.value)])}>
          <option value="">{t('picker.add')}</option>
          {options.map((o) => <option key={o.id} value={o.id} disabled={o.disabled}>{o.name}</option>)}
        </select>
      </label>
      <IonList data-testid={testId}>
        {value.map((id, i) => (
          <IonItem key={id} data-testid={`${testId}-item-${id}`}>
            <IonLabel className="ion-text-wrap">{`${i + 1}. ${byId.get(id)?.name ?? `#${id}`}`}</IonLabel>
            {i > 0 && (
              <IonButton slot="end" fill="clear" onClick={() => move(i)} aria-label={t('picker.up')} title={t('picker.up')}>
                <IonIcon aria-hidden="true" slot="icon-only" icon={arrowUpOutline} />
              </IonButton>
            )}
            <IonButton slot="end" fill="clear" color="danger" onClick={() => onChange(value.filter((x) => x !== id))} aria-label={t('picker.remove')} title={t('picker.remove')}>
              <IonIcon aria-hidden="true" slot="icon-only" icon={closeCircleOutline} />
            </IonButton>
          </IonItem>
        ))}
      </IonList>
    </FormField>
  );
}

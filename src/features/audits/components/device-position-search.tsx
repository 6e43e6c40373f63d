import { IonInput, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_CHARS } from '@/contracts/people';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { matchMembers, type Member } from '../offline/members';

export interface DevicePositionSearchProps {
  label: string;
  /** The positions this device knows (project members, remembered names). */
  candidates: readonly Member[];
  exclude?: ReadonlySet<number>;
  onSelect: (member: Member) => void;
  testId: string;
}

/**
 * The position search without a signal: the same 3 characters as online, matched over the
 * positions the device holds with Turkish folding ('dogan' finds 'DOĞAN').
 */
export function DevicePositionSearch({ label, candidates, exclude, onSelect, testId }: DevicePositionSearchProps) {
  const { t } = useTranslation('audits');
  const [typed, setTyped] = useState('');
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const found = useMemo(() => (term === null ? [] : matchMembers(candidates, term)), [candidates, term]);
  return (
    <div className="apron-picker" data-testid={testId}>
      <IonInput
        label={label}
        labelPlacement="stacked"
        placeholder={t('personnel.placeholder', { min: SEARCH_MIN_CHARS })}
        value={typed}
        onIonInput={(e) => setTyped(String(e.detail.value ?? ''))}
        clearInput
        data-testid={`${testId}-input`}
      />
      {term !== null && (
        <IonList lines="full" className="apron-picker-results">
          {found.length === 0 ? (
            <IonItem>
              <IonNote>{t('personnel.noneOnDevice')}</IonNote>
            </IonItem>
          ) : (
            found.map((m) => {
              const taken = exclude?.has(m.id) ?? false;
              return (
                <IonItem
                  key={m.id}
                  button={!taken}
                  disabled={taken}
                  detail={false}
                  data-testid={`${testId}-option-${m.id}`}
                  onClick={() => {
                    if (taken) return;
                    onSelect(m);
                    setTyped('');
                  }}
                >
                  <IonLabel className="ion-text-wrap">
                    <h3>{m.full_name}</h3>
                    {m.role && <p>{m.role}</p>}
                  </IonLabel>
                </IonItem>
              );
            })
          )}
        </IonList>
      )}
      <p className="audit-note">{t('supervisors.offlineSearch')}</p>
    </div>
  );
}

import { IonInput, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { closeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { turkeyDate } from '@/contracts/dashboard';
import { SEARCH_MIN_CHARS } from '@/contracts/people';
import { FormField } from '@/lib/forms/components/form-field';
import { TpssExpiredNote } from '@/lib/people/tpss-expired-note';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { IconButton } from '@/lib/ui/icon-button';
import { rememberNames, type PositionName } from '../api/form-data';
import { searchMembers, type Member } from '../api/personnel';
import { AUDITS_KEY } from '../api/shared';
import './audits.css';

export interface PersonnelFieldProps {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The security project whose members are searched (null: every position). */
  projectId: number | null;
  /** Names of positions already known (chosen before, or remembered). */
  known: ReadonlyMap<number, string>;
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * The finding's personnel: members of the visited security project, searched from 3 characters
 * (spec 2 §5). Online the server answers; offline the same search runs over the project's members
 * kept on the device with the audit and finding forms (and earlier online searches).
 */
export function PersonnelField({ label, value, onChange, projectId, known, error, disabled, testId }: PersonnelFieldProps) {
  const { t } = useTranslation('audits');
  const today = turkeyDate(new Date());
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PositionName[]>([]);
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const results = useQuery({
    queryKey: [...AUDITS_KEY, 'members', projectId, term],
    queryFn: () => searchMembers(term!, projectId),
    enabled: term !== null,
    networkMode: 'always',
    staleTime: 60_000,
  });
  const nameOf = (id: number) => picked.find((p) => p.id === id)?.full_name ?? known.get(id) ?? `#${id}`;
  const choose = (m: Member) => {
    setPicked((list) => [{ id: m.id, full_name: m.full_name }, ...list]);
    // Its name stays known for the lists shown offline.
    void rememberNames([m]);
    onChange([...value, m.id]);
    setTyped('');
  };

  return (
    <FormField error={error}>
      <div data-testid={testId}>
        <strong>{label}</strong>
        {value.length ? (
          <ul className="audit-chosen">
            {value.map((id) => (
              <li key={id} data-testid={`${testId}-chosen-${id}`}>
                <span>{nameOf(id)}</span>
                {!disabled && (
                  <IconButton icon={closeOutline} label={t('actions.remove')} onClick={() => onChange(value.filter((x) => x !== id))} danger />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="audit-note">{t('personnel.none')}</p>
        )}
        {!disabled && (
          <>
            <IonInput
              label={t('personnel.search')}
              labelPlacement="stacked"
              placeholder={t('personnel.placeholder', { min: SEARCH_MIN_CHARS })}
              value={typed}
              onIonInput={(e) => setTyped(String(e.detail.value ?? ''))}
              clearInput
              data-testid={`${testId}-search`}
            />
            {term !== null && (
              <IonList lines="full" className="apron-picker-results">
                {results.isFetching && !results.data ? (
                  <IonItem>
                    <IonSpinner name="dots" />
                  </IonItem>
                ) : results.data?.members.length === 0 ? (
                  <IonItem>
                    <IonNote>{results.data.fromDevice ? t('personnel.noneOnDevice') : t('personnel.noMatch')}</IonNote>
                  </IonItem>
                ) : (
                  results.data?.members.map((m) => {
                    const taken = value.includes(m.id);
                    return (
                      <IonItem key={m.id} button={!taken} disabled={taken} detail={false} onClick={() => !taken && choose(m)} data-testid={`${testId}-option-${m.id}`}>
                        <IonLabel className="ion-text-wrap">
                          <h3>{m.full_name}</h3>
                          {m.role && <p>{m.role}</p>}
                          <TpssExpiredNote validUntil={m.tpss_valid_until} day={today} testId={`${testId}-tpss-expired-${m.id}`}
                            message={(date) => t('personnel.tpssExpired', { date })} />
                        </IonLabel>
                      </IonItem>
                    );
                  })
                )}
              </IonList>
            )}
            {results.data?.fromDevice && <p className="audit-note">{t('personnel.fromDevice')}</p>}
          </>
        )}
      </div>
    </FormField>
  );
}

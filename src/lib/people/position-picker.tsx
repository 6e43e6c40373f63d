import { IonInput, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPosition, SEARCH_MIN_CHARS, type PositionItem } from '@/contracts/people';
import { data } from '@/lib/api/client';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { RoleDisplay } from './role-display';

/**
 * Where a picker finds positions other than the people search (e.g. a feature's member search
 * that answers from the device offline): asked whatever the network, silently (a failure shows
 * `failedText`).
 */
export interface PositionSource {
  /** The query key; the typed term is added to it. */
  key: readonly unknown[];
  search: (term: string) => Promise<PositionItem[]>;
}

export interface PositionPickerProps {
  onSelect: (position: PositionItem) => void;
  securityProject?: number;
  roleNames?: string[];
  /** Positions already chosen are shown but cannot be picked again. */
  exclude?: ReadonlySet<number>;
  label?: string;
  /** Instead of the people search (securityProject and roleNames then do not apply). */
  source?: PositionSource;
  placeholder?: string;
  noneText?: string;
  /** Shown when the search fails; without it a failure shows no results. */
  failedText?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Prefix of the test ids: `<testId>-picker`, `<testId>-search`, `<testId>-option-<id>`. */
  testId?: string;
}

/** Position search (spec 1 §5): starts after 3 characters, waits 300 ms, upper-cases in Turkish. */
export function PositionPicker({
  onSelect, securityProject, roleNames, exclude, label, source, placeholder, noneText, failedText, disabled, invalid, testId = 'position',
}: PositionPickerProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState('');
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const query = useQuery({
    ...(source
      ? { queryKey: [...source.key, term], queryFn: () => source.search(term!), networkMode: 'always' as const, meta: { silent: true } }
      : {
          queryKey: ['search-position', term, securityProject, roleNames],
          queryFn: () => data(searchPosition, { query: { q: term!, security_project: securityProject, role_names: roleNames }, quiet: true }),
        }),
    enabled: term !== null,
    staleTime: 60_000,
  });
  return (
    <div className="apron-picker" data-testid={`${testId}-picker`}>
      <IonInput
        label={label ?? t('people.search')}
        labelPlacement="stacked"
        placeholder={placeholder ?? t('people.placeholder', { min: SEARCH_MIN_CHARS })}
        value={typed}
        disabled={disabled}
        className={invalid ? 'ion-invalid ion-touched' : undefined}
        onIonInput={(e) => setTyped(String(e.detail.value ?? ''))}
        clearInput
        data-testid={`${testId}-search`}
      />
      {term !== null && (
        <IonList lines="full" className="apron-picker-results">
          {query.isFetching && !query.data ? (
            <IonItem>
              <IonSpinner name="dots" />
            </IonItem>
          ) : failedText && query.isError ? (
            <IonItem>
              <IonNote color="danger">{failedText}</IonNote>
            </IonItem>
          ) : query.data?.length === 0 ? (
            <IonItem>
              <IonNote>{noneText ?? t('people.none')}</IonNote>
            </IonItem>
          ) : (
            query.data?.map((p) => {
              const taken = exclude?.has(p.id) ?? false;
              return (
                <IonItem
                  key={p.id}
                  button={!taken}
                  disabled={taken}
                  detail={false}
                  data-testid={`${testId}-option-${p.id}`}
                  onClick={() => {
                    if (taken) return;
                    onSelect(p);
                    setTyped('');
                  }}
                >
                  <IonLabel className="ion-text-wrap">
                    <h3>{p.full_name}</h3>
                    <p>
                      <RoleDisplay value={p.role_display} />
                      {taken ? ` · ${t('people.alreadyAdded')}` : ''}
                    </p>
                  </IonLabel>
                </IonItem>
              );
            })
          )}
        </IonList>
      )}
    </div>
  );
}

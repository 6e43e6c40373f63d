import { IonInput, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPosition, SEARCH_MIN_CHARS, type PositionItem } from '@/contracts/people';
import { data } from '@/lib/api/client';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { RoleDisplay } from '@/lib/people/role-display';
import { toasts } from '@/lib/ui/toasts';
import { firstErrorMessage } from './first-error';

export interface PositionSearchProps {
  label: string;
  /** Only members of this project. */
  projectId?: number;
  onSelect: (position: PositionItem) => void;
  testId: string;
}

/**
 * The warning list's position search: from 3 typed characters (spec 2 §5); a failure gives an
 * error toast with the first server error message (spec 2 §8), once per failed search.
 */
export function PositionSearch({ label, projectId, onSelect, testId }: PositionSearchProps) {
  const { t } = useTranslation('warnings');
  const [typed, setTyped] = useState('');
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const query = useQuery({
    queryKey: ['warnings', 'position-search', term, projectId],
    queryFn: () => data(searchPosition, { query: { q: term!, security_project: projectId }, quiet: true }),
    enabled: term !== null,
    staleTime: 60_000,
    retry: false,
    // The toast below is this screen's own (the spec's words), not the general handler's.
    meta: { silent: true },
  });
  const failure = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failure) toasts.show({ kind: 'error', message: firstErrorMessage(query.error) });
  }, [failure]); // eslint-disable-line react-hooks/exhaustive-deps -- one toast per failed search
  return (
    <div className="apron-picker" data-testid={testId}>
      <IonInput label={label} labelPlacement="stacked" placeholder={t('search.placeholder', { min: SEARCH_MIN_CHARS })} value={typed}
        onIonInput={(e) => setTyped(String(e.detail.value ?? ''))} clearInput data-testid={`${testId}-input`} />
      {term !== null && !query.isError && (
        <IonList lines="full" className="apron-picker-results">
          {query.isFetching && !query.data ? (
            <IonItem><IonSpinner name="dots" /></IonItem>
          ) : query.data?.length === 0 ? (
            <IonItem><IonNote>{t('search.none')}</IonNote></IonItem>
          ) : (
            query.data?.map((p) => (
              <IonItem key={p.id} button detail={false} data-testid={`${testId}-option-${p.id}`} onClick={() => { onSelect(p); setTyped(''); }}>
                <IonLabel className="ion-text-wrap">
                  <h3>{p.full_name}</h3>
                  <p><RoleDisplay value={p.role_display} /></p>
                </IonLabel>
              </IonItem>
            ))
          )}
        </IonList>
      )}
    </div>
  );
}

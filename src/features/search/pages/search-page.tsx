import { IonInput, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { basicSearch, EMPLOYEE_SEARCH_PERMISSIONS, searchEmployees, searchUsers, type PersonHit, type UserHit } from '@/contracts/lookups';
import { searchPosition, SEARCH_MIN_CHARS, type PositionItem } from '@/contracts/people';
import { data } from '@/lib/api/client';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { PeopleResults, PositionResults, UserResults } from '../components/search-results';

const SCOPES = ['all', 'users', 'employees', 'positions'] as const;
type Scope = (typeof SCOPES)[number];

interface Results {
  employees?: PersonHit[];
  users?: UserHit[];
  positions?: PositionItem[];
}

/** One query per scope: main search, user search, employee search, position search (spec 1 §2). */
function runSearch(scope: Scope, q: string): Promise<Results> {
  switch (scope) {
    case 'users':
      return data(searchUsers, { query: { q }, quiet: true }).then((users) => ({ users }));
    case 'employees':
      return data(searchEmployees, { query: { q }, quiet: true }).then((employees) => ({ employees }));
    case 'positions':
      return data(searchPosition, { query: { q }, quiet: true }).then((positions) => ({ positions }));
    default:
      return data(basicSearch, { query: { q }, quiet: true });
  }
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const canSeeEmployees = EMPLOYEE_SEARCH_PERMISSIONS.some((p) => session.can(p));
  const scopes = SCOPES.filter((s) => s !== 'employees' || canSeeEmployees);
  const scope = scopes.find((s) => s === params.get('scope')) ?? 'all';
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const query = useQuery({ queryKey: ['shell-search', scope, term], queryFn: () => runSearch(scope, term!), enabled: term !== null });
  const set = (next: Record<string, string>) => setParams({ q: typed, scope, ...next }, { replace: true });

  return (
    <Page title={t('title')}>
      <IonInput
        label={t('label')}
        labelPlacement="stacked"
        placeholder={t('placeholder', { min: SEARCH_MIN_CHARS })}
        value={typed}
        onIonInput={(e) => set({ q: String(e.detail.value ?? '') })}
        clearInput
        autofocus
        data-testid="shell-search-input"
      />
      <IonSegment value={scope} onIonChange={(e) => set({ scope: String(e.detail.value) })} scrollable>
        {scopes.map((s) => (
          <IonSegmentButton key={s} value={s} data-testid={`shell-search-scope-${s}`}>
            <IonLabel>{t(`scopes.${s}`)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {term === null ? (
        <Empty message={t('hint', { min: SEARCH_MIN_CHARS })} />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.employees && canSeeEmployees && <PeopleResults title={t('scopes.employees')} people={query.data.employees} />}
          {query.data.users && <UserResults title={t('scopes.users')} users={query.data.users} />}
          {query.data.positions && <PositionResults title={t('scopes.positions')} positions={query.data.positions} />}
        </>
      )}
    </Page>
  );
}

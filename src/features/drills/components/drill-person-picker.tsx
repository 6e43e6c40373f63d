import { IonButton, IonInput, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { turkeyDate } from '@/contracts/dashboard';
import { DRILL_ROLE_NAMES, type DrillMember } from '@/contracts/drills';
import { isTpssExpired } from '@/contracts/employees/tpss';
import { searchPosition, SEARCH_MIN_CHARS } from '@/contracts/people';
import { ApiError, data } from '@/lib/api/client';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { TpssExpiredNote } from '@/lib/people/tpss-expired-note';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { filterMembers } from './member-search';

/** Online: the position search with the drill role names (spec 2 §5); offline: the members kept on the device. */
export async function searchDrillPeople(term: string, projectId: number, members: readonly DrillMember[], online = navigator.onLine): Promise<DrillMember[]> {
  const local = () => filterMembers(members, projectId, term);
  if (!online) return local();
  try {
    const hits = await data(searchPosition, { query: { q: term, security_project: projectId, role_names: [...DRILL_ROLE_NAMES] }, quiet: true });
    return hits.map((h) => ({
      id: h.id, full_name: h.full_name, national_id_number: h.national_id_number, role_name: h.role_display.role.name, security_project_id: projectId,
      tpss_valid_until: h.tpss_valid_until ?? null,
    }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return local();
    throw error;
  }
}

export interface DrillPersonPickerProps {
  label: string;
  projectId: number | null;
  members: readonly DrillMember[];
  /** The chosen person's name and role, shown above the search. */
  chosen: string | null;
  onSelect: (member: DrillMember) => void;
  testId: string;
  /** The drill's date: a person whose TPSS had expired by then is marked and cannot be chosen. */
  day?: string;
}

/** The tested person: an Airsider or Interviewer of the chosen project, from 3 typed characters. */
export function DrillPersonPicker({ label, projectId, members, chosen, onSelect, testId, day = turkeyDate(new Date()) }: DrillPersonPickerProps) {
  const { t } = useTranslation('drills');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(chosen === null);
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const query = useQuery({
    queryKey: ['drills', 'person-search', projectId, term, members.length],
    queryFn: () => searchDrillPeople(term!, projectId!, members),
    enabled: term !== null && projectId !== null,
    networkMode: 'always',
    staleTime: 60_000,
  });
  return (
    <div className="apron-picker" data-testid={testId}>
      {chosen && (
        <div className="drill-chosen">
          <span className="drill-chosen-label">{label}</span>
          <strong data-testid={`${testId}-chosen`}>{chosen}</strong>
          {!open && <IonButton size="small" fill="clear" onClick={() => setOpen(true)} data-testid={`${testId}-change`}>{t('actions.change')}</IonButton>}
        </div>
      )}
      {open && (
        <>
          <IonInput
            label={chosen ? t('form.searchOther') : label}
            labelPlacement="stacked"
            placeholder={projectId === null ? t('form.chooseProjectFirst') : t('form.searchPlaceholder', { min: SEARCH_MIN_CHARS })}
            disabled={projectId === null}
            value={typed}
            onIonInput={(e) => setTyped(String(e.detail.value ?? ''))}
            clearInput
            data-testid={`${testId}-search`}
          />
          {term !== null && projectId !== null && (
            <IonList lines="full" className="apron-picker-results">
              {query.isFetching && !query.data ? (
                <IonItem><IonSpinner name="dots" /></IonItem>
              ) : query.isError ? (
                <IonItem><IonNote color="danger">{t('form.searchFailed')}</IonNote></IonItem>
              ) : query.data?.length === 0 ? (
                <IonItem><IonNote>{t('form.noPeople')}</IonNote></IonItem>
              ) : (
                query.data?.map((m) => {
                  const expired = isTpssExpired(m.tpss_valid_until, day);
                  return (
                    <IonItem key={m.id} button={!expired} disabled={expired} detail={false} data-testid={`${testId}-option-${m.id}`}
                      onClick={expired ? undefined : () => { onSelect(m); setTyped(''); setOpen(false); }}>
                      <IonLabel className="ion-text-wrap">
                        <h3>{m.full_name}</h3>
                        <p>{m.role_name}{m.national_id_number ? ` · ${m.national_id_number}` : ''}</p>
                        <TpssExpiredNote validUntil={m.tpss_valid_until} day={day} testId={`${testId}-tpss-expired-${m.id}`}
                          message={(date) => t('form.tpssExpired', { date })} />
                      </IonLabel>
                    </IonItem>
                  );
                })
              )}
            </IonList>
          )}
        </>
      )}
    </div>
  );
}

import { IonButton, IonInput, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DETECTION_REGISTER_DEFS, MEMBER_SEARCH_ENDPOINTS, type DetectionRegister } from '@/contracts/detections';
import { SEARCH_MIN_CHARS, type PositionItem } from '@/contracts/people';
import { ApiError, data } from '@/lib/api/client';
import { PERSON_SEARCH } from '@/lib/forms/search-term';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import { RoleDisplay } from '@/lib/people/role-display';
import { searchMembersLocally } from '../offline/member-search';
import './detections.css';

export interface MemberPickerProps {
  register: DetectionRegister;
  /** The members the form data brought (kept on the device). */
  members: readonly PositionItem[];
  value: PositionItem | null;
  onChange: (member: PositionItem | null) => void;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The detecter: a member of the user's security projects (spec 3 §7 member search), found from 3
 * typed characters. Online the register's search endpoint answers; offline, or when it cannot be
 * reached, the members kept on the device do.
 */
export function MemberPicker({ register, members, value, onChange, label, invalid, disabled }: MemberPickerProps) {
  const { t } = useTranslation('detections');
  const [typed, setTyped] = useState('');
  const term = useDebouncedSearch(typed, PERSON_SEARCH);
  const endpoint = MEMBER_SEARCH_ENDPOINTS[DETECTION_REGISTER_DEFS[register].memberSearchPath];
  const query = useQuery({
    queryKey: ['detections', 'member-search', endpoint.path, term, members.length],
    queryFn: async () => {
      if (!navigator.onLine) return searchMembersLocally(members, term!);
      try {
        return await data(endpoint, { query: { q: term! }, quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return searchMembersLocally(members, term!);
        throw error;
      }
    },
    enabled: term !== null && !value,
    staleTime: 60_000,
    networkMode: 'always',
    meta: { silent: true },
  });

  if (value) {
    return (
      <div className="detection-member" data-testid="detection-member-chosen">
        <IonLabel className="ion-text-wrap">
          <p>{label}</p>
          <h3>{value.full_name}</h3>
          <p>
            <RoleDisplay value={value.role_display} />
          </p>
        </IonLabel>
        <IonButton fill="outline" size="small" disabled={disabled} onClick={() => onChange(null)} data-testid="detection-member-change">
          {t('actions.changeMember')}
        </IonButton>
      </div>
    );
  }
  return (
    <div className="apron-picker" data-testid="detection-member-picker">
      <IonInput
        label={label}
        labelPlacement="stacked"
        placeholder={t('form.memberPlaceholder', { min: SEARCH_MIN_CHARS })}
        value={typed}
        disabled={disabled}
        className={invalid ? 'ion-invalid ion-touched' : undefined}
        onIonInput={(e) => setTyped(String(e.detail.value ?? ''))}
        clearInput
        data-testid="detection-member-search"
      />
      {term !== null && (
        <IonList lines="full" className="apron-picker-results">
          {query.isFetching && !query.data ? (
            <IonItem>
              <IonSpinner name="dots" />
            </IonItem>
          ) : query.isError ? (
            <IonItem>
              <IonNote color="danger">{t('form.memberSearchFailed')}</IonNote>
            </IonItem>
          ) : query.data?.length === 0 ? (
            <IonItem>
              <IonNote>{t('form.noMembers')}</IonNote>
            </IonItem>
          ) : (
            query.data?.map((p) => (
              <IonItem key={p.id} button detail={false} data-testid={`detection-member-option-${p.id}`} onClick={() => { onChange(p); setTyped(''); }}>
                <IonLabel className="ion-text-wrap">
                  <h3>{p.full_name}</h3>
                  <p>
                    <RoleDisplay value={p.role_display} />
                  </p>
                </IonLabel>
              </IonItem>
            ))
          )}
        </IonList>
      )}
    </div>
  );
}

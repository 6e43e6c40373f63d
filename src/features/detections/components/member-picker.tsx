import { IonButton, IonLabel } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { DETECTION_REGISTER_DEFS, MEMBER_SEARCH_ENDPOINTS, type DetectionRegister } from '@/contracts/detections';
import { SEARCH_MIN_CHARS, type PositionItem } from '@/contracts/people';
import { ApiError, data } from '@/lib/api/client';
import { PositionPicker, type PositionSource } from '@/lib/people/position-picker';
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
  const endpoint = MEMBER_SEARCH_ENDPOINTS[DETECTION_REGISTER_DEFS[register].memberSearchPath];
  const source: PositionSource = {
    key: ['detections', 'member-search', endpoint.path, members.length],
    search: async (term) => {
      if (!navigator.onLine) return searchMembersLocally(members, term);
      try {
        return await data(endpoint, { query: { q: term }, quiet: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return searchMembersLocally(members, term);
        throw error;
      }
    },
  };

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
    <PositionPicker
      onSelect={onChange}
      source={source}
      label={label}
      placeholder={t('form.memberPlaceholder', { min: SEARCH_MIN_CHARS })}
      noneText={t('form.noMembers')}
      failedText={t('form.memberSearchFailed')}
      disabled={disabled}
      invalid={invalid}
      testId="detection-member"
    />
  );
}

import { IonButton, IonNote } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionItem } from '@/contracts/people';
import { PositionPicker } from '@/lib/people/position-picker';

export interface CreatorPickerProps {
  label: string;
  chosen: string | null;
  /** The signed-in user's own position, offered back in one tap. */
  own?: { id: number; label: string };
  onSelect: (id: number | null, label: string | null) => void;
  /** The field may be left empty (the retest's person). */
  clearable?: boolean;
  testId: string;
}

/** Who conducted the drill: the user by default; another person through the position search (online). */
export function CreatorPicker({ label, chosen, own, onSelect, clearable, testId }: CreatorPickerProps) {
  const { t } = useTranslation('drills');
  const [open, setOpen] = useState(false);
  return (
    <div className="drill-creator" data-testid={testId}>
      <div className="drill-chosen">
        <span className="drill-chosen-label">{label}</span>
        <strong data-testid={`${testId}-chosen`}>{chosen ?? t('form.nobody')}</strong>
        <IonButton size="small" fill="clear" onClick={() => setOpen(!open)} data-testid={`${testId}-change`}>{t('actions.change')}</IonButton>
        {own && chosen !== own.label && (
          <IonButton size="small" fill="clear" onClick={() => onSelect(own.id, own.label)} data-testid={`${testId}-me`}>{t('actions.me')}</IonButton>
        )}
        {clearable && chosen && (
          <IonButton size="small" fill="clear" color="medium" onClick={() => onSelect(null, null)} data-testid={`${testId}-clear`}>{t('actions.clear')}</IonButton>
        )}
      </div>
      {open && (
        <>
          {!navigator.onLine && <IonNote className="drill-note">{t('form.searchNeedsConnection')}</IonNote>}
          <PositionPicker
            label={t('form.searchPerson')}
            onSelect={(p: PositionItem) => {
              onSelect(p.id, p.full_name);
              setOpen(false);
            }}
          />
        </>
      )}
    </div>
  );
}

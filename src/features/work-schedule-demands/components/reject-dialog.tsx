import { IonButton, IonNote } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WSD_LIMITS } from '@/contracts/work-schedule-demands';
import { Dialog } from '@/lib/ui/dialog';
import './wsd.css';

export interface RejectDialogProps {
  /** How many demands the reason is for; 0 = closed. */
  count: number;
  saving: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}

/** Spec 2 §2: the reject-reason dialog. The reason is kept on the demand (exitReason) and shown to the requester. */
export function RejectDialog({ count, saving, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('work-schedule-demands');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim().length < 3) {
      setError(t('reject.tooShort'));
      return;
    }
    setError(null);
    await onReject(reason.trim());
    setReason('');
  };
  return (
    <Dialog open={count > 0} title={t('reject.title', { count })} closeText={t('actions.cancel')} onClose={onClose} testId="wsd-reject-dialog">
      <div className="wsd-reject">
        <label htmlFor="wsd-reject-reason">{t('reject.reason')}</label>
        <textarea id="wsd-reject-reason" value={reason} maxLength={WSD_LIMITS.reasonMax} onChange={(e) => setReason(e.target.value)} data-testid="wsd-reject-reason" />
        {error && <IonNote color="danger" role="alert">{error}</IonNote>}
        <IonButton color="danger" disabled={saving} onClick={() => void submit()} data-testid="wsd-reject-confirm">
          {t('actions.reject')}
        </IonButton>
      </div>
    </Dialog>
  );
}

import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discard, DISCARD_REASON_MAX } from '@/lib/outbox/actions';
import type { OutboxItem } from '@/lib/outbox/types';
import { useConfirm } from '@/lib/ui/confirm';
import { toasts } from '@/lib/ui/toasts';
import { messageText } from '../format';

/**
 * Giving up an item: a reason is required (kept on the item), then the usual confirmation. The
 * item stays in the list as discarded: nothing leaves the device silently.
 */
export function DiscardForm({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const { t } = useTranslation(['outbox-ui', 'outbox']);
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return;
    const sure = await confirm({ header: t('discard.header'), message: t('discard.message', { summary: item.summary }), confirmText: t('discard.confirm'), cancelText: t('discard.keep'), destructive: true });
    if (!sure) return;
    setBusy(true);
    try {
      await discard(item.id, reason);
      toasts.success(t('discard.done'));
      onClose();
    } catch (error) {
      toasts.show({ kind: 'error', message: messageText((error as Error).message, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="apron-outbox-discard"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <IonInput
        label={t('discard.reason')}
        labelPlacement="stacked"
        helperText={t('discard.reasonHint')}
        maxlength={DISCARD_REASON_MAX}
        required
        value={reason}
        onIonInput={(e) => setReason(String(e.detail.value ?? ''))}
        data-testid={`outbox-discard-reason-${item.id}`}
      />
      <div className="apron-actions">
        <IonButton fill="clear" onClick={onClose}>
          {t('discard.keep')}
        </IonButton>
        <IonButton type="submit" color="danger" disabled={busy || !reason.trim()} data-testid={`outbox-discard-confirm-${item.id}`}>
          {t('discard.confirm')}
        </IonButton>
      </div>
    </form>
  );
}

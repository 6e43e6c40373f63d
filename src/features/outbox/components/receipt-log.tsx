import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '@/contracts/display-dates';
import type { ReceiptLogRow } from '@/lib/outbox/types';

const PAGE = 50;

/** How a record left the outbox: accepted, accepted on a resend (replayed), or given up by the user. */
export const receiptOutcome = (row: Pick<ReceiptLogRow, 'status' | 'replayed'>) =>
  row.status === 0 ? 'discarded' : row.replayed ? 'replayed' : 'accepted';

/**
 * The receipt log (issue 16): records finished more than 7 days ago leave the outbox, and this
 * is what the device keeps of them — what was sent, when the server took it, the record it made.
 */
export function ReceiptLog({ rows }: { rows: ReceiptLogRow[] }) {
  const { t } = useTranslation('outbox-ui');
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return null;
  return (
    <section data-testid="outbox-receipts">
      <h2 className="apron-outbox-section">{t('receipts.title', { count: rows.length })}</h2>
      <p className="apron-card-note">{t('receipts.hint')}</p>
      <ul className="apron-outbox-receipts">
        {rows.slice(0, shown).map((row) => (
          <li key={row.id} data-testid="outbox-receipt" data-outcome={receiptOutcome(row)}>
            <strong>{row.summary}</strong>
            <span>
              {t(`receipts.outcome.${receiptOutcome(row)}`)} · {displayDateTime(row.finishedAt)}
              {row.recordId !== undefined && <> · {t('receipts.record', { id: row.recordId })}</>}
            </span>
            {row.discardReason && <span>{t('details.discardReason')}: {row.discardReason}</span>}
          </li>
        ))}
      </ul>
      {rows.length > shown && (
        <IonButton fill="outline" onClick={() => setShown((n) => n + PAGE)} data-testid="outbox-receipts-more">
          {t('receipts.more', { count: Math.min(PAGE, rows.length - shown) })}
        </IonButton>
      )}
    </section>
  );
}

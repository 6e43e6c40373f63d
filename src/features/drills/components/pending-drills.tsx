import { IonButton, IonIcon } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onOutboxChange } from '@/lib/outbox/changes';
import { editPathOf } from '../offline/drill-kind';
import { loadPendingDrills } from '../offline/pending-drills';
import { DrillBadge } from './drill-badge';

const PENDING_KEY = ['drills', 'pending'] as const;

/**
 * Drills recorded on this device that the server has not acknowledged yet ('Cihazda bekliyor'),
 * and those it refused ('Düzeltme bekliyor', with its words and a way to correct them). They are
 * not in the server's list yet, so they show above it, whatever the filter.
 */
export function PendingDrills({ userId }: { userId: number }) {
  const { t } = useTranslation('drills');
  const client = useQueryClient();
  const pending = useQuery({ queryKey: [...PENDING_KEY, userId], queryFn: () => loadPendingDrills(userId), networkMode: 'always' });
  useEffect(() => onOutboxChange(() => {
    void client.invalidateQueries({ queryKey: PENDING_KEY });
    void client.invalidateQueries({ queryKey: ['drills', 'list'] });
  }), [client]);
  if (!pending.data?.length) return null;
  return (
    <section className="drill-pending apron-card" data-testid="drill-pending">
      <h2>{t('device.title')}</h2>
      <ul>
        {pending.data.map((d) => (
          <li key={d.outboxId} data-testid={`drill-pending-${d.recordId}`}>
            <DrillBadge state={d.state} />
            <span>{d.summary}</span>
            {d.message && <span className="drill-note">{d.message}</span>}
            {d.state === 'needs-attention' && (
              <IonButton size="small" fill="clear" routerLink={editPathOf(d.outboxId)} data-testid={`drill-pending-fix-${d.recordId}`}>
                <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
                {t('actions.fixOnDevice')}
              </IonButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { IonChip, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { displayPhone } from '@/contracts/sms/segments';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { useMessage } from '../api/sms';
import { formatWhen } from '../components/format';

/** /sms-detail/{id}: the message, its receivers as typed and every person's delivery state. */
export default function DetailPage() {
  const { t } = useTranslation('sms');
  const { id } = useParams();
  const message = useMessage(Number(id));
  const m = message.data;
  return (
    <Page title={t('detail.title')} backHref="/sms-list">
      {message.isPending ? <Loading /> : !m ? <LoadError onRetry={() => void message.refetch()} /> : (
        <div data-testid="sms-detail">
          <p className="sms-body">{m.body}</p>
          <p>{`${m.sender_full_name} · ${formatWhen(m.created_at)} · ${t('store.count', { count: m.display_count, length: m.body.length })} · ${t('detail.segments', { segments: m.segment_count })}`}</p>
          <p data-testid="sms-detail-counts">
            {(['delivered', 'pending', 'queued', 'failed'] as const).map((s) => `${t(`status.${s}`)}: ${m.counts[s]}`).join(' · ')}
          </p>
          <div>
            {m.receivers.map((r) => <IonChip key={`${r.type}:${r.id}`}>{`${t(`types.${r.type}`)}: ${r.name}`}</IonChip>)}
            {m.additional_receivers.map((r) => <IonChip key={r.mobile_number}>{`${r.full_name} · ${displayPhone(r.mobile_number)}`}</IonChip>)}
          </div>
          <IonList>
            <IonListHeader><IonLabel>{t('detail.people', { count: m.receiver_count })}</IonLabel></IonListHeader>
            {m.short_message_receivers.map((r) => (
              <IonItem key={r.id}>
                <IonLabel>
                  <h3>{r.full_name}</h3>
                  <p>{`${displayPhone(r.gsm)}${r.status_reason ? ` · ${r.status_reason}` : ''}${r.delivered_at ? ` · ${formatWhen(r.delivered_at)}` : ''}`}</p>
                </IonLabel>
                <IonNote slot="end">{t(`status.${r.status}`)}</IonNote>
              </IonItem>
            ))}
          </IonList>
        </div>
      )}
    </Page>
  );
}

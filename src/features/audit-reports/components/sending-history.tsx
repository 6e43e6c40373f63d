import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { downloadSending, useSendings, type CipTarget } from '../api/cip';
import { formatInstant } from './format';
import { useDownload } from './use-download';

/** The reports sent for an audit project, newest first, each downloadable as it was sent. */
export function SendingHistory({ target }: { target: CipTarget }) {
  const { t } = useTranslation('audit-reports');
  const sendings = useSendings(target);
  const { busy, run } = useDownload();
  return (
    <section className="audit-report-section" data-testid="cip-history">
      <h2>{t('cip.history')}</h2>
      {sendings.isPending ? (
        <p className="audit-report-note">{t('cip.historyLoading')}</p>
      ) : sendings.isError ? (
        <p className="audit-report-note">{t('cip.historyError')}</p>
      ) : !sendings.data.length ? (
        <p className="audit-report-note">{t('cip.historyEmpty')}</p>
      ) : (
        <ul className="audit-report-history">
          {sendings.data.map((s) => (
            <li key={s.id} data-testid={`cip-sending-${s.id}`}>
              <strong>{formatInstant(s.created_at)}</strong>
              <span>{t('cip.sentBy', { name: s.sender?.full_name ?? '—' })}</span>
              <span>{t('cip.findingsCount', { n: s.finding_ids.length })}</span>
              <IonButton size="small" fill="outline" disabled={busy} onClick={() => void run(() => downloadSending(target, s.id, s.file_name), s.file_name)} data-testid={`cip-sending-download-${s.id}`}>
                <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
                {t('cip.download')}
              </IonButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

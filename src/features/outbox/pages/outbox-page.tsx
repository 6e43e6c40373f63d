import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, syncOutline } from 'ionicons/icons';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/lib/api/download';
import { exportUnsent } from '@/lib/outbox/actions';
import { startOutbox } from '@/lib/outbox/engine';
import { getStatus, subscribe } from '@/lib/outbox/status';
import { SessionContext } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useOutboxItems } from '../api/use-outbox-items';
import { useReceiptLog } from '../api/use-receipt-log';
import { OutboxItemCard } from '../components/outbox-item-card';
import { ReceiptLog } from '../components/receipt-log';
import { StorageCard } from '../components/storage-card';
import { arrange, connectionState } from '../item-steps';
import '../outbox.css';

const exportName = (at: Date) => `apron-gonderilmemis-kayitlar-${at.toISOString().slice(0, 16).replace(/[-:T]/g, '')}.json`;

/** /outbox: every record the signed-in user saved on this device, and the way each went to the server. */
export default function OutboxPage() {
  const { t } = useTranslation(['outbox-ui', 'outbox']);
  const session = useContext(SessionContext);
  const userId = session?.data.user.id;
  const { items, failed } = useOutboxItems(userId);
  const receipts = useReceiptLog(userId);
  const status = useSyncExternalStore(subscribe, getStatus);
  const [now, setNow] = useState(() => Date.now());
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const syncNow = async () => {
    if (!status.online) {
      toasts.show({ kind: 'warning', message: t('sync.offline') });
      return;
    }
    setSyncing(true);
    try {
      await startOutbox().syncNow();
    } finally {
      setSyncing(false);
      setNow(Date.now());
    }
  };

  const exportFile = async () => {
    if (userId === undefined) return;
    saveBlob(await exportUnsent(userId), exportName(new Date()));
  };

  const { unfinished, finished } = arrange(items ?? []);
  const { progress } = status;

  return (
    <Page
      title={t('title')}
      primary={{ label: t('actions.syncNow'), icon: syncOutline, onClick: () => void syncNow(), disabled: syncing, testId: 'outbox-sync-now' }}
    >
      <p className={`apron-outbox-connection ${status.online ? 'online' : 'offline'}`} data-testid="outbox-connection">
        {t(`connection.${connectionState(status)}`)}
        {progress && progress.total > 0 && ` · ${t('connection.progress', { done: progress.done, total: progress.total })}`}
      </p>
      {failed ? (
        <LoadError />
      ) : items === null ? (
        <Loading />
      ) : (
        <>
          <section data-testid="outbox-unfinished">
            <h2 className="apron-outbox-section">{t('sections.unfinished', { count: unfinished.length })}</h2>
            {unfinished.length === 0 ? <Empty message={t('empty.unfinished')} /> : unfinished.map((item) => <OutboxItemCard key={item.id} item={item} now={now} />)}
            {unfinished.length > 0 && (
              <IonButton fill="outline" onClick={() => void exportFile()} data-testid="outbox-export">
                <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
                {t('actions.export')}
              </IonButton>
            )}
          </section>
          {finished.length > 0 && (
            <section data-testid="outbox-finished">
              <h2 className="apron-outbox-section">{t('sections.finished', { count: finished.length })}</h2>
              {finished.map((item) => (
                <OutboxItemCard key={item.id} item={item} now={now} />
              ))}
            </section>
          )}
          {receipts && <ReceiptLog rows={receipts} />}
        </>
      )}
      <StorageCard refreshKey={items?.length} />
    </Page>
  );
}

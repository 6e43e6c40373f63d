import { IonButton } from '@ionic/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSISTENCE_MESSAGES, requestPersistence } from '@/lib/outbox/storage';
import { toasts } from '@/lib/ui/toasts';
import { formatBytes, readStorageState, type StorageState } from '../api/storage-state';

/** The storage guardian's answers: does the browser keep our data, and how much room is left. */
export function StorageCard({ refreshKey }: { refreshKey: unknown }) {
  const { t, i18n } = useTranslation(['outbox-ui', 'outbox']);
  const [state, setState] = useState<StorageState | null>(null);
  const read = useCallback(() => readStorageState().then(setState), []);
  useEffect(() => {
    void read();
  }, [read, refreshKey]);
  if (!state) return null;
  const locale = i18n.language === 'en' ? 'en-GB' : 'tr-TR';

  const ask = async () => {
    const answer = await requestPersistence();
    toasts.show({ kind: answer === 'granted' ? 'success' : 'warning', message: t(PERSISTENCE_MESSAGES[answer]) });
    await read();
  };

  return (
    <section className="apron-card apron-outbox-storage" data-testid="outbox-storage" data-persistence={state.persistence}>
      <h2>{t('storage.title')}</h2>
      <p data-testid="outbox-persistence">{t(`storage.${state.persistence}`)}</p>
      {state.quota ? (
        <p data-testid="outbox-usage">
          {t('storage.usage', {
            usage: formatBytes(state.usage ?? 0, locale),
            quota: formatBytes(state.quota, locale),
            percent: Math.round((100 * (state.usage ?? 0)) / state.quota),
          })}
        </p>
      ) : (
        <p>{t('storage.unknown')}</p>
      )}
      {state.nearlyFull && <p className="apron-card-note">{t('storage.nearlyFull')}</p>}
      {state.persistence === 'not-granted' && (
        <IonButton fill="outline" size="small" onClick={() => void ask()} data-testid="outbox-ask-persistence">
          {t('actions.askPersistence')}
        </IonButton>
      )}
    </section>
  );
}

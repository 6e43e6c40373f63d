import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getUpdateState, setUpdateState, subscribeUpdate } from './update-state';

/**
 * 'Yeni sürüm hazır' with 'Yenile' when a new version waits. Plain elements: it sits in the first
 * load. Accepting never loses unsent work: the outbox, drafts and photos are in IndexedDB.
 */
export function UpdateBanner() {
  const { apply, dismissed } = useSyncExternalStore(subscribeUpdate, getUpdateState);
  const { t } = useTranslation('shell');
  if (!apply || dismissed) return null;
  return (
    <div className="apron-update" role="status" data-testid="update-banner">
      <span>{t('update.ready')}</span>
      <button type="button" className="apron-update-reload" onClick={apply} data-testid="update-reload">
        {t('update.reload')}
      </button>
      <button type="button" className="apron-update-close" aria-label={t('update.later')} title={t('update.later')} onClick={() => setUpdateState({ dismissed: true })}>
        ✕
      </button>
    </div>
  );
}

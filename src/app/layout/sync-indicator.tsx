import { IonButton, IonIcon } from '@ionic/react';
import { cloudDoneOutline, cloudOfflineOutline, cloudUploadOutline } from 'ionicons/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getStatus, subscribe } from '@/lib/outbox/status';

/**
 * Header sync state (ARCHITECTURE §6): connectivity, unsent items, replay progress; opens the
 * Outbox screen. Reads only the tiny status module: the engine and Dexie load after first render.
 */
export function SyncIndicator() {
  const status = useSyncExternalStore(subscribe, getStatus);
  const { t } = useTranslation('shell');
  const unsent = status.pending + status.sending + status.blocked + status.needsAttention;
  const { progress } = status;
  const icon = !status.online ? cloudOfflineOutline : unsent > 0 ? cloudUploadOutline : cloudDoneOutline;
  const label = [
    t(status.online ? 'sync.online' : 'sync.offline'),
    unsent > 0 ? t('sync.unsent', { count: unsent }) : t('sync.allSent'),
    status.needsAttention > 0 ? t('sync.attention', { count: status.needsAttention }) : null,
    progress ? t('sync.replaying', { done: progress.done, total: progress.total }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="apron-sync" data-testid="sync-indicator" data-online={status.online} data-unsent={unsent}>
      <IonButton routerLink="/outbox" aria-label={label} title={label}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={icon} />
      </IonButton>
      {unsent > 0 && (
        <span className={`apron-sync-badge${status.needsAttention > 0 ? ' attention' : ''}`} aria-hidden="true" data-testid="sync-count">
          {unsent > 99 ? '99+' : unsent}
        </span>
      )}
      {progress && progress.total > 0 && (
        <span
          className="apron-sync-progress"
          role="progressbar"
          aria-label={t('sync.replaying', { done: progress.done, total: progress.total })}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          data-testid="sync-progress"
        >
          <span style={{ width: `${Math.round((100 * progress.done) / progress.total)}%` }} />
        </span>
      )}
    </div>
  );
}

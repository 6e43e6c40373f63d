import { IonButton, IonSpinner, IonText } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** Loading, error and empty states every list and form uses. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="apron-state" role="status">
      {/* The words beside it name the state: the spinner is decoration (axe: aria-progressbar-name). */}
      <IonSpinner name="crescent" aria-hidden="true" /> <span>{t('state.loading')}</span>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="apron-state" role="alert">
      <IonText color="danger">{t('state.error')}</IonText>
      {onRetry && (
        <IonButton size="small" fill="outline" onClick={onRetry}>
          {t('state.retry')}
        </IonButton>
      )}
    </div>
  );
}

export function Empty({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="apron-state apron-empty">
      <IonText color="medium">{message ?? t('state.empty')}</IonText>
    </div>
  );
}

/** A screen that needs the server, opened without a connection (queries pause offline). */
export function OfflineState() {
  const { t } = useTranslation('common');
  return (
    <div className="apron-state" role="status" data-testid="offline-state">
      <IonText color="medium">{t('state.offline')}</IonText>
    </div>
  );
}

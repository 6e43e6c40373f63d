import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

/** Previous / next for a widget's pages (timeline, flights). */
export function Pager({ page, lastPage, onPage, testId }: { page: number; lastPage: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useTranslation('dashboard');
  if (lastPage <= 1) return null;
  return (
    <div className="dashboard-pager" data-testid={testId}>
      <IonButton fill="clear" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('previous')} title={t('previous')}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBack} />
      </IonButton>
      <span>{t('pageOf', { page, last: lastPage })}</span>
      <IonButton fill="clear" disabled={page >= lastPage} onClick={() => onPage(page + 1)} aria-label={t('next')} title={t('next')}>
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForward} />
      </IonButton>
    </div>
  );
}

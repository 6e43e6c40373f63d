import { IonButton, IonContent, IonText } from '@ionic/react';
import { PageFrame } from '@/lib/ui/page-frame';
import { useTranslation } from 'react-i18next';

/** Shown while the service is under maintenance; reachable without signing in. */
export default function MaintenancePage() {
  const { t } = useTranslation('help');
  return (
    <PageFrame>
      <IonContent className="ion-padding">
        <div className="apron-center">
          <h1>{t('maintenance.title')}</h1>
          <IonText>
            <p>{t('maintenance.body')}</p>
          </IonText>
          <IonButton onClick={() => window.location.assign('/dashboard')}>{t('maintenance.retry')}</IonButton>
        </div>
      </IonContent>
    </PageFrame>
  );
}

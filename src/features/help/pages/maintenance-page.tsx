import { IonButton, IonContent, IonPage, IonText } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** Shown while the service is under maintenance; reachable without signing in. */
export default function MaintenancePage() {
  const { t } = useTranslation('help');
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div className="apron-center">
          <h1>{t('maintenance.title')}</h1>
          <IonText>
            <p>{t('maintenance.body')}</p>
          </IonText>
          <IonButton onClick={() => window.location.assign('/dashboard')}>{t('maintenance.retry')}</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}

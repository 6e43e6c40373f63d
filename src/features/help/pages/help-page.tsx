import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/lib/ui/page';
import { ExternalLink } from '@/lib/ui/external-link';

const TOPICS = ['signIn', 'positions', 'offline', 'language'] as const;

export default function HelpPage() {
  const { t } = useTranslation('help');
  return (
    <Page title={t('title')}>
      {TOPICS.map((topic) => (
        <IonCard key={topic}>
          <IonCardHeader>
            <IonCardTitle>{t(`topics.${topic}.title`)}</IonCardTitle>
          </IonCardHeader>
          <IonCardContent>{t(`topics.${topic}.body`)}</IonCardContent>
        </IonCard>
      ))}
      <IonCard>
        <IonCardContent>
          {t('more')} <ExternalLink href="https://www.shgm.gov.tr">{t('authority')}</ExternalLink>
        </IonCardContent>
      </IonCard>
    </Page>
  );
}

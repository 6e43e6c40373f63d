import { IonButton, IonIcon } from '@ionic/react';
import { logOutOutline, searchOutline } from 'ionicons/icons';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@/lib/i18n/i18n';
import { signOut } from '@/lib/session/session-api';
import { SessionContext } from '@/lib/session/session-context';
import { InboxCount } from '@/features/correspondence/components/inbox-count';
import { SyncIndicator } from './sync-indicator';

const otherLanguage = (current: string): Language => LANGUAGES.find((l) => l !== current) ?? 'tr';

/**
 * Header widgets of the signed-in shell: sync state, search, language and sign-out. Two languages need one button
 * offering the other (an IonSelect would add ~70 KB gzip to every screen's first load).
 */
export function HeaderWidgets() {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('shell');
  if (!session) return null;
  return (
    <>
      <SyncIndicator />
      <InboxCount />
      <IonButton routerLink="/search" aria-label={t('search')} title={t('search')} data-testid="shell-search">
        <IonIcon slot="icon-only" icon={searchOutline} />
      </IonButton>
      <IonButton aria-label={t('language')} data-testid="language-switch" onClick={() => void setLanguage(otherLanguage(i18n.language))}>
        {otherLanguage(i18n.language).toLocaleUpperCase('tr')}
      </IonButton>
      <IonButton aria-label={t('logout')} title={t('logout')} data-testid="logout" onClick={async () => window.location.assign(await signOut())}>
        <IonIcon slot="icon-only" icon={logOutOutline} />
      </IonButton>
    </>
  );
}

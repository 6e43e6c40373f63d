import { IonButton, IonIcon } from '@ionic/react';
import { logOutOutline, searchOutline } from 'ionicons/icons';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@/lib/i18n/i18n';
import { signOut } from '@/lib/session/session-api';
import { SessionContext } from '@/lib/session/session-context';
import { COMPACT_QUERY, useMedia } from '@/lib/ui/use-media';
import { InboxCount } from '@/features/correspondence/components/inbox-count';
import { SyncIndicator } from './sync-indicator';

const otherLanguage = (current: string): Language => LANGUAGES.find((l) => l !== current) ?? 'tr';

export const switchLanguage = (current: string) => void setLanguage(otherLanguage(current));
export const signOutAndLeave = async () => window.location.assign(await signOut());

/**
 * Header widgets of the signed-in shell: sync state, inbox, search; on desktops also language and sign-out,
 * which live in the menu on phones and tablets (they pushed titles off the header). Two languages need one
 * button offering the other (an IonSelect would add ~70 KB gzip to every screen's first load).
 */
export function HeaderWidgets() {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('shell');
  const compact = useMedia(COMPACT_QUERY);
  if (!session) return null;
  return (
    <>
      <SyncIndicator />
      <InboxCount />
      <IonButton routerLink="/search" aria-label={t('search')} title={t('search')} data-testid="shell-search">
        <IonIcon aria-hidden="true" slot="icon-only" icon={searchOutline} />
      </IonButton>
      {!compact && (
        <>
          <IonButton className="apron-language" aria-label={`${otherLanguage(i18n.language).toLocaleUpperCase('tr')} – ${t('language')}`} data-testid="language-switch" onClick={() => switchLanguage(i18n.language)}>
            {otherLanguage(i18n.language).toLocaleUpperCase('tr')}
          </IonButton>
          <IonButton aria-label={t('logout')} title={t('logout')} data-testid="logout" onClick={() => void signOutAndLeave()}>
            <IonIcon aria-hidden="true" slot="icon-only" icon={logOutOutline} />
          </IonButton>
        </>
      )}
    </>
  );
}

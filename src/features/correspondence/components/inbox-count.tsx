import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { mailOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { fetchLabelCount, LABEL_COUNT_KEY, REFRESH_MS } from '../api/shell-routes';

/**
 * The shell's unread-inbox count (spec 1 §1): refreshed every 2 minutes; TanStack Query pauses the
 * interval while the tab is hidden (refetchIntervalInBackground false) and refreshes on return.
 */
export function InboxCount() {
  const { t } = useTranslation('shell');
  const count = useQuery({
    queryKey: LABEL_COUNT_KEY,
    queryFn: fetchLabelCount,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: REFRESH_MS / 2,
  });
  const unread = count.data?.inbox ?? 0;
  return (
    <IonButton routerLink="/correspondence/list/inbox" aria-label={t('inbox', { count: unread })} title={t('inbox', { count: unread })} data-testid="shell-inbox">
      <IonIcon aria-hidden="true" slot="icon-only" icon={mailOutline} />
      {unread > 0 && <IonBadge color="danger" data-testid="shell-inbox-count">{unread}</IonBadge>}
    </IonButton>
  );
}

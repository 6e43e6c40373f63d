import { IonBadge, IonItem, IonLabel, IonList } from '@ionic/react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { add } from 'ionicons/icons';
import { CASE_LISTS } from '@/contracts/cases';
import { LoadError, Loading } from '@/lib/ui/states';
import { Page } from '@/lib/ui/page';
import { SessionContext } from '@/lib/session/session-context';
import { useCounters } from '../api/cases';

/** /task: the container of the four task lists with their counters (spec 3 §3, §4 Counters). */
export default function TaskPage() {
  const { t } = useTranslation('cases');
  const counters = useCounters();
  const session = useContext(SessionContext);
  const admin = session?.permissions.has('manage-process-cases') ?? false;
  return (
    <Page title={t('task.title')} primary={{ label: t('task.start'), icon: add, href: '/case', testId: 'start-case' }}>
      {counters.isPending ? <Loading /> : counters.isError ? <LoadError onRetry={() => void counters.refetch()} /> : (
        <IonList data-testid="task-counters">
          {CASE_LISTS.map((l) => (
            <IonItem key={l} button detail routerLink={`/${l}`} data-testid={`counter-${l}`}>
              <IonLabel>{t(`lists.${l}`)}</IonLabel>
              <IonBadge slot="end" color={l === 'inbox' && counters.data[l] > 0 ? 'primary' : 'medium'}>{counters.data[l]}</IonBadge>
            </IonItem>
          ))}
          {admin && (
            <IonItem button detail routerLink="/case/interrupted" data-testid="interrupted-cases">
              <IonLabel>{t('interrupted.title')}</IonLabel>
            </IonItem>
          )}
        </IonList>
      )}
    </Page>
  );
}

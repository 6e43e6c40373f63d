import { IonButton } from '@ionic/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { greetingKey } from '../rules';
import '../components/dashboard.css';

/** The password-expiry warning shows from this many days before. */
export const PASSWORD_WARNING_DAYS = 14;

/** The widgets load after the greeting: the shell's first load stays within its budget (npm run size). */
const DashboardWidgets = lazy(() => import('../components/dashboard-widgets'));

/**
 * /dashboard (spec 1 §2): greeting and password-expiry warning, the field staff's next action
 * (issue 9 point 11), then every widget, each loading and failing on its own.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data } = useSession();
  const role = data.active_position.role;
  const expiresIn = data.user.password_expires_in;
  return (
    <Page title={t('title')}>
      <div className="dashboard-grid">
        <section className="apron-card dashboard-wide" data-testid="dashboard-greeting">
          <p className="apron-card-kicker">{t(`greeting.${greetingKey(new Date().getHours())}`)}</p>
          <h2>{data.user.profile.full_name}</h2>
          <p data-testid="dashboard-position">{`${role.department.company.name} - ${role.department.name} - ${role.name}`}</p>
          {expiresIn !== null && expiresIn <= PASSWORD_WARNING_DAYS && (
            <div role="alert" data-testid="password-expiry">
              <p className="apron-card-note">
                {expiresIn <= 0 ? t('passwordExpired') : t('passwordExpiresSoon', { count: expiresIn })}
              </p>
              <IonButton size="small" fill="outline" routerLink="/settings/password" data-testid="password-change">{t('changePassword')}</IonButton>
            </div>
          )}
        </section>
        <Suspense fallback={<Loading />}>
          <DashboardWidgets />
        </Suspense>
      </div>
    </Page>
  );
}

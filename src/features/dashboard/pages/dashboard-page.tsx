import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';

/** Greeting by time of day, in the user's own clock. */
export function greetingKey(hour: number): 'morning' | 'day' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'day';
  return 'evening';
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data } = useSession();
  const role = data.active_position.role;
  return (
    <Page title={t('title')}>
      <section className="apron-card" data-testid="dashboard-greeting">
        <p className="apron-card-kicker">{t(`greeting.${greetingKey(new Date().getHours())}`)}</p>
        <h2>{data.user.profile.full_name}</h2>
        <p data-testid="dashboard-position">{`${role.department.company.name} - ${role.department.name} - ${role.name}`}</p>
        {data.user.password_expires_in !== null && data.user.password_expires_in <= 14 && (
          <p className="apron-card-note">{t('passwordExpiresSoon', { count: Math.max(0, data.user.password_expires_in) })}</p>
        )}
      </section>
    </Page>
  );
}

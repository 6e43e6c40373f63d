import { useTranslation } from 'react-i18next';
import type { Employee } from '@/contracts/employees/schemas';
import { useEmployeeExpiring } from '../api/expiry';
import { formatDay } from './format';

/** The card's mark: what of this employee expires within 30 days (7 days in red), from the daily expiry list. */
export function ExpiringNotice({ employee }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const q = useEmployeeExpiring(employee.id);
  if (!q.data?.length) return null;
  return (
    <div className="employees-expiring" role="status" data-testid="employee-expiring">
      <strong>{t('expiry.cardTitle')}</strong>
      <ul>
        {q.data.map((x) => (
          <li key={x.id} className={x.window === 7 ? 'employees-row-red' : 'employees-row-orange'} data-window={x.window}>
            {x.label}: {formatDay(x.expires_on)} ({t('expiry.daysLeft', { count: x.days_left })})
          </li>
        ))}
      </ul>
    </div>
  );
}

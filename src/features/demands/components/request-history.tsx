import { useTranslation } from 'react-i18next';
import type { DemandStep } from '@/contracts/demands';
import type { RoleDisplay } from '@/contracts/people';
import { formatDateTime } from './format';
import { StatusBadge } from './status-badge';
import './demands.css';

const roleNames = (roles: RoleDisplay[]) => roles.map((r) => `${r.department.name} - ${r.role.name}`).join(', ');

/** The routing steps of a request, oldest first: where it went, who redirected or answered it. */
export function RequestHistory({ steps }: { steps: DemandStep[] }) {
  const { t } = useTranslation('demands');
  return (
    <section className="demand-section">
      <h2>{t('requests.history')}</h2>
      <ol className="demand-history" data-testid="demand-history">
        {steps.map((step) => (
          <li key={step.id} data-testid={`demand-history-${step.id}`}>
            <div className="demand-history-when">{formatDateTime(step.created_at)}</div>
            <div>
              {t('requests.sentTo', { roles: roleNames(step.roles) })} <StatusBadge state={step.status} />
            </div>
            {step.status === 'redirected' && (
              <div>
                {step.redirect_role && t('requests.redirectedTo', { role: roleNames([step.redirect_role]) })}
                {step.responder && ` · ${t('requests.redirectedBy', { name: step.responder.full_name })}`}
                {step.responded_at && <span className="demand-history-when"> · {formatDateTime(step.responded_at)}</span>}
              </div>
            )}
            {step.status === 'answered' && (
              <div>
                {step.responder && t('requests.answeredBy', { name: step.responder.full_name })}
                {step.responded_at && <span className="demand-history-when"> · {formatDateTime(step.responded_at)}</span>}
                <blockquote data-testid={`demand-history-response-${step.id}`}>{step.response}</blockquote>
              </div>
            )}
            {step.status === 'waiting' && <div className="demand-note">{t('requests.waitingAt', { roles: roleNames(step.roles) })}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

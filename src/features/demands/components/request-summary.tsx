import { useTranslation } from 'react-i18next';
import type { DemandRequestDetails } from '@/contracts/demands';
import { RoleDisplay } from '@/lib/people/role-display';
import { formatDateTime } from './format';
import { StatusBadge } from './status-badge';
import './demands.css';

/** The request as both sides read it: number, type, requester, dates, status, description. */
export function RequestSummary({ request }: { request: DemandRequestDetails }) {
  const { t } = useTranslation('demands');
  return (
    <section className="demand-section" data-testid="demand-request-summary">
      <h2 data-testid="demand-request-title">{request.title}</h2>
      <dl>
        <dt>{t('fields.number')}</dt>
        <dd data-testid="demand-request-number">{request.number}</dd>
        <dt>{t('fields.demand_type_id')}</dt>
        <dd>{request.demand_type.name}</dd>
        <dt>{t('fields.requester')}</dt>
        <dd>{request.requester.full_name}</dd>
        <dt>{t('fields.created_at')}</dt>
        <dd>{formatDateTime(request.created_at)}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge state={request.status} testId="demand-request-status" />
        </dd>
        {request.status === 'waiting' && (
          <>
            <dt>{t('fields.current_roles')}</dt>
            <dd>{request.current_roles.map((r) => <div key={r.role.id}><RoleDisplay value={r} /></div>)}</dd>
          </>
        )}
      </dl>
      {request.description && <p className="demand-description" data-testid="demand-request-description">{request.description}</p>}
    </section>
  );
}

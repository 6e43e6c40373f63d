import { useTranslation } from 'react-i18next';
import type { AuditState } from '@/contracts/audits/lock';
import type { PendingMark } from '../api/shared';
import './audits.css';

/** The audit's workflow state, and beside it whether something waits on the device or was refused. */
export function StateBadges({ state, pending, testId }: { state?: AuditState; pending?: PendingMark; testId?: string }) {
  const { t } = useTranslation('audits');
  return (
    <span data-testid={testId}>
      {state && <span className={`audit-badge audit-badge-${state}`}>{t(`state.${state}`)}</span>}
      {pending && (
        <span className={`audit-badge audit-badge-${pending.status}`} data-testid={testId ? `${testId}-device` : undefined}>
          {pending.status === 'needs-attention' ? t('device.needsAttention') : t('device.onDevice')}
        </span>
      )}
      {pending?.message && <div className="audit-refusal">{pending.message}</div>}
    </span>
  );
}

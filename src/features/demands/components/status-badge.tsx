import { useTranslation } from 'react-i18next';
import type { DemandStepStatus } from '@/contracts/demands';
import './demands.css';

export type BadgeState = DemandStepStatus | 'on-device' | 'needs-attention';

const KEYS: Record<BadgeState, string> = {
  waiting: 'status.waiting',
  answered: 'status.answered',
  redirected: 'status.redirected',
  'on-device': 'status.onDevice',
  'needs-attention': 'status.needsAttention',
};

export function StatusBadge({ state, testId }: { state: BadgeState; testId?: string }) {
  const { t } = useTranslation('demands');
  return (
    <span className={`demand-badge demand-badge-${state}`} data-testid={testId}>
      {t(KEYS[state])}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { WsdStatus } from '@/contracts/work-schedule-demands-rules';
import './wsd.css';

export type BadgeState = WsdStatus | 'on-device' | 'needs-attention';

export function StatusBadge({ state, testId }: { state: BadgeState; testId?: string }) {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <span className={`wsd-badge wsd-badge-${state}`} data-testid={testId}>
      {t(`status.${state}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { DrillResult, DrillStage } from '@/contracts/drills';
import './drills.css';

export type DrillBadgeState = DrillResult | DrillStage | 'on-device' | 'needs-attention';

const KEYS: Record<DrillBadgeState, string> = {
  successful: 'results.successful',
  unsuccessful: 'results.unsuccessful',
  pending: 'stages.pending',
  'retest-pending': 'stages.retest-pending',
  completed: 'stages.completed',
  'on-device': 'device.onDevice',
  'needs-attention': 'device.needsAttention',
};

export function DrillBadge({ state, testId }: { state: DrillBadgeState; testId?: string }) {
  const { t } = useTranslation('drills');
  return <span className={`drill-badge drill-badge-${state}`} data-testid={testId}>{t(KEYS[state])}</span>;
}

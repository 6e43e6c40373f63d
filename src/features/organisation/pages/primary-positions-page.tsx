import { useTranslation } from 'react-i18next';
import type { PositionRow } from '@/contracts/organisation/positions';
import type { Column } from '@/lib/list/paged-list';
import { RoleDisplay } from '@/lib/people/role-display';
import { Page } from '@/lib/ui/page';
import { fetchPrimaryPositions, POSITIONS_KEY } from '../api/organisation';
import { PositionFilters } from './positions-page';
import { displayDate } from '@/contracts/display-dates';

/** /primary-position/list [page, full_name, company_id, department_id, role_id]. */
export default function PrimaryPositionsPage() {
  const { t } = useTranslation('organisation');
  const columns: Column<PositionRow>[] = [
    { key: 'full_name', label: t('fields.fullName'), sort: 'full_name', render: (p) => p.full_name || '—' },
    { key: 'role', label: t('fields.roleDisplay'), render: (p) => <RoleDisplay value={p.role_display} /> },
    { key: 'starts_at', label: t('fields.startsAt'), render: (p) => (displayDate(p.starts_at) || '—') },
  ];
  return (
    <Page title={t('positions.primaryTitle')}>
      <PositionFilters list={fetchPrimaryPositions} listKey={[...POSITIONS_KEY, 'primary']} columns={columns} testId="primary-list" />
    </Page>
  );
}

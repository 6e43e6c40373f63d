import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeaveYear } from '@/contracts/leave-years';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchLeaveYears, LEAVE_YEARS_KEY } from '../api/leave-years';

/** /leave-year/list: last, this and next year and every year with holidays or season series. */
export default function LeaveYearListPage() {
  const { t } = useTranslation('leave-years');
  const columns: Column<LeaveYear>[] = [
    {
      key: 'year', label: t('fields.year'),
      render: (y) => (
        <Link to={`/leave-year/${y.year}/management`} data-testid={`leave-year-${y.year}`}>
          {y.year}{y.is_current ? ` (${t('current')})` : ''}
        </Link>
      ),
    },
    { key: 'holidays', label: t('fields.holidays'), render: (y) => y.bank_holidays_count },
    { key: 'days', label: t('fields.holidayDays'), render: (y) => y.holiday_days },
    { key: 'series', label: t('fields.series'), render: (y) => y.season_series_count },
  ];
  return (
    <Page title={t('listTitle')}>
      <PagedList testId="leave-years-list" queryKey={[...LEAVE_YEARS_KEY, 'years']} fetch={fetchLeaveYears} columns={columns} rowKey={(y) => y.year} emptyMessage={t('empty')} />
    </Page>
  );
}

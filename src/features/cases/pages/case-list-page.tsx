import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CASE_LISTS, CASE_PAGE_SIZE, type CaseList, type CaseListItem } from '@/contracts/cases';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { CASES_KEY, fetchCases } from '../api/cases';
import { dateTime } from '../components/format';

/** /inbox, /draft, /participated, /unassigned (spec 3 §3): 25 a page, start = limit × (page − 1) + 1. */
export default function CaseListPage() {
  const { t } = useTranslation('cases');
  const { pathname } = useLocation();
  const list = (CASE_LISTS.find((l) => pathname === `/${l}`) ?? 'inbox') as CaseList;
  // Participated cases open as information; the others on their task.
  const href = (c: CaseListItem) => (list === 'participated' ? `/case/information/${c.app_uid}` : `/case/detail/${c.app_uid}`);
  const columns: Column<CaseListItem>[] = [
    { key: 'number', label: t('fields.number'), priority: 1, render: (c) => <Link to={href(c)} data-testid={`case-${c.app_number}`}>#{c.app_number}</Link> },
    { key: 'title', label: t('fields.title'), priority: 1, render: (c) => <Link to={href(c)}>{c.app_title}</Link> },
    { key: 'process', label: t('fields.process'), priority: 3, render: (c) => c.app_pro_title },
    { key: 'task', label: t('fields.task'), render: (c) => c.app_tas_title ?? '—' },
    { key: 'user', label: list === 'participated' ? t('fields.currentUser') : t('fields.initUser'), priority: 3,
      render: (c) => (list === 'participated' ? c.app_current_user : c.app_init_user) ?? '—' },
    { key: 'date', label: t('fields.delegated'), render: (c) => dateTime(c.del_delegate_date ?? c.app_update_date) },
    { key: 'status', label: t('fields.status'), priority: 3, render: (c) => t(`status.${c.app_status}`) },
  ];
  return (
    <Page title={t(`lists.${list}`)} backHref="/task">
      <PagedList testId={`cases-${list}`} queryKey={[...CASES_KEY, list]} fetch={fetchCases(list)} columns={columns} rowKey={(c) => `${c.app_uid}-${c.del_index}`}
        defaultPerpage={CASE_PAGE_SIZE} emptyMessage={t('empty')} />
    </Page>
  );
}

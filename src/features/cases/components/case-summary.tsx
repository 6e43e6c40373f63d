import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '@/contracts/cases';
import { DataTable, type Column } from '@/lib/list/data-table';
import { CaseFiles } from './case-files';
import { dateTime } from './format';

type History = CaseDetail['history'][number];

/** The case's header facts and its task history. */
export function CaseSummary({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('cases');
  const columns: Column<History>[] = [
    { key: 'index', label: '#', priority: 1, render: (h) => h.del_index },
    { key: 'task', label: t('fields.task'), priority: 1, render: (h) => h.tas_title },
    { key: 'user', label: t('fields.user'), render: (h) => h.usr_name ?? t('assign.selfService') },
    { key: 'delegated', label: t('fields.delegated'), render: (h) => dateTime(h.del_delegate_date) },
    { key: 'finished', label: t('fields.finished'), render: (h) => dateTime(h.del_finish_date) },
  ];
  return (
    <section className="apron-case-summary" data-testid="case-summary">
      <dl className="apron-facts">
        <dt>{t('fields.number')}</dt><dd>#{detail.app_number}</dd>
        <dt>{t('fields.process')}</dt><dd>{detail.pro_name}</dd>
        <dt>{t('fields.status')}</dt><dd data-testid="case-status">{t(`status.${detail.app_status}`)}</dd>
        <dt>{t('fields.initUser')}</dt><dd>{detail.app_init_usr_username}</dd>
        <dt>{t('fields.currentTask')}</dt><dd>{detail.current_task.map((c) => `${c.tas_title} (${c.usr_name ?? t('assign.selfService')})`).join(', ') || '—'}</dd>
      </dl>
      {detail.history.length > 0 && <DataTable columns={columns} rows={detail.history} rowKey={(h) => h.del_index} testId="case-history" />}
      <CaseFiles app_uid={detail.app_uid} />
    </section>
  );
}

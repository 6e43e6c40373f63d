import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { useHistories, usePerformanceHistory, useRegistry } from '../api/record';
import { formatDay, formatWhen as when } from './format';
import { Pager } from './pager';
import { DataTable } from '@/lib/list/data-table';


/** The employment register: hires, term end, resignation, exit, removal. */
export function RegistryTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const q = useRegistry(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <Empty message={t('history.empty')} />;
  return (
    <DataTable testId="employee-registry" rows={q.data} rowKey={(e) => `${e.kind}-${e.day}`} columns={[
      { key: 'event', label: t('history.event'), render: (e) => e.label },
      { key: 'day', label: t('history.day'), render: (e) => formatDay(e.day) },
    ]} />
  );
}

/** Every change of the record (activity log): who, when, what changed from what. */
export function HistoriesTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const [page, setPage] = useState(1);
  const q = useHistories(id, page);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data.data.length) return <Empty message={t('history.empty')} />;
  return (
    <div data-testid="employee-histories">
      <DataTable rows={q.data.data} rowKey={(a) => a.id} columns={[
        { key: 'when', label: t('history.when'), render: (a) => when(a.created_at) },
        { key: 'who', label: t('history.who'), render: (a) => a.causer?.name ?? '—' },
        { key: 'action', label: t('history.action'), render: (a) => a.action },
        { key: 'changes', label: t('history.changes'), render: (a) => Object.entries(a.properties.attributes).map(([k, v]) => `${k}: ${JSON.stringify(a.properties.old[k] ?? null)} → ${JSON.stringify(v)}`).join('; ') },
      ]} />
      <Pager page={page} pages={q.data.meta_data.last_page ?? 1} onPage={setPage} />
    </div>
  );
}

/** Performance history: the employee's performance cards (period and rating, score). */
export function PerformanceHistoryTab({ id, page, workForceApp, onPage }: { id: number; page: number; workForceApp: boolean; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  const q = usePerformanceHistory(id, page, workForceApp);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data.data.length) return <Empty message={t('history.noPerformance')} />;
  return (
    <div data-testid="employee-performance-history">
      <DataTable rows={q.data.data} rowKey={(p) => p.id} columns={[
        { key: 'period', label: t('history.period'), render: (p) => p.period },
        { key: 'score', label: t('history.score'), render: (p) => p.score ?? '—' },
        { key: 'when', label: t('history.when'), render: (p) => when(p.created_at) },
      ]} />
      <Pager page={page} pages={q.data.meta_data.last_page ?? 1} onPage={onPage} />
    </div>
  );
}

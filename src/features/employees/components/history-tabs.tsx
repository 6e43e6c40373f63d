import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { useHistories, usePerformanceHistory, useRegistry } from '../api/record';
import { formatDay } from './format';

const when = (iso: string) => new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', hour12: false, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The employment register: hires, term end, resignation, exit, removal. */
export function RegistryTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const q = useRegistry(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <Empty message={t('history.empty')} />;
  return (
    <table className="apron-table" data-testid="employee-registry">
      <thead><tr><th>{t('history.event')}</th><th>{t('history.day')}</th></tr></thead>
      <tbody>{q.data.map((e) => <tr key={`${e.kind}-${e.day}`}><td>{e.label}</td><td>{formatDay(e.day)}</td></tr>)}</tbody>
    </table>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  return (
    <div className="employees-selection">
      <IonButton fill="clear" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('history.previous')}</IonButton>
      <span>{page} / {pages}</span>
      <IonButton fill="clear" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('history.next')}</IonButton>
    </div>
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
      <table className="apron-table">
        <thead><tr><th>{t('history.when')}</th><th>{t('history.who')}</th><th>{t('history.action')}</th><th>{t('history.changes')}</th></tr></thead>
        <tbody>
          {q.data.data.map((a) => (
            <tr key={a.id}>
              <td>{when(a.created_at)}</td><td>{a.causer?.name ?? '—'}</td><td>{a.action}</td>
              <td>{Object.entries(a.properties.attributes).map(([k, v]) => `${k}: ${JSON.stringify(a.properties.old[k] ?? null)} → ${JSON.stringify(v)}`).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={q.data.meta_data.last_page ?? 1} onPage={setPage} />
    </div>
  );
}

/** Performance history (records counted in performance until performance cards exist). */
export function PerformanceHistoryTab({ id, page, workForceApp, onPage }: { id: number; page: number; workForceApp: boolean; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  const q = usePerformanceHistory(id, page, workForceApp);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data.data.length) return <Empty message={t('history.noPerformance')} />;
  return (
    <div data-testid="employee-performance-history">
      <table className="apron-table">
        <thead><tr><th>{t('history.period')}</th><th>{t('history.score')}</th><th>{t('history.when')}</th></tr></thead>
        <tbody>{q.data.data.map((p) => <tr key={p.id}><td>{p.period}</td><td>{p.score ?? '—'}</td><td>{when(p.created_at)}</td></tr>)}</tbody>
      </table>
      <Pager page={page} pages={q.data.meta_data.last_page ?? 1} onPage={onPage} />
    </div>
  );
}

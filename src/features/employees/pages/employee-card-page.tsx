import { IonButton } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useEmployee, useRestore, useRestoreInfo } from '../api/record';
import { ExitTab } from '../components/exit-tab';
import { HistoriesTab, PerformanceHistoryTab, RegistryTab } from '../components/history-tabs';
import { InformationShow } from '../components/information-show';
import { NotesTab } from '../components/notes-tab';
import { RewardPenaltyTab } from '../components/reward-penalty-tab';
import { DocumentsTab } from '../components/documents-tab';
import { ExpiringNotice } from '../components/expiring-notice';
import { LanguageTab } from '../components/language-tab';
import { OverworkTab } from '../components/overwork-tab';
import { SyncTab } from '../components/sync-tab';
import { TrainingEvaluateTab, TrainingTab } from '../components/training-tab';
import '../components/employees.css';

const renderTab = (key: TabKey, tabs: Record<TabKey, () => ReactNode>) => tabs[key]();

/** The card's tabs (spec 1 §2), by their spec path under /gss/employee/{id}; `match` finds the tab and its page. */
export const CARD_TABS = [
  { path: 'employee-information/show', key: 'information', match: /\/employee-information\/show$/ },
  { path: 'employee-exit/edit', key: 'exit', match: /\/employee-exit\/edit$/ },
  { path: 'employee-documents/edit', key: 'documents', match: /\/employee-documents\/edit$/ },
  { path: 'employee-overwork/edit/1', key: 'overwork', match: /\/employee-overwork\/edit(?:\/(\d+))?$/ },
  { path: 'employee-reward-penalty/edit/1/1', key: 'rewardPenalty', match: /\/employee-reward-penalty\/edit(?:\/(\d+))?(?:\/(\d+))?$/ },
  { path: 'employee-language', key: 'language', match: /\/employee-language$/ },
  { path: 'employee-notes', key: 'notes', match: /\/employee-notes$/ },
  { path: 'employee-registry', key: 'registry', match: /\/employee-registry$/ },
  { path: 'employee-histories', key: 'histories', match: /\/employee-histories$/ },
  { path: 'employee-sync', key: 'sync', match: /\/employee-sync$/ },
  { path: 'performance-history/1', key: 'performance', match: /\/performance-history\/(\d+)$/ },
  { path: 'employee-training/edit/1', key: 'training', match: /\/employee-training\/edit(?:\/evaluate)?(?:\/(\d+))?$/ },
] as const;
type TabKey = (typeof CARD_TABS)[number]['key'];

/** /gss/employee/{id} and its child tabs (spec 1 §2). A removed employee first shows the restore information. */
export default function EmployeeCardPage() {
  const { t } = useTranslation('employees');
  const id = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const restoring = search.get('restore') === '1';
  const employee = useEmployee(id);
  const info = useRestoreInfo(id, restoring);
  const restore = useRestore(id);
  const found = CARD_TABS.map((x) => ({ tab: x, m: x.match.exec(location.pathname) })).find((x) => x.m);
  const tab = found?.tab ?? CARD_TABS[0];
  const match = found?.m ?? null;
  const pageOf = (i: number) => Number(match?.[i] ?? 1);
  const evaluating = location.pathname.includes('/employee-training/edit/evaluate');
  const go = (path: string) => navigate(`/gss/employee/${id}/${path}`);

  if (restoring) {
    return (
      <Page title={t('restore.title')} backHref="/gss/employee/list">
        {info.isPending ? <Loading /> : info.isError ? <LoadError onRetry={() => void info.refetch()} /> : (
          <div data-testid="employee-restore-info">
            <p>{info.data.message}</p>
            <IonButton data-testid="employee-restore-confirm" onClick={async () => {
              await restore.mutateAsync(undefined);
              toasts.show({ kind: 'success', message: t('restore.done') });
              navigate(`/gss/employee/${id}/employee-information/show`, { replace: true });
            }}>{t('restore.confirm')}</IonButton>
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page
      title={employee.data?.full_name ?? t('card.title')} backHref="/gss/employee/list"
      primary={{ label: t('card.edit'), icon: createOutline, href: `/gss/employee/${id}/employee-information/edit`, testId: 'employee-edit' }}
    >
      <nav className="employees-tabs" aria-label={t('card.tabs')}>
        {CARD_TABS.map((x) => (
          <Link key={x.key} to={`/gss/employee/${id}/${x.path}`} className={x.key === tab.key ? 'active' : undefined} data-testid={`employee-tab-${x.key}`}>
            {t(`card.${x.key}`)}
          </Link>
        ))}
      </nav>
      <div className="employees-card">
        {employee.isPending ? <Loading /> : employee.isError ? <LoadError onRetry={() => void employee.refetch()} /> : (
          <>
            <ExpiringNotice employee={employee.data} />
            {renderTab(tab.key, {
              information: () => <InformationShow employee={employee.data} />,
              exit: () => <ExitTab id={id} />,
              documents: () => <DocumentsTab id={id} />,
              overwork: () => <OverworkTab id={id} page={pageOf(1)} onPage={(p) => go(`employee-overwork/edit/${p}`)} />,
              rewardPenalty: () => <RewardPenaltyTab id={id} typeId={pageOf(1)} page={pageOf(2)} />,
              language: () => <LanguageTab id={id} />,
              notes: () => <NotesTab id={id} />,
              registry: () => <RegistryTab id={id} />,
              histories: () => <HistoriesTab id={id} />,
              sync: () => <SyncTab id={id} employee={employee.data} />,
              performance: () => <PerformanceHistoryTab id={id} page={pageOf(1)} workForceApp={search.get('work_force_app') === '1'} onPage={(p) => go(`performance-history/${p}`)} />,
              training: () => (evaluating
                ? <TrainingEvaluateTab id={id} page={pageOf(1)} onPage={(p) => go(`employee-training/edit/evaluate/${p}`)} />
                : <TrainingTab id={id} page={pageOf(1)} onPage={(p) => go(`employee-training/edit/${p}`)} />),
            })}
          </>
        )}
      </div>
    </Page>
  );
}

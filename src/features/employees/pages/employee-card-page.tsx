import { IonButton } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
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
import '../components/employees.css';

/** The tabs built so far, by their spec path under /gss/employee/{id}. */
export const CARD_TABS = [
  { path: 'employee-information/show', key: 'information' },
  { path: 'employee-exit/edit', key: 'exit' },
  { path: 'employee-notes', key: 'notes' },
  { path: 'employee-reward-penalty/edit/1/1', key: 'rewardPenalty' },
  { path: 'employee-registry', key: 'registry' },
  { path: 'employee-histories', key: 'histories' },
  { path: 'performance-history/1', key: 'performance' },
] as const;

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
  const rp = /\/employee-reward-penalty\/edit(?:\/(\d+))?(?:\/(\d+))?$/.exec(location.pathname);
  const perf = /\/performance-history\/(\d+)$/.exec(location.pathname);
  const tab = rp ? CARD_TABS[3] : perf ? CARD_TABS[6] : (CARD_TABS.find((x) => location.pathname.endsWith(`/${x.path}`)) ?? CARD_TABS[0]);

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
        {employee.isPending ? <Loading /> : employee.isError ? <LoadError onRetry={() => void employee.refetch()} /> : tab.key === 'information' ? (
          <InformationShow employee={employee.data} />
        ) : tab.key === 'exit' ? <ExitTab id={id} /> : tab.key === 'notes' ? <NotesTab id={id} /> : tab.key === 'registry' ? <RegistryTab id={id} />
          : tab.key === 'histories' ? <HistoriesTab id={id} /> : tab.key === 'performance' ? (
            <PerformanceHistoryTab id={id} page={Number(perf?.[1] ?? 1)} workForceApp={search.get('work_force_app') === '1'} onPage={(p) => navigate(`/gss/employee/${id}/performance-history/${p}`)} />
          ) : (
            <RewardPenaltyTab id={id} typeId={Number(rp?.[1] ?? 1)} page={Number(rp?.[2] ?? 1)} />
          )}
      </div>
    </Page>
  );
}

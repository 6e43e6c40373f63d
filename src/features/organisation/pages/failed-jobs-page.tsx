import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FailedJob } from '@/contracts/organisation/failed-jobs';
import { reportError } from '@/lib/api/query-client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { deleteFailedJob, FAILED_JOBS_KEY, fetchFailedJobs, REPORTS_KEY, retryFailedJob, retryFailedJobs } from '../api/admin';
import { displayDateTime } from '@/contracts/display-dates';


/** /failed-jobs [page, payload]: pg-boss's failed jobs; retried by hand (Manual=0) or through the queue (Queue=1). */
export default function FailedJobsPage() {
  const { t } = useTranslation('organisation');
  const client = useQueryClient();
  const confirm = useConfirm();
  const [search] = useSearchParams();
  const [mode, setMode] = useState(1);
  const [output, setOutput] = useState<string | null>(null);
  // Spec 1 §9: the list reloads 100 ms after a retry, 1500 ms when an output is shown.
  const reload = (delay: number) => setTimeout(() => void client.invalidateQueries({ queryKey: FAILED_JOBS_KEY }), delay);
  const retry = async (job: FailedJob) => {
    // A retry runs the job's work again (its side effects too): confirmed, naming the job and the way.
    const message = t(mode === 0 ? 'failedJobs.retryConfirmManual' : 'failedJobs.retryConfirmQueue', { name: job.name });
    if (!(await confirm({ header: t('failedJobs.retry'), message, confirmText: t('failedJobs.retry') }))) return;
    const r = await retryFailedJob(job.id, mode);
    toasts.success(r.data.message);
    setOutput(r.data.output);
    reload(r.data.output ? 1500 : 100);
    // The job may have finished a report (organisation.report): the reports screen reads it again.
    void client.invalidateQueries({ queryKey: REPORTS_KEY });
  };
  const retryAll = async () => {
    if (!(await confirm({ header: t('failedJobs.retryAll'), message: t('failedJobs.retryAllConfirm'), confirmText: t('failedJobs.retryAll') }))) return;
    const r = await retryFailedJobs(search.get('payload') ?? undefined);
    toasts.success(r.data.message);
    reload(100);
  };
  const remove = async (job: FailedJob) => {
    if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { name: job.name }), confirmText: t('actions.delete'), destructive: true }))) return;
    const r = await deleteFailedJob(job.id);
    toasts.success(r.data.message);
    reload(100);
  };
  const columns: Column<FailedJob>[] = [
    { key: 'name', label: t('failedJobs.queue'), render: (j) => j.name },
    { key: 'payload', label: t('failedJobs.payload'), render: (j) => <code style={{ wordBreak: 'break-all' }}>{j.payload}</code> },
    { key: 'error', label: t('failedJobs.error'), render: (j) => j.error ?? '—' },
    { key: 'failed_at', label: t('failedJobs.failedAt'), render: (j) => (j.failed_at ? displayDateTime(j.failed_at) : '—') },
    {
      key: 'actions', label: '',
      render: (j) => (
        <div className="apron-actions">
          <IonButton fill="clear" size="small" onClick={() => void retry(j).catch(reportError)} data-testid={`failed-job-${j.id}-retry`}>
            <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />{t('failedJobs.retry')}
          </IonButton>
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void remove(j).catch(reportError)} danger testId={`failed-job-${j.id}-delete`} />
        </div>
      ),
    },
  ];
  return (
    <Page title={t('failedJobs.title')} toolbar={<IonButton fill="outline" onClick={() => void retryAll().catch(reportError)} data-testid="failed-jobs-retry-all">{t('failedJobs.retryAll')}</IonButton>}>
      <div className="org-retry-mode">
        <SelectInput label={t('failedJobs.mode')} value={mode} options={[{ value: 0, label: t('failedJobs.manual') }, { value: 1, label: t('failedJobs.queueMode') }]}
          onChange={(v) => setMode(Number(v))} testId="failed-jobs-mode" />
      </div>
      {output && <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="failed-job-output">{output}</pre>}
      <PagedList testId="failed-jobs-list" queryKey={FAILED_JOBS_KEY} fetch={fetchFailedJobs} columns={columns} rowKey={(j) => j.id} filters={['payload']} emptyMessage={t('failedJobs.empty')}
        filterLabels={{ payload: t('failedJobs.payload') }}
        renderFilters={(params, setFilters) => (
          <IonInput label={t('failedJobs.payload')} labelPlacement="stacked" debounce={400} value={params.filters.payload ?? ''} clearInput
            onIonInput={(e) => setFilters({ payload: String(e.detail.value ?? '') || undefined })} data-testid="failed-jobs-payload" />
        )} />
    </Page>
  );
}

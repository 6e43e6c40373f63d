import { IonButton, IonIcon, IonProgressBar } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport, type Report } from '@/contracts/organisation/reports';
import { reportError } from '@/lib/api/query-client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { DataTable } from '@/lib/list/data-table';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { createReport, fetchReports, REPORTS_KEY, useReportTypes } from '../api/admin';
import { downloadFile } from '../api/organisation';
import { displayDateTime } from '@/contracts/display-dates';


/** /reports: the user's reports; a new one is written by a background job, its progress shown until it is ready. */
export default function ReportsPage() {
  const { t } = useTranslation('organisation');
  const client = useQueryClient();
  const types = useReportTypes();
  const [type, setType] = useState('');
  const list = useQuery({
    queryKey: [...REPORTS_KEY, 'list'],
    queryFn: () => fetchReports({ page: 1, perpage: 30, ordering: '-created_at', filters: {} }),
    // While one is being written, ask again every 2 s.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false),
  });
  const create = async () => {
    if (!type) return;
    const r = await createReport(type as Report['type']);
    toasts.success(String(r.helper_data?.message ?? t('saved')));
    await client.invalidateQueries({ queryKey: REPORTS_KEY });
  };
  const status = (r: Report) => (r.status === 'done' ? t('reports.done', { rows: r.rows ?? 0 }) : r.status === 'failed' ? `${t('reports.failed')}: ${r.error ?? ''}` : (
    <div data-testid={`report-${r.id}-progress`}>{t(`reports.${r.status}`)} %{r.progress}<IonProgressBar value={r.progress / 100} /></div>
  ));
  return (
    <Page title={t('reports.title')}>
      <div className="org-report-new">
        <SelectInput label={t('reports.type')} value={type} emptyOption={t('filters.choose')} options={(types.data?.types ?? []).map((x) => ({ value: x.value, label: x.label }))}
          onChange={setType} testId="reports-type" />
        <IonButton disabled={!type} onClick={() => void create().catch(reportError)} data-testid="reports-create">{t('reports.create')}</IonButton>
      </div>
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : list.data.data.length === 0 ? <p data-testid="reports-empty">{t('reports.empty')}</p> : (
        <DataTable testId="reports-list" rows={list.data.data} rowKey={(r) => r.id} rowTestId={(r) => `report-${r.id}`} columns={[
          { key: 'title', label: t('reports.type'), render: (r) => r.title },
          { key: 'created_at', label: t('fields.date'), render: (r) => displayDateTime(r.created_at) },
          { key: 'status', label: t('reports.status'), render: status },
          {
            key: 'actions', label: '',
            render: (r) => r.status !== 'done' ? null : (
              <IonButton fill="clear" size="small" onClick={() => void downloadFile(downloadReport, `rapor-${r.id}.xlsx`, { params: { id: r.id } })} data-testid={`report-${r.id}-download`}>
                <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />{t('reports.download')}
              </IonButton>
            ),
          },
        ]} />
      )}
    </Page>
  );
}

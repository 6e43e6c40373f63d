import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, openOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_SOURCE, type Training } from '@/contracts/employees/training';
import type { QueryFilter } from '@/contracts/query-filter';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { QueryBuilder, useFilterStorage, type QueryBuilderField } from '@/lib/query-builder';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { TRAINING_REPORT_KEY, downloadTrainingReport, fetchTrainingReport, useTrainingChoices, useTrainingReportForm } from '../api/trainings';
import { formatDay } from '../components/format';
import '../components/employees.css';

/**
 * /gss/employee-training-management [page, perpage, filterStorage] (spec 1 §2; spec 3 §4): every
 * training under the VE/VEYA filter (4 groups of 4 at most), 50 a page, and the Excel of the filter.
 */
export default function TrainingManagementPage() {
  const { t } = useTranslation('employees');
  const form = useTrainingReportForm('default');
  const choices = useTrainingChoices();
  const [filter, setFilter] = useFilterStorage('employee-training-management', () => ({ groups: [] }));
  const [draft, setDraft] = useState<{ from: QueryFilter; value: QueryFilter } | null>(null);
  const value = draft && draft.from === filter ? draft.value : filter;
  const [downloading, setDownloading] = useState(false);
  const fetch = useMemo(() => fetchTrainingReport(filter), [filter]);

  const fields = useMemo<QueryBuilderField[]>(() => (form.data?.fields ?? []).map((f) => {
    const options = f.name === 'training_type_id' ? choices.types : f.name === 'training_name_id' ? choices.names : null;
    return { name: f.name, label: f.label, type: f.type as QueryBuilderField['type'], ...(options ? { options: options.map((o) => ({ value: o.id, label: o.label })) } : {}) };
  }), [form.data, choices.types, choices.names]);

  const columns: Column<Training>[] = [
    { key: 'employee_name', label: t('fields.full_name'), render: (x) => x.employee_name },
    { key: 'type', label: t('training.type'), render: (x) => x.training_type.name },
    { key: 'name', label: t('training.name'), render: (x) => x.training_name.name },
    { key: 'started_at', label: t('training.started_at'), sort: 'started_at', render: (x) => formatDay(x.started_at) },
    { key: 'finished_at', label: t('training.finished_at'), render: (x) => formatDay(x.finished_at) },
    { key: 'validity_date', label: t('training.validity_date'), sort: 'validity_date', render: (x) => formatDay(x.validity_date) },
    { key: 'mandatory', label: t('training.mandatory'), render: (x) => (x.mandatory ? t('yes') : t('no')) },
    { key: 'score', label: t('training.score'), render: (x) => x.score ?? '—' },
    {
      key: 'actions', label: '', render: (x) => (
        <IconButton icon={openOutline} label={t('list.open')} href={`/gss/employee/${x.employee_id}/employee-training/edit/1`} />
      ),
    },
  ];

  return (
    <Page title={t('trainingReport.title')}>
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <QueryBuilder sourceType={TRAINING_SOURCE} fields={fields} value={value} maxGroups={form.data.max_groups}
          onChange={(next) => setDraft({ from: filter, value: next })} onSubmit={(cleaned) => { setDraft({ from: cleaned, value: cleaned }); setFilter(cleaned); }} testId="training-builder" />
      )}
      <div className="employees-selection">
        <IonButton fill="outline" disabled={downloading} data-testid="training-report-excel"
          onClick={async () => { setDownloading(true); try { await downloadTrainingReport(filter); } finally { setDownloading(false); } }}>
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />{t('trainingReport.excel')}
        </IonButton>
      </div>
      <PagedList testId="training-report" queryKey={[...TRAINING_REPORT_KEY, 'search', filter]} fetch={fetch} columns={columns}
        rowKey={(x) => x.id} defaultPerpage={50} filters={['filterStorage']} emptyMessage={t('training.empty')} />
    </Page>
  );
}

import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/lib/list/data-table';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { useAssigned } from '../api/surveys';
import { formatDay } from '../components/format';

type Row = NonNullable<ReturnType<typeof useAssigned>['data']>[number];

/** /manager-survey/my: the manager surveys sent to me that have started, with how many of my managers are left. */
export default function MyManagerSurveysPage() {
  const { t } = useTranslation('surveys');
  const assigned = useAssigned();
  const columns: Column<Row>[] = [
    { key: 'survey_name', label: t('managerSurvey.survey'), render: (m) => m.survey_name },
    { key: 'start_date', label: t('survey.start_date'), priority: 2, render: (m) => formatDay(m.start_date) },
    { key: 'role_name', label: t('answerSheet.managerRole'), priority: 3, render: (m) => m.role_name },
    { key: 'pending', label: t('answerSheet.pending'), render: (m) => m.pending },
    {
      key: 'actions', label: '',
      render: (m) => (
        <IonButton size="small" fill="outline" routerLink={`/manager-survey/${m.id}/answer`} disabled={m.pending === 0} data-testid={`my-manager-survey-${m.id}`}>
          {m.pending === 0 ? t('answerSheet.done') : t('answerSheet.open')}
        </IonButton>
      ),
    },
  ];
  return (
    <Page title={t('answerSheet.myTitle')}>
      {assigned.isPending ? <Loading /> : assigned.isError ? <LoadError onRetry={() => void assigned.refetch()} />
        : !assigned.data.length ? <Empty message={t('answerSheet.none')} />
          : <DataTable columns={columns} rows={assigned.data} rowKey={(m) => m.id} testId="my-manager-surveys" />}
    </Page>
  );
}

import { IonInput } from '@ionic/react';
import { addOutline, listOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ManagerSurveyItem } from '@/contracts/surveys/manager-surveys';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchManagerSurveys, SURVEYS_KEY, useRemove } from '../api/surveys';
import { formatDay } from '../components/format';
import { RowActions } from '@/lib/list/row-actions';

/** /manager-survey/list: manager surveys with their positions and report. */
export default function ManagerSurveyListPage() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const remove = useRemove('manager-survey');
  const columns: Column<ManagerSurveyItem>[] = [
    { key: 'survey_name', label: t('managerSurvey.survey'), render: (m) => m.survey_name },
    { key: 'role_name', label: t('managerSurvey.role'), render: (m) => m.role_name },
    { key: 'start_date', label: t('survey.start_date'), priority: 2, render: (m) => formatDay(m.start_date) },
    { key: 'min_answer_select', label: t('managerSurvey.min_answer_select'), priority: 3, render: (m) => `${m.min_answer_select} / ${m.questions_count}` },
    { key: 'receivers', label: t('managerSurvey.receivers'), priority: 3, render: (m) => m.receivers.map((r) => r.name).join(', ') },
    { key: 'response_count', label: t('managerSurvey.response_count'), priority: 2, render: (m) => m.response_count },
    { key: 'created_by_name', label: t('managerSurvey.created_by'), priority: 3, render: (m) => m.created_by_name ?? '' },
    {
      key: 'actions', label: '',
      render: (m) => (
        <RowActions editHref={`/manager-survey/${m.id}/edit`} name={m.survey_name} onDelete={() => remove.mutateAsync(m.id)} testId={`manager-survey-${m.id}`}>
          <IconButton icon={listOutline} label={t('managerSurvey.positions')} href={`/manager-survey/${m.id}/positions`} testId={`manager-survey-${m.id}-positions`} />
        </RowActions>
      ),
    },
  ];
  return (
    <Page title={t('managerSurvey.listTitle')} primary={{ label: t('managerSurvey.create'), icon: addOutline, onClick: () => navigate('/manager-survey/create'), testId: 'manager-survey-create' }}>
      <PagedList testId="manager-survey-list" queryKey={[...SURVEYS_KEY, 'manager-survey', 'list']} fetch={fetchManagerSurveys} columns={columns} rowKey={(m) => m.id}
        filters={['keyword']} filterLabels={{ keyword: t('managerSurvey.survey') }} emptyMessage={t('empty')}
        renderFilters={(p, set) => (
          <IonInput label={t('managerSurvey.survey')} labelPlacement="stacked" debounce={400} value={p.filters.keyword ?? ''} clearInput
            onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="manager-survey-keyword" />
        )} />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { DataTable } from '@/lib/list/data-table';
import { LoadError, Loading } from '@/lib/ui/states';
import { useSurveyReport } from '../api/surveys';

/** The sender's view of a survey item's results (GET /survey-report); small groups come back hidden from the server. */
export function SurveyReport({ id }: { id: number }) {
  const { t } = useTranslation('correspondence');
  const report = useSurveyReport(id, true);
  if (report.isPending) return <Loading />;
  if (!report.data) return <LoadError onRetry={() => void report.refetch()} />;
  return (
    <section data-testid="survey-report">
      <h3>{t('survey.report', { count: report.data.responses })}</h3>
      <DataTable testId="survey-report-table" rows={report.data.rows} rowKey={(r) => `${r.question ?? ''}|${r.answer}`} columns={[
        { key: 'question', label: t('survey.question'), render: (r) => r.question ?? '—' },
        { key: 'answer', label: t('survey.answer'), render: (r) => r.answer },
        { key: 'count', label: t('survey.count'), render: (r) => r.count ?? '—' },
        { key: 'percent', label: t('survey.percent'), render: (r) => (r.percent === null ? '—' : `%${r.percent}`) },
      ]} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedbackRow } from '@/contracts/performance/cards';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchFeedback, PERF_KEY, useBaseScoreForm, usePeriodChoices, useTrainings } from '../api/performance';
import { formatDay, TextInput } from '../components/bits';

const FILTERS = ['performance_period_id', 'full_name', 'security_project_id', 'interviewer_full_name', 'keyword', 'performance_training_id'];

/**
 * /performance-interviewer-feedback-list (Apron's own route, docs/decisions/performance.md): the
 * interviewer feedback written on the cards, with who wrote it, when, and the card's trainings;
 * HR filters by period, person, project, writer, words and training.
 */
export default function FeedbackListPage() {
  const { t } = useTranslation('performance');
  const periods = (usePeriodChoices().data?.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const projects = (useBaseScoreForm().data?.data.security_projects ?? []).map((p) => ({ value: p.id, label: p.name }));
  const trainings = (useTrainings(true).data?.data ?? []).map((r) => ({ value: r.id, label: r.label }));
  const columns: Column<FeedbackRow>[] = [
    {
      key: 'full_name', label: t('fields.full_name'), render: (r) => (
        <Link to={`/performance-period-list/${r.performance_period_id}/performance-card-list/${r.card_id}`} data-testid={`feedback-card-${r.card_id}`}>{r.full_name}</Link>
      ),
    },
    { key: 'period', label: t('fields.period'), priority: 2, render: (r) => r.period_name },
    { key: 'project', label: t('fields.project'), priority: 3, render: (r) => r.security_project_name ?? '—' },
    { key: 'feedback', label: t('fields.feedback'), render: (r) => <span className="perf-feedback-text" data-testid={`feedback-text-${r.card_id}`}>{r.interviewer_feedback}</span> },
    {
      key: 'writer', label: t('feedback.writer'), priority: 2,
      render: (r) => (r.interviewer_full_name ? `${r.interviewer_full_name}${r.by_interviewer ? ` (${t('feedback.interviewer')})` : ''}` : '—'),
    },
    { key: 'written_at', label: t('fields.date'), priority: 2, render: (r) => formatDay(r.written_at) },
    { key: 'trainings', label: t('trainings'), priority: 3, render: (r) => (r.trainings.length ? r.trainings.map((x) => x.name).join(', ') : '—') },
  ];
  const label = (list: { value: number; label: string }[]) => (v: string) => list.find((x) => String(x.value) === v)?.label;
  return (
    <Page title={t('feedback.title')}>
      <PagedList testId="feedback-list" queryKey={[...PERF_KEY, 'feedback']} fetch={fetchFeedback} columns={columns} rowKey={(r) => r.card_id} emptyMessage={t('feedback.empty')}
        filters={FILTERS}
        filterLabels={{
          performance_period_id: t('fields.period'), full_name: t('fields.full_name'), security_project_id: t('fields.project'),
          interviewer_full_name: t('feedback.writer'), keyword: t('feedback.keyword'), performance_training_id: t('trainings'),
        }}
        describeFilter={(k, v) => (k === 'performance_period_id' ? label(periods)(v) : k === 'security_project_id' ? label(projects)(v) : k === 'performance_training_id' ? label(trainings)(v) : null)}
        renderFilters={(p, set) => (<>
          <SelectInput label={t('fields.period')} value={p.filters.performance_period_id} options={periods} emptyOption={t('all')} onChange={(v) => set({ performance_period_id: v || undefined })} testId="feedback-period" />
          <TextInput label={t('fields.full_name')} value={p.filters.full_name ?? ''} onChange={(v) => set({ full_name: v || undefined })} testId="feedback-full-name" />
          <SelectInput label={t('fields.project')} value={p.filters.security_project_id} options={projects} emptyOption={t('all')} onChange={(v) => set({ security_project_id: v || undefined })} testId="feedback-project" />
          <TextInput label={t('feedback.writer')} value={p.filters.interviewer_full_name ?? ''} onChange={(v) => set({ interviewer_full_name: v || undefined })} testId="feedback-writer" />
          <TextInput label={t('feedback.keyword')} value={p.filters.keyword ?? ''} onChange={(v) => set({ keyword: v || undefined })} testId="feedback-keyword" />
          <SelectInput label={t('trainings')} value={p.filters.performance_training_id} options={trainings} emptyOption={t('all')} onChange={(v) => set({ performance_training_id: v || undefined })} testId="feedback-training" />
        </>)} />
    </Page>
  );
}

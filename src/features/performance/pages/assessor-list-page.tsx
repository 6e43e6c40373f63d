import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CardListRow } from '@/contracts/performance/cards';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { fetchAssessorCards, PERF_KEY, usePeriodChoices } from '../api/performance';
import { RatingText, TextInput } from '../components/bits';

/** /performance-period-list/personal-performance-card-list: the cards the signed-in assessor evaluates. */
export default function AssessorListPage() {
  const { t } = useTranslation('performance');
  const periods = (usePeriodChoices().data?.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const columns: Column<CardListRow>[] = [
    { key: 'full_name', label: t('fields.full_name'), sort: 'full_name', render: (c) => <Link to={`/performance-period-list/personal-performance-card-list/${c.id}`} data-testid={`vote-card-${c.id}`}>{c.full_name}</Link> },
    { key: 'period', label: t('fields.period'), priority: 2, render: (c) => c.period_name },
    { key: 'project', label: t('fields.project'), priority: 2, render: (c) => c.security_project_name ?? '—' },
    { key: 'voted', label: t('fields.voted'), render: (c) => (c.voted ? t('yes') : t('no')) },
    { key: 'score', label: t('fields.score'), render: (c) => c.score ?? '—' },
    { key: 'rating', label: t('fields.rating'), priority: 3, render: (c) => <RatingText rating={c.performance_rating} /> },
  ];
  return (
    <Page title={t('assessor.title')}>
      <PagedList testId="assessor-list" queryKey={[...PERF_KEY, 'assessor']} fetch={fetchAssessorCards} columns={columns} rowKey={(c) => c.id} emptyMessage={t('empty')}
        filters={['performance_period_id', 'full_name', 'security_project_id', 'assessor_full_name', 'role_id']}
        filterLabels={{ performance_period_id: t('fields.period'), full_name: t('fields.full_name') }}
        describeFilter={(k, v) => (k === 'performance_period_id' ? periods.find((p) => String(p.value) === v)?.label : null)}
        renderFilters={(p, set) => (<>
          <SelectInput label={t('fields.period')} value={p.filters.performance_period_id} options={periods} emptyOption={t('all')} onChange={(v) => set({ performance_period_id: v || undefined })} />
          <TextInput label={t('fields.full_name')} value={p.filters.full_name ?? ''} onChange={(v) => set({ full_name: v || undefined })} testId="assessor-filter-name" />
        </>)} />
    </Page>
  );
}

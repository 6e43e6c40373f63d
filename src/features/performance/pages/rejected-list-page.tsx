import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { CardListRow } from '@/contracts/performance/cards';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { C, downloadFile, fetchRejected, PERF_KEY, usePeriodChoices } from '../api/performance';

/** /rejected-performance-card-list: cards their owner objected to; Excel of the chosen (all when none chosen). */
export default function RejectedListPage() {
  const { t } = useTranslation('performance');
  const [search] = useSearchParams();
  const periods = (usePeriodChoices().data?.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const periodId = Number(search.get('performance_period_id')) || undefined;
  const [chosen, setChosen] = useState<CardListRow[]>([]);
  const columns: Column<CardListRow>[] = [
    { key: 'full_name', label: t('fields.full_name'), render: (c) => <Link to={`/rejected-performance-card-list/${c.id}`} data-testid={`rejected-${c.id}`}>{c.full_name}</Link> },
    { key: 'period', label: t('fields.period'), priority: 2, render: (c) => c.period_name },
    { key: 'score', label: t('fields.score'), render: (c) => c.score ?? '—' },
    { key: 'decision', label: t('fields.decision'), render: (c) => (c.objection_decision ? t(`decision.${c.objection_decision}`) : t('decision.pending')) },
  ];
  return (
    <Page title={t('rejected.title')} toolbar={periodId ? (
      <IonButton fill="clear" data-testid="rejected-excel" onClick={() => void downloadFile(C.downloadRejectedExcel, { query: { performance_period_id: periodId, performance_card_ids: chosen.map((c) => c.id) } }, 'itiraz-edilen-kartlar.xlsx')}>{t('excel')}</IonButton>
    ) : undefined}>
      <PagedList testId="rejected-list" queryKey={[...PERF_KEY, 'rejected']} fetch={fetchRejected} columns={columns} rowKey={(c) => c.id} emptyMessage={t('empty')}
        selection={{ isSelected: (c) => chosen.some((x) => x.id === c.id), onToggle: (c, on) => setChosen(on ? [...chosen, c] : chosen.filter((x) => x.id !== c.id)), label: (c) => c.full_name }}
        filters={['performance_period_id']} filterLabels={{ performance_period_id: t('fields.period') }}
        describeFilter={(_k, v) => periods.find((p) => String(p.value) === v)?.label}
        renderFilters={(p, set) => <SelectInput label={t('fields.period')} value={p.filters.performance_period_id} options={periods} emptyOption={t('all')} onChange={(v) => set({ performance_period_id: v || undefined })} testId="rejected-period" />} />
    </Page>
  );
}

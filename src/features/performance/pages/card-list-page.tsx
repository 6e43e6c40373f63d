import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RATINGS } from '@/contracts/performance/card-formula';
import type { CardListRow } from '@/contracts/performance/cards';
import { SelectInput } from '@/lib/forms/components/select-input';
import { DataTable } from '@/lib/list/data-table';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { C, call, fetchCards, PERF_KEY, useBaseScoreForm, useCalibration, usePerfMutation, usePeriod } from '../api/performance';
import { ActionButton, RatingText, Section, TextInput } from '../components/bits';
import { pauseCircleOutline, playCircleOutline, refreshOutline, trashOutline } from 'ionicons/icons';

const FILTERS = ['full_name', 'national_id_number', 'security_project_id', 'assessor_full_name', 'role_group_id', 'performance_rating', 'with_deleted'];

/** HR card list of a period (filters of spec 3 §2), activate/deactivate, delete/restore, manual add, calibration. */
export default function CardListPage() {
  const { t } = useTranslation('performance');
  const id = Number(useParams<{ performancePeriodId: string }>().performancePeriodId);
  const can = useSession().can;
  const confirm = useConfirm();
  const period = usePeriod(id);
  const projects = (useBaseScoreForm().data?.data.security_projects ?? []).map((p) => ({ value: p.id, label: p.name }));
  const [calibrating, setCalibrating] = useState(false);
  const [adding, setAdding] = useState(false);
  const active = usePerfMutation((c: CardListRow) => call(C.setCardActive, { params: { id, cardId: c.id }, body: { is_active: !c.is_active } }));
  const del = usePerfMutation((c: CardListRow) => call(c.deleted ? C.restoreCard : C.deleteCard, { params: { id, cardId: c.id } }));
  const columns: Column<CardListRow>[] = [
    { key: 'full_name', label: t('fields.full_name'), sort: 'full_name', render: (c) => <Link to={`/performance-period-list/${id}/performance-card-list/${c.id}`} data-testid={`card-${c.id}`}>{c.full_name}</Link> },
    { key: 'national_id_number', label: t('fields.national_id_number'), priority: 2, render: (c) => c.national_id_number },
    { key: 'project', label: t('fields.project'), priority: 2, render: (c) => c.security_project_name ?? '—' },
    { key: 'assessor', label: t('fields.assessor'), priority: 3, render: (c) => c.assessor_full_name ?? '—' },
    { key: 'score', label: t('fields.score'), sort: 'score', render: (c) => c.score ?? '—' },
    { key: 'rating', label: t('fields.rating'), render: (c) => <RatingText rating={c.performance_rating} /> },
    {
      key: 'actions', label: '', render: (c) => (
        <div className="perf-actions">
          {can('edit-performance-periods') && <ActionButton icon={c.is_active ? pauseCircleOutline : playCircleOutline} label={c.is_active ? t('deactivate') : t('activate')}
            onClick={async () => toasts.success(String((await active.mutateAsync(c)).helper_data.message ?? ''))} />}
          {can('delete-performance-periods') && <ActionButton icon={c.deleted ? refreshOutline : trashOutline} color={c.deleted ? undefined : 'danger'} label={c.deleted ? t('restore') : t('delete')}
            onClick={async () => { if (await confirm({ message: c.deleted ? t('confirmRestore') : t('confirmDelete'), destructive: !c.deleted })) toasts.success((await del.mutateAsync(c)).data.message); }} />}
        </div>
      ),
    },
  ];
  return (
    <Page title={`${t('cards.title')}${period.data ? ` — ${period.data.data.name}` : ''}`} backHref="/performance-period-list"
      toolbar={<>
        <IonButton fill="clear" onClick={() => setCalibrating(true)} data-testid="calibration-open">{t('calibration.title')}</IonButton>
        {can('edit-performance-periods') && <IonButton fill="clear" onClick={() => setAdding(true)} data-testid="manual-add-open">{t('manualAdd')}</IonButton>}
      </>}>
      <PagedList testId="card-list" queryKey={[...PERF_KEY, 'cards', id]} fetch={fetchCards(id)} columns={columns} rowKey={(c) => c.id} emptyMessage={t('empty')}
        filters={FILTERS} filterLabels={{ full_name: t('fields.full_name'), national_id_number: t('fields.national_id_number'), security_project_id: t('fields.project'), assessor_full_name: t('fields.assessor'), role_group_id: t('fields.role_group'), performance_rating: t('fields.rating') }}
        describeFilter={(k, v) => (k === 'security_project_id' ? projects.find((p) => String(p.value) === v)?.label : k === 'performance_rating' ? t(`rating.${v}`) : null)}
        renderFilters={(p, set) => (<>
          <TextInput label={t('fields.full_name')} value={p.filters.full_name ?? ''} onChange={(v) => set({ full_name: v || undefined })} testId="filter-full-name" />
          <TextInput label={t('fields.national_id_number')} value={p.filters.national_id_number ?? ''} onChange={(v) => set({ national_id_number: v || undefined })} testId="filter-national-id" />
          <SelectInput label={t('fields.project')} value={p.filters.security_project_id} options={projects} emptyOption={t('all')} onChange={(v) => set({ security_project_id: v || undefined })} />
          <TextInput label={t('fields.assessor')} value={p.filters.assessor_full_name ?? ''} onChange={(v) => set({ assessor_full_name: v || undefined })} testId="filter-assessor" />
          <TextInput label={t('fields.role_group')} type="number" value={p.filters.role_group_id ?? ''} onChange={(v) => set({ role_group_id: v || undefined })} testId="filter-role-group" />
          <SelectInput label={t('fields.rating')} value={p.filters.performance_rating} options={RATINGS.map((r) => ({ value: r, label: t(`rating.${r}`) }))} emptyOption={t('all')} onChange={(v) => set({ performance_rating: v || undefined })} testId="filter-rating" />
        </>)} />
      {calibrating && <CalibrationDialog id={id} onClose={() => setCalibrating(false)} />}
      {adding && <ManualAddDialog periodId={id} onClose={() => setAdding(false)} />}
    </Page>
  );
}

/** Beyond the spec: ratings per assessor and per project, so an assessor who rates everyone 100 shows. */
function CalibrationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const q = useCalibration(id, true);
  type R = { key: string; total: number; average: number | null; high: number; standard: number; substandard: number; low: number };
  const table = (rows: R[]) => <DataTable rows={rows} rowKey={(r) => r.key} columns={[
    { key: 'key', label: '', render: (r) => r.key }, { key: 'total', label: t('calibration.total'), render: (r) => r.total },
    { key: 'average', label: t('calibration.average'), render: (r) => r.average ?? '—' },
    ...(['high', 'standard', 'substandard', 'low'] as const).map((k) => ({ key: k, label: t(`rating.${k}`), priority: 2 as const, render: (r: R) => r[k] })),
  ]} />;
  return (
    <Dialog open title={t('calibration.title')} closeText={t('close')} onClose={onClose} testId="calibration-dialog">
      {q.data && (<>
        <Section title={t('calibration.byAssessor')}>{table(q.data.data.by_assessor)}</Section>
        <Section title={t('calibration.byProject')}>{table(q.data.data.by_project)}</Section>
      </>)}
    </Dialog>
  );
}

function ManualAddDialog({ periodId, onClose }: { periodId: number; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ id: number; full_name: string; national_id_number: string }[]>([]);
  const add = usePerfMutation((employeeId: number) => call(C.manualAddEmployee, { body: { period_id: periodId, employee_id: employeeId } }));
  const search = async (v: string) => {
    setQ(v);
    // spec 3 §9: search from 3 characters
    if (v.trim().length >= 3) setFound((await call(C.searchManualEmployee, { query: { q: v.trim(), period_id: periodId } })).data);
  };
  return (
    <Dialog open title={t('manualAdd')} closeText={t('close')} onClose={onClose} testId="manual-add-dialog">
      <TextInput label={t('search')} value={q} onChange={(v) => void search(v)} testId="manual-add-search" />
      {found.map((e) => (
        <IonButton key={e.id} expand="block" fill="outline" onClick={async () => { toasts.success(String((await add.mutateAsync(e.id)).helper_data.message ?? '')); onClose(); }}>{e.full_name} ({e.national_id_number})</IonButton>
      ))}
    </Dialog>
  );
}

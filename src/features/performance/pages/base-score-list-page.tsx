import { IonButton } from '@ionic/react';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseScore, BaseScoreBody } from '@/contracts/performance/periods';
import { SelectInput } from '@/lib/forms/components/select-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { call, fetchBaseScores, P, PERF_KEY, useBaseScoreForm, usePerfMutation } from '../api/performance';
import { ActionButton, TextInput } from '../components/bits';

/** /performance-period-base-score-list: base scores per period and project (filters performance_period_id, security_project_id). */
export default function BaseScoreListPage() {
  const { t } = useTranslation('performance');
  const can = useSession().can;
  const confirm = useConfirm();
  const form = useBaseScoreForm();
  const [editing, setEditing] = useState<BaseScore | null | undefined>(undefined);
  const remove = usePerfMutation((id: number) => call(P.deleteBaseScore, { params: { id } }));
  const periods = (form.data?.data.periods ?? []).map((p) => ({ value: p.id, label: p.name }));
  const projects = (form.data?.data.security_projects ?? []).map((p) => ({ value: p.id, label: p.name }));
  const columns: Column<BaseScore>[] = [
    { key: 'period', label: t('fields.period'), priority: 2, render: (b) => b.period_name },
    { key: 'project', label: t('fields.project'), render: (b) => b.security_project_name ?? '—' },
    { key: 'score', label: t('fields.base_score'), priority: 3, render: (b) => b.base_score },
    {
      key: 'actions', label: '', render: (b) => (
        <div className="perf-actions">
          {can('edit-performance-periods') && <ActionButton icon={createOutline} label={t('edit')} onClick={() => setEditing(b)} />}
          {can('delete-performance-periods') && <ActionButton icon={trashOutline} color="danger" label={t('delete')}
            onClick={async () => { if (await confirm({ message: t('confirmDelete'), destructive: true })) toasts.success((await remove.mutateAsync(b.id)).data.message); }} />}
        </div>
      ),
    },
  ];
  return (
    <Page title={t('baseScores.title')} primary={can('create-performance-periods') ? { label: t('baseScores.create'), icon: addOutline, onClick: () => setEditing(null), testId: 'base-score-create' } : undefined}>
      <PagedList testId="base-score-list" queryKey={[...PERF_KEY, 'base-scores']} fetch={fetchBaseScores} columns={columns} rowKey={(b) => b.id} emptyMessage={t('empty')}
        filters={['performance_period_id', 'security_project_id']} filterLabels={{ performance_period_id: t('fields.period'), security_project_id: t('fields.project') }}
        describeFilter={(k, v) => (k === 'performance_period_id' ? periods : projects).find((o) => String(o.value) === v)?.label}
        renderFilters={(p, set) => (<>
          <SelectInput label={t('fields.period')} value={p.filters.performance_period_id} options={periods} emptyOption={t('all')} onChange={(v) => set({ performance_period_id: v || undefined })} />
          <SelectInput label={t('fields.project')} value={p.filters.security_project_id} options={projects} emptyOption={t('all')} onChange={(v) => set({ security_project_id: v || undefined })} />
        </>)} />
      {editing !== undefined && <BaseScoreDialog item={editing} periods={periods} projects={projects} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}

function BaseScoreDialog({ item, periods, projects, onClose }: { item: BaseScore | null; periods: { value: number; label: string }[]; projects: { value: number; label: string }[]; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const [body, setBody] = useState({ performance_period_id: String(item?.performance_period_id ?? ''), security_project_id: String(item?.security_project_id ?? ''), base_score: String(item?.base_score ?? '') });
  const save = usePerfMutation((b: BaseScoreBody) => (item ? call(P.updateBaseScore, { params: { id: item.id }, body: b }) : call(P.createBaseScore, { body: b })));
  const submit = async () => {
    const res = await save.mutateAsync({ performance_period_id: body.performance_period_id, security_project_id: body.security_project_id, base_score: body.base_score } as unknown as BaseScoreBody);
    toasts.success(String(res.helper_data.message ?? ''));
    onClose();
  };
  return (
    <Dialog open title={item ? t('baseScores.edit') : t('baseScores.create')} closeText={t('close')} onClose={onClose} testId="base-score-dialog">
      <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <SelectInput label={t('fields.period')} value={body.performance_period_id} options={periods} emptyOption={t('choose')} onChange={(v) => setBody({ ...body, performance_period_id: v })} testId="base-score-period" />
        <SelectInput label={t('fields.project')} value={body.security_project_id} options={projects} emptyOption={t('choose')} onChange={(v) => setBody({ ...body, security_project_id: v })} testId="base-score-project" />
        <TextInput label={t('fields.base_score')} type="number" value={body.base_score} onChange={(base_score) => setBody({ ...body, base_score })} testId="base-score-value" />
        <FormActions><IonButton type="submit" disabled={save.isPending} data-testid="base-score-save">{t('save')}</IonButton></FormActions>
      </form>
    </Dialog>
  );
}

import { IonButton } from '@ionic/react';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraPoint, ExtraPointBody } from '@/contracts/performance/periods';
import { FormActions } from '@/lib/forms/components/form-actions';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { call, fetchExtraPoints, P, PERF_KEY, usePerfMutation } from '../api/performance';
import { ActionButton, TextInput } from '../components/bits';

/** /performance-extra-point-list: extra points (filter: point). */
export default function ExtraPointListPage() {
  const { t } = useTranslation('performance');
  const can = useSession().can;
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ExtraPoint | null | undefined>(undefined);
  const remove = usePerfMutation((id: number) => call(P.deleteExtraPoint, { params: { id } }));
  const columns: Column<ExtraPoint>[] = [
    { key: 'name', label: t('fields.name'), render: (e) => e.name },
    { key: 'point', label: t('fields.point'), render: (e) => e.point },
    {
      key: 'actions', label: '', render: (e) => (
        <div className="perf-actions">
          {can('edit-performance-periods') && <ActionButton icon={createOutline} label={t('edit')} onClick={() => setEditing(e)} />}
          {can('delete-performance-periods') && <ActionButton icon={trashOutline} color="danger" label={t('delete')}
            onClick={async () => { if (await confirm({ message: t('confirmDelete'), destructive: true })) toasts.success((await remove.mutateAsync(e.id)).data.message); }} />}
        </div>
      ),
    },
  ];
  return (
    <Page title={t('extraPoints.title')} primary={can('create-performance-periods') ? { label: t('extraPoints.create'), icon: addOutline, onClick: () => setEditing(null), testId: 'extra-point-create' } : undefined}>
      <PagedList testId="extra-point-list" queryKey={[...PERF_KEY, 'extra-points']} fetch={fetchExtraPoints} columns={columns} rowKey={(e) => e.id} emptyMessage={t('empty')}
        filters={['point']} filterLabels={{ point: t('fields.point') }}
        renderFilters={(p, set) => <TextInput label={t('fields.point')} type="number" value={p.filters.point ?? ''} onChange={(v) => set({ point: v || undefined })} testId="extra-point-filter" />} />
      {editing !== undefined && <ExtraPointDialog item={editing} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}

function ExtraPointDialog({ item, onClose }: { item: ExtraPoint | null; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const [name, setName] = useState(item?.name ?? '');
  const [point, setPoint] = useState(String(item?.point ?? ''));
  const save = usePerfMutation((b: ExtraPointBody) => (item ? call(P.updateExtraPoint, { params: { id: item.id }, body: b }) : call(P.createExtraPoint, { body: b })));
  const submit = async () => {
    toasts.success(String((await save.mutateAsync({ name, point: point as unknown as number })).helper_data.message ?? ''));
    onClose();
  };
  return (
    <Dialog open title={item ? t('extraPoints.edit') : t('extraPoints.create')} closeText={t('close')} onClose={onClose} testId="extra-point-dialog">
      <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <TextInput label={t('fields.name')} value={name} onChange={setName} testId="extra-point-name" />
        <TextInput label={t('fields.point')} type="number" value={point} onChange={setPoint} testId="extra-point-value" />
        <FormActions><IonButton type="submit" disabled={save.isPending} data-testid="extra-point-save">{t('save')}</IonButton></FormActions>
      </form>
    </Dialog>
  );
}

import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import type { RewardPenaltyType } from '@/contracts/employees/reward-penalty';
import { ApiError } from '@/lib/api/client';
import { PagedList } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { RP_TYPES_KEY, fetchRewardPenaltyTypes, useRewardPenaltyTypeMutations } from '../api/reward-penalty-types';
import { RewardPenaltyTypeDialog } from '../components/reward-penalty-type-dialog';

/** /employee-reward-penalty-type/list [page] (spec 1 §2): types with their reasons and codes. */
export default function RewardPenaltyTypeListPage() {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const { remove } = useRewardPenaltyTypeMutations();
  const [editing, setEditing] = useState<RewardPenaltyType | null | undefined>(undefined);
  const onDelete = async (r: RewardPenaltyType) => {
    if (!(await confirm({ message: t('reasons.confirmDelete', { name: r.name }), destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: r.id, typeId: r.id });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      toasts.show({ kind: 'error', message: M.typeDeleteFailed });
    }
  };
  return (
    <Page title={t('rpTypes.title')} primary={{ label: t('rpTypes.create'), icon: addOutline, onClick: () => setEditing(null), testId: 'rp-type-create' }}>
      <PagedList
        testId="rp-type-list" queryKey={RP_TYPES_KEY} fetch={fetchRewardPenaltyTypes} rowKey={(r) => r.id} emptyMessage={t('reasons.empty')}
        columns={[
          { key: 'name', label: t('rpTypes.name'), render: (r) => r.name },
          { key: 'kind', label: t('rpTypes.kind'), render: (r) => t(`rpTypes.${r.type}`) },
          { key: 'perf', label: t('rpTypes.performanceType'), render: (r) => (r.performance_type.type === 're' ? t('rpTypes.report') : r.performance_type.type === 'd' ? t('rpTypes.absenteeism') : '') },
          { key: 'reasons', label: t('rpTypes.reasons'), render: (r) => r.reasons.map((x) => (x.code ? `${x.name} (${x.code})` : x.name)).join(', ') },
          {
            key: 'actions', label: '', render: (r) => (
              <span className="employees-actions">
                <IconButton icon={createOutline} label={t('reasons.edit')} onClick={() => setEditing(r)} />
                <IconButton icon={trashOutline} label={t('list.delete')} onClick={() => void onDelete(r)} danger />
              </span>
            ),
          },
        ]}
      />
      {editing !== undefined && <RewardPenaltyTypeDialog item={editing} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}

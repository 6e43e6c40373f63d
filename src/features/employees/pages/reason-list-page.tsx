import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonKind } from '@/contracts/employees/reference';
import { PagedList } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { REFERENCE_KEY, fetchReasons, useReasonMutations } from '../api/reference';

export const REASON_SCREENS: Record<ReasonKind, string> = { exit: '/exit-reason', reemploy: '/reemploy-reason' };

/** /exit-reason/list/{page} and /reemploy-reason/list/{page} (spec 1 §2): list with edit and delete. */
export default function ReasonListPage({ kind }: { kind: ReasonKind }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const { remove } = useReasonMutations(kind);
  const base = REASON_SCREENS[kind];
  const fetch = useMemo(() => fetchReasons(kind), [kind]);
  return (
    <Page title={t(`reasons.${kind}`)} primary={{ label: t('reasons.create'), icon: addOutline, href: `${base}/create`, testId: 'reason-create' }}>
      <PagedList
        testId="reason-list" queryKey={[...REFERENCE_KEY, kind]} fetch={fetch} rowKey={(r) => r.id} emptyMessage={t('reasons.empty')}
        columns={[
          { key: 'name', label: t('reasons.name'), render: (r) => r.name },
          { key: 'reset', label: t('reasons.sequence_yearly_reset'), render: (r) => (r.sequence_yearly_reset ? t('yes') : t('no')) },
          {
            key: 'actions', label: '', render: (r) => (
              <span className="employees-actions">
                <IconButton icon={createOutline} label={t('reasons.edit')} href={`${base}/${r.id}/edit`} />
                <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('reasons.confirmDelete', { name: r.name }), destructive: true })) remove.mutate(r.id); }} danger />
              </span>
            ),
          },
        ]}
      />
    </Page>
  );
}

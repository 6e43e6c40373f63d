import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline, downloadOutline, trashOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DRILL_SOURCE, type DrillAudit } from '@/contracts/drills';
import { startsWithGroup, type QueryFilter } from '@/contracts/query-filter';
import { saveBlob } from '@/lib/api/download';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { encodeFilter, QueryBuilder, useFilterStorage } from '@/lib/query-builder';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { useDrillFormData } from '../api/drill-refdata';
import { DRILLS_KEY, downloadDrills, fetchDrills, useDeleteDrill } from '../api/drills';
import { DrillBadge } from '../components/drill-badge';
import { drillFilterFields } from '../components/drill-filter-fields';
import { formatDay } from '../components/format';
import { PendingDrills } from '../components/pending-drills';

/** /drill/list [page, filterStorage]: the drills of the user's projects, filtered with the query builder. */
export default function DrillListPage() {
  const { t } = useTranslation('drills');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const userId = useSession().data.user.id;
  const refs = useDrillFormData(userId);
  const fields = useMemo(() => drillFilterFields(t, refs.data), [t, refs.data]);
  const [filter, setFilter] = useFilterStorage('drills', (): QueryFilter => ({ groups: [startsWithGroup(DRILL_SOURCE, [fields[0]!])] }));
  const [draft, setDraft] = useState<QueryFilter>(filter);
  const fetch = useMemo(() => fetchDrills(filter), [filter]);
  const remove = useDeleteDrill();

  const onExport = async () => {
    const result = await downloadDrills(filter);
    if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'Tatbikatlar.xlsx');
    else toasts.showAll(result.toasts);
  };
  const onDelete = async (d: DrillAudit) => {
    if (!(await confirm({ header: t('list.deleteHeader'), message: t('list.deleteMessage', { person: d.drill_personal.full_name, date: formatDay(d.drill_date) }), destructive: true }))) return;
    const answer = await remove.mutateAsync(d.id);
    toasts.success(answer.message);
  };

  const columns: Column<DrillAudit>[] = [
    { key: 'drill_date', label: t('fields.drill_date'), sort: 'drill_date', render: (d) => formatDay(d.drill_date) },
    { key: 'code', label: t('fields.drill_code_id'), sort: 'drill_code', render: (d) => d.drill_code.code },
    { key: 'project', label: t('fields.security_project_id'), sort: 'security_project', render: (d) => d.security_project.short_code },
    { key: 'person', label: t('fields.drill_personal_position_id'), render: (d) => <>{d.drill_personal.full_name}<div className="drill-note">{d.status}</div></> },
    { key: 'creator', label: t('fields.drill_creator_position_id'), render: (d) => d.drill_creator.full_name },
    {
      key: 'result', label: t('fields.drill_result'),
      render: (d) => (d.drill_result ? <DrillBadge state={d.drill_result} /> : <DrillBadge state={d.stage} testId={`drill-stage-${d.id}`} />),
    },
    {
      key: 'retest', label: t('list.retest'), sort: 'retest_drill_date',
      render: (d) => (d.retest_drill_date || d.retest_drill_creator
        ? <>{formatDay(d.retest_drill_date)}{d.retest_drill_result && <> <DrillBadge state={d.retest_drill_result} /></>}<div className="drill-note">{d.retest_drill_creator?.full_name}</div></>
        : '—'),
    },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/drill/edit/${d.id}`} testId={`drill-edit-${d.id}`} />
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(d)} danger testId={`drill-delete-${d.id}`} />
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('list.title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/drill/store'), testId: 'drill-create' }}
      toolbar={
        <IonButton onClick={() => void onExport()} data-testid="drills-export">
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
          {t('actions.downloadExcel')}
        </IonButton>
      }
    >
      <PendingDrills userId={userId} />
      <QueryBuilder sourceType={DRILL_SOURCE} fields={fields} value={draft} onChange={setDraft} onSubmit={setFilter} testId="drills-filter" />
      <PagedList
        testId="drills-list"
        queryKey={[...DRILLS_KEY, 'search', encodeFilter(filter)]}
        fetch={fetch}
        columns={columns}
        rowKey={(d) => d.id}
        emptyMessage={t('list.empty')}
      />
    </Page>
  );
}

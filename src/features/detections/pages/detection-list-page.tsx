import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, createOutline, downloadOutline, eyeOutline, trashOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DETECTION_REGISTER_DEFS, detectionFilterNames, type DetectionRegister } from '@/contracts/detections';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { readListParams } from '@/lib/list/list-params';
import { onOutboxChange } from '@/lib/outbox/changes';
import { RoleDisplay } from '@/lib/people/role-display';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { detectionsKey, exportDetections, useDeleteDetection } from '../api/detections';
import { useDetectionFormData } from '../api/form-data';
import { fetchWithPending } from '../api/list-with-pending';
import { DetectionFilters } from '../components/detection-filters';
import { formatDateTime } from '../components/format';
import { PendingState } from '../components/pending-state';
import { editPathOf } from '../offline/detection-kind';
import type { DetectionRow, PendingLookup } from '../offline/pending-detections';
import { DETECTION_SCREENS } from '../screens';
import '../components/detections.css';

/** A register's list (spec 3 §2: /prohibited-form-list, /suspicious-form-list, /imposter-document-detection-list) with every filter. */
export default function DetectionListPage({ register }: { register: DetectionRegister }) {
  const { t } = useTranslation('detections');
  const navigate = useNavigate();
  const client = useQueryClient();
  const confirm = useConfirm();
  const session = useSession();
  const userId = session.data.user.id;
  const def = DETECTION_REGISTER_DEFS[register];
  const screens = DETECTION_SCREENS[register];
  const filterNames = detectionFilterNames(def);
  const [search] = useSearchParams();
  const formData = useDetectionFormData(register);
  const remove = useDeleteDetection(register);

  const reporterName = session.data.user.profile.full_name;
  const lookup = useMemo<PendingLookup>(() => ({
    items: new Map((formData.data?.items ?? []).map((i) => [i.id, i.name])),
    members: new Map((formData.data?.members ?? []).map((m) => [m.id, m])),
    projects: new Map((formData.data?.projects ?? []).map((p) => [p.id, p.name])),
    reporter: { user_id: userId, full_name: reporterName },
  }), [formData.data, userId, reporterName]);
  const fetch = useMemo(() => fetchWithPending(register, userId, lookup), [register, userId, lookup]);

  // The outbox changed (saved, sent, refused, discarded): the pending rows are read again.
  useEffect(() => onOutboxChange(() => void client.invalidateQueries({ queryKey: detectionsKey(register) })), [client, register]);

  const onDelete = async (row: DetectionRow) => {
    if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { item: row.item.name }), confirmText: t('actions.delete'), destructive: true }))) return;
    remove.mutate(row.id, { onSuccess: (result) => toasts.success(result.message) });
  };
  const onExport = () => {
    const params = readListParams(search, { filters: filterNames });
    void exportDetections(register, params);
  };

  const columns: Column<DetectionRow>[] = [
    { key: 'detected_at', label: t('fields.detected_at'), sort: 'detected_at', render: (r) => formatDateTime(r.detected_at) },
    { key: 'item', label: t(`registers.${register}.item`), render: (r) => r.item.name },
    ...(def.flightNumber ? [{ key: 'flight_number', label: t('fields.flight_number'), sort: 'flight_number', render: (r: DetectionRow) => r.flight_number ?? '—' }] : []),
    {
      key: 'detecter',
      label: t('fields.detecter'),
      render: (r) => (
        <>
          <div>{r.detecter.full_name}</div>
          <small><RoleDisplay value={r.detecter.role_display} /></small>
        </>
      ),
    },
    { key: 'project', label: t('fields.detecter_project_id'), render: (r) => r.detecter_project.name },
    { key: 'description', label: t('fields.description'), render: (r) => <span className="detection-description">{r.description}</span> },
    { key: 'reporter', label: t('fields.reporter_name'), render: (r) => r.reporter.full_name },
    {
      key: 'created_at',
      label: t('fields.created_at'),
      sort: 'created_at',
      render: (r) => (r.pending ? <PendingState pending={r.pending} testId={`detection-state-${r.uuid}`} /> : formatDateTime(r.created_at)),
    },
    { key: 'files', label: t('fields.files'), render: (r) => r.files_count },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          {r.pending?.state === 'needs-attention' ? (
            <IconButton icon={createOutline} label={t('actions.fixOnDevice')} href={editPathOf(register, r.pending.outboxId)} testId={`detection-fix-${r.uuid}`} />
          ) : r.pending ? null : (
            <>
              <IconButton icon={r.can_change ? createOutline : eyeOutline} label={r.can_change ? t('actions.edit') : t('actions.open')} href={`${screens.store}/${r.id}`} testId={`detection-open-${r.id}`} />
              {r.can_change && (
                <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(r)} danger testId={`detection-delete-${r.id}`} />
              )}
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t(`registers.${register}.title`)}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate(screens.store), testId: 'detection-create' }}
      toolbar={
        <IonButton onClick={onExport} data-testid="detections-export">
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
          {t('actions.export')}
        </IonButton>
      }
    >
      <PagedList
        testId="detections-list"
        worksOffline
        queryKey={[...detectionsKey(register), 'list', userId, formData.dataUpdatedAt]}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.uuid}
        filters={filterNames}
        emptyMessage={t('list.empty')}
        renderFilters={(params, setFilters) => <DetectionFilters register={register} filters={params.filters} setFilters={setFilters} formData={formData.data} />}
      />
    </Page>
  );
}

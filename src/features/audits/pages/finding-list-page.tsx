import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AUDIT_MESSAGES, type AuditFamily } from '@/contracts/audits/families';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { Empty, Loading } from '@/lib/ui/states';
import { viewActions } from '../api/audits';
import { fetchFindingRows, type FindingRow } from '../api/findings';
import { lookupsStamp } from '../api/form-data';
import { useDeleteRecord, useLookups, useViewer } from '../api/hooks';
import { AUDITS_KEY, useOutboxRefresh } from '../api/shared';
import { AuditSummary } from '../components/audit-summary';
import { DeviceThumbnails } from '../components/device-thumbnails';
import { NotOnDevice } from '../components/not-on-device';
import { deleteFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { auditScreens } from '../screens';
import { useFindingParent } from './use-finding-parent';
import { recordSummary } from '../model/summary';

/**
 * Findings of an audit project (ggh …/finding, k9 …/findings) or of a uog audit. Without
 * view-uog-audit-findings the uog list is not loaded and a notice says why (spec 2 §5).
 */
export default function FindingListPage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const viewer = useViewer();
  const lookups = useLookups(family);
  const remove = useDeleteRecord();
  const screens = auditScreens(family);
  const f = useFindingParent(family);
  useOutboxRefresh();
  const parent = f.parent;
  const fetch = useMemo(() => (p: ListParams) => fetchFindingRows(parent!, p, lookups), [parent, lookups]);
  const canEdit = parent ? viewActions(parent.audit, viewer).edit_findings : false;
  const projectName = f.project.data?.values.security_project_id ? lookups.projects.get(f.project.data.values.security_project_id)?.name : undefined;

  const onDelete = async (row: FindingRow) => {
    if (!parent || !(await confirm({ header: t('finding.deleteHeader'), message: t('finding.deleteMessage'), destructive: true }))) return;
    try {
      const outcome = await remove.mutateAsync({
        ref: { family, entity: 'finding', auditKey: parent.audit.key, ...(parent.projectKey ? { projectKey: parent.projectKey } : {}), key: row.key },
        summary: recordSummary(t, 'finding', 'delete', { family, code: parent.audit.values.audit_code, project: projectName, title: row.title || row.rating }),
        reason: t('device.dropReason'),
      });
      deleteFeedback(outcome, t, AUDIT_MESSAGES.findingDeleted);
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const columns: Column<FindingRow>[] = [
    ...(family === 'uog' ? [{ key: 'times', label: t('fields.finding_times'), render: (r: FindingRow) => r.times }] : []),
    { key: 'rating', label: t('fields.finding_rating_id'), render: (r) => r.rating },
    ...(family !== 'uog' ? [{ key: 'title', label: t('fields.finding_title'), render: (r: FindingRow) => r.title }] : []),
    { key: 'personnel', label: t('fields.finding_positions'), render: (r) => r.personnel },
    {
      key: 'photos',
      label: t('fields.photos'),
      render: (r) => (
        <>
          <span data-testid={`finding-row-photos-${r.key}`}>{r.photos}</span>
          <DeviceThumbnails photos={r.devicePhotos} />
        </>
      ),
    },
    { key: 'state', label: '', render: (r) => <StateBadges pending={r.pending} testId={`finding-row-state-${r.key}`} /> },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={screens.findingStore(parent!.audit.key, parent!.projectKey, r.key)} testId={`finding-open-${r.key}`} />
          {canEdit && (
            <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(r)} danger testId={`finding-delete-${r.key}`} />
          )}
        </div>
      ),
    },
  ];

  const back = family === 'uog' || !f.auditId ? screens.list : screens.projects(f.auditId);
  return (
    <Page
      title={projectName ? t('finding.listTitleOf', { name: projectName }) : t('finding.listTitle')}
      backHref={back}
      primary={canEdit && parent ? { label: t('actions.addFinding'), icon: addOutline, onClick: () => navigate(screens.findingStore(parent.audit.key, parent.projectKey)), testId: 'finding-create' } : undefined}
    >
      {!f.allowed ? (
        <Empty message={t('finding.notAllowed')} />
      ) : f.pending ? (
        <Loading />
      ) : f.error || !parent ? (
        <NotOnDevice error={f.error} onRetry={f.retry} />
      ) : (
        <>
          <AuditSummary family={family} view={parent.audit} lookups={lookups} />
          {f.project.data?.pending && <StateBadges pending={f.project.data.pending} testId="finding-list-project-state" />}
          <PagedList
            testId="finding-list"
            worksOffline
            defaultPerpage={50}
            queryKey={[...AUDITS_KEY, family, 'findings', parent.audit.key, parent.projectKey ?? null, Boolean(parent.audit.server), parent.projectOnServer ?? null, lookupsStamp(lookups)]}
            fetch={fetch}
            columns={columns}
            rowKey={(r) => r.key}
            emptyMessage={t('finding.empty')}
          />
        </>
      )}
    </Page>
  );
}

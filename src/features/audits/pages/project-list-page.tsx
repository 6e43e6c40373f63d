import { addOutline, createOutline, linkOutline, listOutline, trashOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AUDIT_MESSAGES, type ProjectFamily } from '@/contracts/audits/families';
import { useMediaUrlDialog } from '@/lib/audits-media-url/use-media-url-dialog';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { viewActions } from '../api/audits';
import { lookupsStamp } from '../api/form-data';
import { useAuditView, useDeleteRecord, useLookups, useViewer } from '../api/hooks';
import { fetchProjectRows, type ProjectRow } from '../api/projects';
import { AUDITS_KEY, useOutboxRefresh } from '../api/shared';
import { AuditSummary } from '../components/audit-summary';
import { NotOnDevice } from '../components/not-on-device';
import { deleteFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { auditScreens } from '../screens';
import { recordSummary } from '../model/summary';

/** /{family}/audit/{auditId}/projects [page] (ggh, k9): the audit's projects with their findings counts. */
export default function ProjectListPage({ family }: { family: ProjectFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const viewer = useViewer();
  const lookups = useLookups(family);
  const remove = useDeleteRecord();
  const screens = auditScreens(family);
  const { auditId } = useParams();
  const audit = useAuditView(family, auditId);
  useOutboxRefresh();
  const view = audit.data;
  const fetch = useMemo(() => (p: ListParams) => fetchProjectRows(family, view!, p, lookups.projects), [family, view, lookups]);
  const canEdit = view ? viewActions(view, viewer).edit : false;
  const client = useQueryClient();
  // Spec 2 §7 GET/PUT /ggh/audit-project/media-url/{id}[/edit]: ggh projects on the server only.
  const media = useMediaUrlDialog('ggh', () => void client.invalidateQueries({ queryKey: AUDITS_KEY }));

  const onDelete = async (row: ProjectRow) => {
    if (!view || !(await confirm({ header: t('project.deleteHeader'), message: t('project.deleteMessage', { name: row.security_project }), destructive: true }))) return;
    try {
      const outcome = await remove.mutateAsync({
        ref: { family, entity: 'project', auditKey: view.key, projectKey: row.key, key: row.key },
        summary: recordSummary(t, 'project', 'delete', { family, code: view.values.audit_code, project: row.security_project }),
        reason: t('device.dropReason'),
      });
      deleteFeedback(outcome, t, AUDIT_MESSAGES.projectDeleted);
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const columns: Column<ProjectRow>[] = [
    {
      key: 'security_project',
      label: t('fields.security_project_id'),
      render: (r) => (
        <>
          <div>{r.security_project}</div>
          {r.media_url && <div className="audit-note audit-url">{r.media_url}</div>}
        </>
      ),
    },
    { key: 'started_at', label: t('fields.finding_times'), sort: 'started_at', render: (r) => `${r.started_at}–${r.ended_at}` },
    { key: 'findings_count', label: t('fields.findings_count'), render: (r) => <span data-testid={`project-row-findings-${r.key}`}>{r.findings_count}</span> },
    { key: 'state', label: '', render: (r) => <StateBadges pending={r.pending} testId={`project-row-state-${r.key}`} /> },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          <IconButton icon={listOutline} label={t('actions.findingsShort')} href={screens.findings(view!.key, r.key)} testId={`project-findings-${r.key}`} />
          {family === 'ggh' && r.id !== null && (
            <IconButton icon={linkOutline} label={t('actions.mediaUrl')} onClick={() => media.open(r.id!, r.security_project)} testId={`project-media-url-${r.key}`} />
          )}
          <IconButton icon={createOutline} label={t('actions.edit')} href={screens.projectStore(view!.key, r.key)} testId={`project-open-${r.key}`} />
          {canEdit && (
            <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(r)} danger testId={`project-delete-${r.key}`} />
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('project.listTitle', { family: family.toUpperCase() })}
      backHref={screens.list}
      primary={canEdit && view ? { label: t('actions.addProject'), icon: addOutline, onClick: () => navigate(screens.projectStore(view.key)), testId: 'project-create' } : undefined}
    >
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <NotOnDevice error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <AuditSummary family={family} view={view!} lookups={lookups} />
          <PagedList
            testId="project-list"
            worksOffline
            defaultPerpage={50}
            queryKey={[...AUDITS_KEY, family, 'projects', view!.key, Boolean(view!.server), lookupsStamp(lookups)]}
            fetch={fetch}
            columns={columns}
            rowKey={(r) => r.key}
            emptyMessage={t('project.empty')}
          />
          {media.dialog}
        </>
      )}
    </Page>
  );
}

import { addOutline, createOutline, listOutline, trashOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES, type AuditFamily } from '@/contracts/audits/families';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchAuditRows, type AuditRow } from '../api/audits';
import { lookupsStamp } from '../api/form-data';
import { useDeleteRecord, useLookups, useViewer } from '../api/hooks';
import { AUDITS_KEY, useOutboxRefresh } from '../api/shared';
import { formatDateTime } from '../components/format';
import { deleteFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { auditScreens } from '../screens';
import { recordSummary } from '../model/summary';

/** /{family}/audit/list [page]: the audits the position sees, those still on this device on top. */
export default function AuditListPage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const viewer = useViewer();
  const lookups = useLookups(family);
  const remove = useDeleteRecord();
  const screens = auditScreens(family);
  const hasProjects = AUDIT_FAMILY_CONFIG[family].hasProjects;
  useOutboxRefresh();
  const fetch = useMemo(() => (p: ListParams) => fetchAuditRows(family, p, lookups, viewer), [family, lookups, viewer]);

  const onDelete = async (row: AuditRow) => {
    if (!(await confirm({ header: t('audit.deleteHeader'), message: t('audit.deleteMessage'), destructive: true }))) return;
    try {
      const outcome = await remove.mutateAsync({
        ref: { family, entity: 'audit', auditKey: row.key, key: row.key },
        summary: recordSummary(t, 'audit', 'delete', { family, code: row.audit_code }),
        reason: t('device.dropReason'),
      });
      deleteFeedback(outcome, t, AUDIT_MESSAGES.deleted);
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const columns: Column<AuditRow>[] = [
    {
      key: 'audit_code',
      label: t('fields.audit_code'),
      sort: 'audit_code',
      render: (r) => (
        <>
          <div>{r.audit_code || '—'}</div>
          {r.notOnDevice && <div className="audit-note" data-testid={`audit-row-never-opened-${r.key}`}>{t('device.neverOpened')}</div>}
        </>
      ),
    },
    {
      key: 'started_at',
      label: t('fields.period'),
      sort: 'started_at',
      render: (r) => (
        <>
          <div>{formatDateTime(r.started_at)}</div>
          <div className="audit-note">{formatDateTime(r.ended_at)}</div>
        </>
      ),
    },
    { key: 'title', label: t('fields.title_id'), render: (r) => r.title },
    ...(family === 'uog' ? [{ key: 'flight_code', label: t('fields.flight_code_id'), render: (r: AuditRow) => r.flight_code }] : []),
    {
      key: 'projects',
      label: hasProjects ? t('fields.security_projects') : t('fields.security_project_id'),
      render: (r) => (
        <>
          <div>{r.security_projects}</div>
          {r.supervisor && <div className="audit-note">{r.supervisor}</div>}
        </>
      ),
    },
    { key: 'state', label: t('fields.state'), render: (r) => <StateBadges state={r.state} pending={r.pending} testId={`audit-row-state-${r.key}`} /> },
    {
      key: 'counts',
      label: hasProjects ? t('fields.counts') : t('fields.findings_count'),
      render: (r) => (
        <>
          {hasProjects && <span data-testid={`audit-row-projects-${r.key}`}>{r.projects_count}</span>}
          {hasProjects && ' / '}
          <span data-testid={`audit-row-findings-${r.key}`}>{r.findings_count}</span>
        </>
      ),
    },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} href={screens.store(r.key)} testId={`audit-open-${r.key}`} />
          <IconButton icon={listOutline} label={hasProjects ? t('actions.projectsShort') : t('actions.findingsShort')} href={hasProjects ? screens.projects(r.key) : screens.findings(r.key)} testId={`audit-children-${r.key}`} />
          {r.actions.delete && (
            <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(r)} danger testId={`audit-delete-${r.key}`} />
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('audit.listTitle', { family: family.toUpperCase() })}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate(screens.store()), testId: 'audit-create' }}
    >
      <PagedList
        testId="audit-list"
        worksOffline
        queryKey={[...AUDITS_KEY, family, 'list', lookupsStamp(lookups)]}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.key}
        emptyMessage={t('audit.empty')}
      />
    </Page>
  );
}

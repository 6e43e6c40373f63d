import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AUDIT_MESSAGES, type ProjectFamily } from '@/contracts/audits/families';
import { auditLockReason } from '@/contracts/audits/lock';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { useAuditView, useLookups, useProjectView, useSaveRecord, useViewer } from '../api/hooks';
import { auditSecurityProjects } from '../api/projects';
import { useOutboxRefresh } from '../api/shared';
import { AuditSummary } from '../components/audit-summary';
import { NotOnDevice } from '../components/not-on-device';
import { ProjectForm } from '../components/project-form';
import { saveFailure, saveFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { emptyProjectValues } from '../model/record-values';
import type { RecordRef } from '../offline/requests';
import { auditScreens } from '../screens';
import { recordSummary } from '../model/summary';

/** /{family}/audit/{auditId}/projectStore[/{projectId}] (ggh, k9): add or edit a project of the audit, online or not. */
export default function ProjectStorePage({ family }: { family: ProjectFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const viewer = useViewer();
  const lookups = useLookups(family);
  const screens = auditScreens(family);
  const { auditId, projectId } = useParams();
  const isNew = !projectId;
  const audit = useAuditView(family, auditId);
  const project = useProjectView(family, audit.data, projectId);
  const save = useSaveRecord();
  // A new record each time the create route is entered (Ionic keeps left pages mounted; issue 17).
  const [newKey, renewKey] = useNewRecordKey();
  useOutboxRefresh();

  const view = audit.data;
  const lock = view?.server ? auditLockReason(family, view.server, viewer) : null;
  const choices = view ? auditSecurityProjects(view, lookups.projects) : [];

  const onSubmit = async (fields: Record<string, unknown>) => {
    const key = isNew ? newKey : project.data!.key;
    const ref: RecordRef = { family, entity: 'project', auditKey: view!.key, projectKey: key, key };
    const name = choices.find((p) => p.id === fields.security_project_id)?.name ?? '';
    try {
      const outcome = await save.mutateAsync({ ref, isNew, fields, summary: recordSummary(t, 'project', 'save', { family, code: view!.values.audit_code, project: name }) });
      saveFeedback(outcome, t, isNew ? AUDIT_MESSAGES.projectCreated : AUDIT_MESSAGES.projectUpdated);
      if (isNew) renewKey();
      navigate(isNew ? screens.findings(view!.key, key) : screens.projects(view!.key), { replace: true });
    } catch (error) {
      saveFailure(error, t);
      throw error;
    }
  };

  const waiting = audit.isPending || (!isNew && project.isPending);
  const failed = audit.error ?? (isNew ? null : project.error);
  return (
    <Page title={isNew ? t('project.createTitle') : t('project.editTitle')} backHref={auditId ? screens.projects(auditId) : screens.list}>
      {waiting ? (
        <Loading />
      ) : failed ? (
        <NotOnDevice error={failed} onRetry={() => void (audit.isError ? audit.refetch() : project.refetch())} />
      ) : (
        <>
          <AuditSummary family={family} view={view!} lookups={lookups} />
          {project.data?.pending && <StateBadges pending={project.data.pending} testId="project-state" />}
          {lock && <p className="audit-note" data-testid="project-lock">{lock}</p>}
          <ProjectForm
            key={project.data?.key ?? newKey}
            family={family}
            securityProjects={choices}
            initial={project.data?.values ?? { ...emptyProjectValues(), security_project_id: choices.length === 1 ? choices[0]!.id : null }}
            readOnly={Boolean(lock)}
            saving={save.isPending}
            onSubmit={onSubmit}
          />
        </>
      )}
    </Page>
  );
}

import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from '@/contracts/audits/families';
import { useSession } from '@/lib/session/session-context';
import type { FindingParent } from '../api/findings';
import { useAuditView, useProjectView } from '../api/hooks';

/**
 * The audit (and, for ggh and k9, the project) the finding screens work under, from the route's
 * {auditId} and {projectId}; and whether the position may see the family's findings at all.
 */
export function useFindingParent(family: AuditFamily) {
  const { auditId, projectId, findingId } = useParams();
  const session = useSession();
  const allowed = session.can(AUDIT_FAMILY_CONFIG[family].permissions.viewFindings);
  const hasProjects = AUDIT_FAMILY_CONFIG[family].hasProjects;
  const audit = useAuditView(family, allowed ? auditId : undefined);
  const project = useProjectView(family as ProjectFamily, audit.data, allowed && hasProjects ? projectId : undefined);
  const parent = useMemo<FindingParent | undefined>(() => {
    if (!audit.data) return undefined;
    if (!hasProjects) return { family, audit: audit.data };
    if (!project.data) return undefined;
    return { family, audit: audit.data, projectKey: project.data.key, projectOnServer: Boolean(project.data.server) };
  }, [family, hasProjects, audit.data, project.data]);
  const pending = audit.isPending || (hasProjects && project.isPending);
  const error = audit.error ?? (hasProjects ? project.error : null);
  const securityProjectId = hasProjects ? (project.data?.values.security_project_id ?? null) : (audit.data?.values.security_project_id ?? null);
  return {
    allowed, auditId, projectId, findingId, audit, project, parent, securityProjectId,
    pending: allowed && pending, error: allowed ? error : null,
    retry: () => void (audit.isError ? audit.refetch() : project.refetch()),
  };
}

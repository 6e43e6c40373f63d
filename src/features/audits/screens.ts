import type { AuditFamily } from '@/contracts/audits/families';

/**
 * The audit screens of spec 2 §2, one set for the three families. Keys in links are uuids (a
 * record made offline has no server id yet); the routes take a numeric id too.
 */
export const auditScreens = (family: AuditFamily) => ({
  list: `/${family}/audit/list`,
  store: (auditKey?: string) => `/${family}/auditStore${auditKey ? `/${auditKey}` : ''}`,
  /** ggh, k9. */
  projects: (auditKey: string) => `/${family}/audit/${auditKey}/projects`,
  projectStore: (auditKey: string, projectKey?: string) => `/${family}/audit/${auditKey}/projectStore${projectKey ? `/${projectKey}` : ''}`,
  /** ggh …/project/{p}/finding, k9 …/project/{p}/findings (plural), uog /uog/audit/{a}/finding. */
  findings: (auditKey: string, projectKey?: string) =>
    family === 'uog' ? `/uog/audit/${auditKey}/finding` : `/${family}/audit/${auditKey}/project/${projectKey}/finding${family === 'k9' ? 's' : ''}`,
  findingStore: (auditKey: string, projectKey?: string, findingKey?: string) =>
    `${family === 'uog' ? `/uog/audit/${auditKey}` : `/${family}/audit/${auditKey}/project/${projectKey}`}/findingStore${findingKey ? `/${findingKey}` : ''}`,
});

export type AuditScreens = ReturnType<typeof auditScreens>;

/** Route patterns (react-router) with the spec's parameter names. */
export function auditRoutePatterns(family: AuditFamily) {
  const s = auditScreens(family);
  const patterns = {
    list: s.list,
    create: s.store(),
    edit: s.store(':auditId'),
    projects: s.projects(':auditId'),
    projectCreate: s.projectStore(':auditId'),
    projectEdit: s.projectStore(':auditId', ':projectId'),
    findings: s.findings(':auditId', ':projectId'),
    findingCreate: s.findingStore(':auditId', ':projectId'),
    findingEdit: s.findingStore(':auditId', ':projectId', ':findingId'),
  };
  return patterns;
}

import { useQuery } from '@tanstack/react-query';
import { AUDIT_REPORT_API, reportFileName } from '@/contracts/audit-reports';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily, ProjectFamily } from '@/contracts/audits/families';
import type { AuditProjectItem, FindingItem } from '@/contracts/audits/schemas';
import type { Envelope } from '@/contracts/paths';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';

export const REPORTS_KEY = ['audit-reports'] as const;

/** The largest page the list calls give: a report page reads every project and finding. */
const PAGE = 300;

/** Every page of a paged call, in order. */
export async function allPages<T>(fetchPage: (page: number) => Promise<Envelope<T[]>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const envelope = await fetchPage(page);
    rows.push(...envelope.data);
    const total = envelope.meta_data.total ?? rows.length;
    if (!envelope.data.length || rows.length >= total) return rows;
  }
}

export function useAudit(family: AuditFamily, id: string) {
  return useQuery({ queryKey: [...REPORTS_KEY, family, id, 'audit'], queryFn: () => data(AUDIT_API[family].audits.show, { params: { id } }) });
}

export function useProjects(family: ProjectFamily, id: string) {
  return useQuery({
    queryKey: [...REPORTS_KEY, family, id, 'projects'],
    queryFn: () => allPages<AuditProjectItem>((page) => call(AUDIT_API[family].projects.list, { params: { id }, query: { page, perpage: PAGE, ordering: 'created_at' } })),
  });
}

/** The findings of a ggh/k9 project (`projectId`) or of a uog audit (no project). */
export function useFindings(family: AuditFamily, auditId: string, projectId?: string | number, enabled = true) {
  return useQuery({
    queryKey: [...REPORTS_KEY, family, auditId, 'findings', projectId ?? null],
    queryFn: () => allPages<FindingItem>((page) =>
      call(AUDIT_API[family].findings.list, { params: projectId === undefined ? { id: auditId } : { id: auditId, pid: projectId }, query: { page, perpage: PAGE, ordering: 'created_at' } })),
    enabled,
  });
}

/** GET /{family}/audit/{id}/report: the whole audit. */
export const downloadAuditReport = (family: AuditFamily, id: string, auditCode: string) =>
  download(AUDIT_REPORT_API[family].audit, { params: { id } }, reportFileName(auditCode));

/** GET /{family}/audit/{id}/report/{projectId}?audit_finding_ids[]=…: one project, the chosen findings. */
export const downloadProjectReport = (family: ProjectFamily, id: string, project: AuditProjectItem, auditCode: string, findingIds: readonly number[]) =>
  download(AUDIT_REPORT_API[family].project, { params: { id, projectId: project.id }, query: { audit_finding_ids: [...findingIds] } }, reportFileName(auditCode, project.security_project.short_code));

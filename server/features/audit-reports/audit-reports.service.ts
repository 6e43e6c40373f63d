import type { FastifyInstance } from 'fastify';
import { AUDIT_REPORT_MESSAGES as M, reportFileName } from '../../../src/contracts/audit-reports';
import { AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from '../../../src/contracts/audits/families';
import type { RecordKey } from '../../../src/contracts/audits/schemas';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { actorOf, type AuditActor } from '../audits/audit-access';
import { auditProjectsRepository, type ProjectRow } from '../audits/audit-projects.repository';
import { auditsRepository, type AuditRow } from '../audits/audits.repository';
import { auditReportsRepository as repo, type FindingRow } from './audit-reports.repository';
import { renderAuditReport } from './pdf/render-report';
import { buildReportModel, type ReportPart } from './report-model';

export interface RenderedReport {
  pdf: Buffer;
  fileName: string;
}

/**
 * The report PDFs of every family (spec 2 §2 report pages, §7): the same permission and record
 * visibility as the audits themselves (audits/audit-access.ts), then the findings asked for.
 */
export function auditReportsService(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  /** The audit when the position sees it (404 otherwise, so ids cannot be probed). */
  async function visibleAudit(family: AuditFamily, key: RecordKey, auth: AuthContext): Promise<{ actor: AuditActor; audit: AuditRow }> {
    const actor = await actorOf(db(), family, auth);
    const audit = await auditsRepository.find(db(), family, key, actor.scope);
    if (!audit) throw notFound(M.auditNotFound);
    return { actor, audit };
  }

  async function projectOf(audit: AuditRow, key: RecordKey): Promise<ProjectRow> {
    const project = await auditProjectsRepository.find(db(), audit.id, key);
    if (!project) throw notFound(M.projectNotFound);
    return project;
  }

  /**
   * The chosen findings of a project, in the project's order. `undefined` = all of them; an
   * empty choice is refused (spec 2 §5), and so is one naming a finding of another project.
   */
  async function chosenFindings(audit: AuditRow, project: ProjectRow, selection: readonly number[] | undefined, field: string): Promise<FindingRow[]> {
    if (selection !== undefined && selection.length === 0) throw invalidField(field, M.noFindingsSelected);
    const findings = await repo.findings(db(), audit.id, project.id);
    if (selection === undefined) return findings;
    const known = new Set(findings.map((f) => f.id));
    if (selection.some((id) => !known.has(id))) throw invalidField(field, M.findingNotOfProject);
    const wanted = new Set(selection);
    return findings.filter((f) => wanted.has(f.id));
  }

  async function render(family: AuditFamily, audit: AuditRow, parts: ReportPart[], headerProjects?: string[]): Promise<Buffer> {
    const model = await buildReportModel(db(), app.fileStore, family, audit, parts, app.deps.clock(), { headerProjects });
    return renderAuditReport(model);
  }

  async function projectReport(family: ProjectFamily, auditKey: RecordKey, projectKey: RecordKey, selection: readonly number[] | undefined, auth: AuthContext, field: string) {
    const { audit } = await visibleAudit(family, auditKey, auth);
    const project = await projectOf(audit, projectKey);
    const findings = await chosenFindings(audit, project, selection, field);
    const pdf = await render(family, audit, [{ project, findings }], [project.security_project_name]);
    return { audit, project, findings, pdf, fileName: reportFileName(audit.audit_code, project.security_project_short_code) };
  }

  return {
    visibleAudit,
    projectOf,
    projectReport,

    /** The whole audit: every project with all its findings (uog: the audit's findings). */
    async auditReport(family: AuditFamily, key: RecordKey, auth: AuthContext): Promise<RenderedReport> {
      const { audit } = await visibleAudit(family, key, auth);
      let parts: ReportPart[];
      if (AUDIT_FAMILY_CONFIG[family].hasProjects) {
        const [projects, findings] = await Promise.all([auditProjectsRepository.listAll(db(), audit.id), repo.findingsOfAudit(db(), audit.id)]);
        parts = projects.map((project) => ({ project, findings: findings.filter((f) => f.audit_project_id === project.id) }));
      } else {
        // uog findings are read only with view-uog-audit-findings (spec 2 §5, §6).
        if (!auth.permissions.has(AUDIT_FAMILY_CONFIG[family].permissions.viewFindings)) throw forbidden(M.findingsForbidden);
        parts = [{ project: null, findings: await repo.findings(db(), audit.id, null) }];
      }
      return { pdf: await render(family, audit, parts), fileName: reportFileName(audit.audit_code) };
    },
  };
}

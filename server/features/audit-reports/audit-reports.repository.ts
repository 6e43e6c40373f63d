import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positions } from '../auth/auth.table';
import { auditFindingImages, auditFindings, auditSecurityProjects } from '../audits/audits.table';
import { files } from '../files/files.table';
import { companies } from '../organisation/organisation.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { auditReportSendings } from './audit-reports.table';

export type FindingRow = typeof auditFindings.$inferSelect;
export type ImageRow = typeof auditFindingImages.$inferSelect;
export type SendingRow = typeof auditReportSendings.$inferSelect & { file_name: string; size: number };

/** Reads for the report PDFs and the CIP sending history (the audits feature owns the audit tables). */
export const auditReportsRepository = {
  /** Every finding of an audit project, or of the audit itself (uog: project null), oldest first. */
  findings(db: Executor, auditId: number, projectId: number | null): Promise<FindingRow[]> {
    return db.select().from(auditFindings)
      .where(and(eq(auditFindings.audit_id, auditId), projectId === null ? isNull(auditFindings.audit_project_id) : eq(auditFindings.audit_project_id, projectId)))
      .orderBy(asc(auditFindings.created_at), asc(auditFindings.id));
  },

  /** Findings of several projects of an audit at once (the whole-audit report). */
  findingsOfAudit(db: Executor, auditId: number): Promise<FindingRow[]> {
    return db.select().from(auditFindings).where(eq(auditFindings.audit_id, auditId))
      .orderBy(asc(auditFindings.created_at), asc(auditFindings.id));
  },

  async positionIds(db: Executor, findingIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!findingIds.length) return out;
    const rows = await db.execute(sql`
      select finding_id, position_id from audit_finding_positions
      where finding_id in (${sql.join(findingIds.map((id) => sql`${id}`), sql`, `)}) order by position_id`);
    for (const r of (rows as unknown as { rows: { finding_id: number; position_id: number }[] }).rows) {
      out.set(Number(r.finding_id), [...(out.get(Number(r.finding_id)) ?? []), Number(r.position_id)]);
    }
    return out;
  },

  images(db: Executor, findingIds: readonly number[]): Promise<ImageRow[]> {
    if (!findingIds.length) return Promise.resolve([]);
    return db.select().from(auditFindingImages).where(inArray(auditFindingImages.finding_id, [...findingIds])).orderBy(asc(auditFindingImages.id));
  },

  /** Names of the audit's security projects (ggh, k9 link table). */
  async auditProjectNames(db: Executor, auditId: number): Promise<string[]> {
    const rows = await db.select({ name: securityProjects.name }).from(auditSecurityProjects)
      .innerJoin(securityProjects, eq(securityProjects.id, auditSecurityProjects.security_project_id))
      .where(eq(auditSecurityProjects.audit_id, auditId)).orderBy(asc(securityProjects.name));
    return rows.map((r) => r.name);
  },

  async securityProjectName(db: Executor, id: number | null): Promise<string | null> {
    if (!id) return null;
    const rows = await db.select({ name: securityProjects.name }).from(securityProjects).where(eq(securityProjects.id, id)).limit(1);
    return rows[0]?.name ?? null;
  },

  /** The company of the first of these positions that has one; else the first live company. */
  async companyName(db: Executor, positionIds: readonly (number | null)[]): Promise<string | null> {
    for (const id of positionIds) {
      if (!id) continue;
      const rows = await db.select({ name: companies.name }).from(positions).innerJoin(companies, eq(companies.id, positions.company_id))
        .where(eq(positions.id, id)).limit(1);
      if (rows[0]) return rows[0].name;
    }
    const rows = await db.select({ name: companies.name }).from(companies).where(isNull(companies.deleted_at)).orderBy(asc(companies.id)).limit(1);
    return rows[0]?.name ?? null;
  },

  insertSending(db: Executor, values: typeof auditReportSendings.$inferInsert) {
    return db.insert(auditReportSendings).values(values).returning().then((r) => r[0]!);
  },

  sendings(db: Executor, projectId: number): Promise<SendingRow[]> {
    return db.select({ sending: auditReportSendings, file_name: files.original_name, size: files.size }).from(auditReportSendings)
      .innerJoin(files, eq(files.id, auditReportSendings.file_id))
      .where(eq(auditReportSendings.audit_project_id, projectId))
      .orderBy(desc(auditReportSendings.created_at), desc(auditReportSendings.id))
      .then((rows) => rows.map((r) => ({ ...r.sending, file_name: r.file_name, size: r.size })));
  },

  sending(db: Executor, projectId: number, id: number): Promise<typeof auditReportSendings.$inferSelect | undefined> {
    return db.select().from(auditReportSendings)
      .where(and(eq(auditReportSendings.audit_project_id, projectId), eq(auditReportSendings.id, id))).limit(1).then((r) => r[0]);
  },
};

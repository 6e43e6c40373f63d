import { AUDIT_REPORT_TITLES } from '../../../src/contracts/audit-reports';
import { displayDateTime } from '../../../src/contracts/display-dates';
import {
  AUDIT_EXTRA_RATINGS, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, optionName, type AuditFamily,
} from '../../../src/contracts/audits/families';
import type { Executor } from '../../db/client';
import type { AuditRow } from '../audits/audits.repository';
import type { ProjectRow } from '../audits/audit-projects.repository';
import { positionRefs } from '../audits/audit-mappers';
import type { FileStore } from '../files/file-store';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { auditReportsRepository as repo, type FindingRow } from './audit-reports.repository';
import type { AuditReportModel, ReportFinding, ReportSection } from './pdf/report-model';

/**
 * The plain report model (pdf/report-model.ts) of an audit: the company header, then one section
 * per project (ggh, k9) or one for the audit's own findings (uog), with the photos' bytes read
 * from the file store.
 */
export interface ReportPart {
  /** null: the audit's own findings (uog). */
  project: ProjectRow | null;
  findings: FindingRow[];
}

/** 'yyyy-mm-dd HH:mm[:ss]' (the airport's wall clock) -> 'dd/mm/yyyy HH:mm', the app's one format. */
export function wallClockTr(value: string | null): string | null {
  if (!value) return null;
  return displayDateTime(value) || value;
}

/** An instant as the airport reads it, 'dd/mm/yyyy HH:mm' in Türkiye's time. */
export const instantTr = (at: Date): string => displayDateTime(at);

const projectTitle = (p: ProjectRow) => `${p.security_project_name} (${p.security_project_short_code})`;

export async function buildReportModel(
  db: Executor, store: FileStore, family: AuditFamily, audit: AuditRow, parts: ReportPart[], now: Date, options: { headerProjects?: string[] } = {},
): Promise<AuditReportModel> {
  const findings = parts.flatMap((p) => p.findings);
  const findingIds = findings.map((f) => f.id);
  const [chosen, images] = await Promise.all([repo.positionIds(db, findingIds), repo.images(db, findingIds)]);
  const people = await positionRefs(db, [audit.primary_supervisor_id, audit.optional_supervisor_id, ...[...chosen.values()].flat()]);
  const labels = await referenceItemsRepository.labels(db, [audit.title_id ?? 0, audit.flight_code_id ?? 0].filter(Boolean));
  const name = (id: number | null) => (id === null ? null : people.get(id)?.full_name ?? null);

  // One read per stored object, however many findings show the same photo.
  const bytes = new Map<string, Buffer>();
  for (const image of images) {
    if (!bytes.has(image.sha256)) bytes.set(image.sha256, (await store.read(image.sha256)) ?? Buffer.alloc(0));
  }

  const reportFinding = (f: FindingRow): ReportFinding => {
    const named = (chosen.get(f.id) ?? []).map((id) => people.get(id)?.full_name).filter((n): n is string => !!n);
    const typed = (f.personal_text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    // k9 keeps one or the other ('table' | 'row'); ggh and uog may have both.
    const personnel = f.personel_storage_type === 'row' ? typed : f.personel_storage_type === 'table' ? named : [...named, ...typed];
    const details = f.started_at || f.ended_at ? [{ label: 'Saat', value: `${f.started_at ?? ''} – ${f.ended_at ?? ''}` }] : [];
    return {
      title: f.title ?? '',
      rating: optionName(AUDIT_RATINGS, f.rating_id),
      personnel,
      details,
      photos: images.filter((i) => i.finding_id === f.id).map((i) => ({ bytes: bytes.get(i.sha256)!, name: i.original_name })),
    };
  };

  const sections: ReportSection[] = parts.map((part) => {
    if (!part.project) return { title: 'Bulgular', findings: part.findings.map(reportFinding) };
    const details = [{ label: 'Saat', value: `${part.project.started_at} – ${part.project.ended_at}` }];
    if (family === 'ggh' && part.project.media_url) details.push({ label: 'Medya adresi', value: part.project.media_url });
    return { title: projectTitle(part.project), details, findings: part.findings.map(reportFinding) };
  });

  const projects = options.headerProjects
    ?? (family === 'uog'
      ? [await repo.securityProjectName(db, audit.security_project_id)].filter((n): n is string => !!n)
      : await repo.auditProjectNames(db, audit.id));
  const details: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null | undefined) => value && details.push({ label, value });
  if (audit.flight_code_id) add('Uçuş kodu', labels.get(audit.flight_code_id));
  add('Değerlendirme', optionName(AUDIT_RATINGS, audit.rating_id));
  add('Ek değerlendirme', optionName(AUDIT_EXTRA_RATINGS, audit.extra_rating));
  if (family !== 'uog') add('Rapor durumu', optionName(AUDIT_REPORT_STATUSES, audit.report_status_id));
  if (family === 'uog') add('Medya adresi', audit.media_url);

  return {
    companyName: (await repo.companyName(db, [audit.creator_position_id, audit.primary_supervisor_id])) ?? 'Apron',
    familyTitle: AUDIT_REPORT_TITLES[family],
    auditCode: audit.audit_code,
    auditTitle: audit.title_id ? labels.get(audit.title_id) ?? null : null,
    startedAt: wallClockTr(audit.started_at),
    endedAt: wallClockTr(audit.ended_at),
    projects,
    supervisors: [name(audit.primary_supervisor_id), name(audit.optional_supervisor_id)].filter((n): n is string => !!n),
    details,
    sections,
    generatedAt: instantTr(now),
  };
}

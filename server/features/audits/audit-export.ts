import { AUDIT_EXTRA_RATINGS, AUDIT_FAMILY_CONFIG, optionName, type AuditFamily } from '../../../src/contracts/audits/families';
import { auditState, type AuditState } from '../../../src/contracts/audits/lock';
import type { AuditItem } from '../../../src/contracts/audits/schemas';
import { exportSource } from '../exports/export-sources';
import { idPages, mapPages } from '../files/xlsx-export';
import { toAuditItems } from './audit-mappers';
import { auditsRepository as repo } from './audits.repository';

export const AUDIT_STATE_LABELS: Record<AuditState, string> = {
  draft: 'Taslak',
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

interface Column {
  header: string;
  key: string;
  width: number;
  value: (a: AuditItem) => string | number | null;
}

const COLUMNS: Column[] = [
  { header: 'Denetim Kodu', key: 'audit_code', width: 18, value: (a) => a.audit_code },
  { header: 'Başlangıç', key: 'started_at', width: 18, value: (a) => a.started_at },
  { header: 'Bitiş', key: 'ended_at', width: 18, value: (a) => a.ended_at },
  { header: 'Başlık', key: 'title', width: 30, value: (a) => a.title?.label ?? null },
  { header: 'Güvenlik Projeleri', key: 'security_projects', width: 40, value: (a) => a.security_projects.map((p) => p.name).join(', ') || null },
  { header: 'Uçuş Kodu', key: 'flight_code', width: 14, value: (a) => a.flight_code?.label ?? null },
  { header: 'Değerlendirme', key: 'rating', width: 16, value: (a) => a.rating?.name ?? null },
  { header: 'Ek Değerlendirme', key: 'extra_rating', width: 16, value: (a) => optionName(AUDIT_EXTRA_RATINGS, a.extra_rating) },
  { header: 'Rapor Durumu', key: 'report_status', width: 20, value: (a) => a.report_status?.name ?? null },
  { header: 'Birincil Sorumlu', key: 'primary_supervisor', width: 26, value: (a) => a.primary_supervisor?.full_name ?? null },
  { header: 'İkincil Sorumlu', key: 'optional_supervisor', width: 26, value: (a) => a.optional_supervisor?.full_name ?? null },
  { header: 'Proje Sayısı', key: 'projects_count', width: 12, value: (a) => a.projects_count },
  { header: 'Bulgu Sayısı', key: 'findings_count', width: 12, value: (a) => a.findings_count },
  { header: 'Durum', key: 'state', width: 16, value: (a) => AUDIT_STATE_LABELS[auditState(a)] },
  { header: 'Oluşturan', key: 'creator', width: 26, value: (a) => a.creator?.full_name ?? null },
];

/** The family's columns: uog has flight codes and no projects or report status; ggh, k9 the reverse. */
export function exportColumns(family: AuditFamily): Column[] {
  const projects = AUDIT_FAMILY_CONFIG[family].hasProjects;
  return COLUMNS.filter((c) => (projects ? c.key !== 'flight_code' : !['report_status', 'projects_count'].includes(c.key)));
}

/** What the export reads: the matching audits' ids in the list's order (read by the request, within its scope) and who asked. */
export interface AuditExportParams {
  family: AuditFamily;
  ids: number[];
  viewer: { positionId: number; permissions: string[] };
}

/**
 * The search result as an .xlsx file (files/xlsx-export.ts): Turkish headers, a bold frozen header
 * row, a filter. The audits are read a page at a time by id (idPages) and each page's rows are
 * written (and leave memory) before the next is read, so the request thread never builds the whole
 * workbook (issue 16: a buffered export held other requests up to 1.2 s on PGlite); streamed on the
 * request, or written by an export job above the threshold (exports/).
 */
export const auditExport = exportSource<AuditExportParams>('audits', (app, { family, ids, viewer }) => {
  const db = app.deps.database.db;
  const columns = exportColumns(family);
  const pages = mapPages(idPages(ids, (page) => repo.byIds(db, page), (r) => r.id), async (rows) =>
    (await toAuditItems(db, rows, viewer)).map((audit) => columns.map((c) => c.value(audit))));
  return { sheetName: 'Denetimler', columns, pages };
});

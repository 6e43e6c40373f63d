/**
 * What an audit report PDF shows, as plain data: the renderer (render-report.ts) is a pure
 * function of it, and the service (../report-model.service.ts) builds it from the database and the
 * file store. Dates and times arrive already formatted for display.
 */
export interface ReportPhoto {
  /** The stored bytes (JPEG or PNG are embedded; other types are listed as not embeddable). */
  bytes: Buffer;
  name?: string;
}

export interface ReportFinding {
  title: string;
  rating: string | null;
  /** Selected personnel (names), or the free-text personnel of the finding. */
  personnel: string[];
  /** Extra labelled lines (uog: finding times). */
  details?: { label: string; value: string }[];
  photos: ReportPhoto[];
}

export interface ReportSection {
  /** A project (ggh, k9) or the audit itself (uog: findings hang on the audit). */
  title: string;
  details?: { label: string; value: string }[];
  findings: ReportFinding[];
}

export interface AuditReportModel {
  companyName: string;
  /** The family's report title ('Yer Hizmetleri Güvenlik Denetimi' …). */
  familyTitle: string;
  auditCode: string | null;
  /** The audit's title (reference list), when it has one. */
  auditTitle?: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** Project names (or the audit's security project) shown in the header. */
  projects: string[];
  supervisors: string[];
  /** Further header rows (rating, report status, flight code…). */
  details?: { label: string; value: string }[];
  sections: ReportSection[];
  /** Printed in the footer ('dd.mm.yyyy HH:mm'). */
  generatedAt: string;
}

import { z } from 'zod';
import { AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from './audits/families';
import { optionRef, positionRef, recordKey, securityProjectRef, labelRef } from './audits/schemas';
import { endpoint, id, text, type Access } from './http';
import { FIELD_TYPES, COMPARISON_VALUES, queryFilter } from './query-filter';
import { PERPAGE_CHOICES } from './paths';

/**
 * Audit reports (spec 2 §2 report pages, §5, §7, §8, §9): the PDF of a whole audit or of one
 * project with a chosen set of findings, and the ggh CIP view (a query-builder search over audit
 * projects, a report preview and a report "send"). Decisions: docs/decisions/audit-reports.md.
 */

export const AUDIT_REPORT_LIMITS = {
  /** Findings one selection may name. */
  selectionMax: 1000,
  /** CIP list page size (spec 2 §2, §9). */
  cipPerpage: 50,
} as const;

export const AUDIT_REPORT_MESSAGES = {
  /** Spec 2 §5 and §8, verbatim. */
  noFindingsSelected: 'Bu işlemi gerçekleştirebilmek için lütfen bulgu seçiniz.',
  findingNotOfProject: 'Seçilen bulgulardan biri bu projeye ait değil. Sayfayı yenileyip tekrar deneyiniz.',
  projectNotFound: 'Denetim projesi bulunamadı.',
  auditNotFound: 'Denetim bulunamadı.',
  sent: 'Rapor gönderildi.',
  sendingNotFound: 'Rapor gönderimi bulunamadı.',
  /** uog findings are gated by view-uog-audit-findings (spec 2 §5, §6). */
  findingsForbidden: 'Bulguları görme yetkiniz bulunmamaktadır.',
  /** Spec 2 §8: any download failure. */
  downloadFailed: 'Files download failed.',
} as const;

/** The report's heading per family (the company name stands above it). */
export const AUDIT_REPORT_TITLES: Record<AuditFamily, string> = {
  ggh: 'Yer Hizmetleri Güvenlik Denetimi Raporu',
  k9: 'Köpekli Arama Birimi Denetimi Raporu',
  uog: 'Operasyon Denetimi Raporu',
};

/** 'Denetim raporu GGH-2026-00012.pdf', 'Denetim raporu GGH-2026-00012 IST.pdf' (the project's short code). */
export function reportFileName(auditCode: string, projectCode?: string): string {
  const safe = (s: string) => s.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'rapor';
  return `Denetim raporu ${safe(auditCode)}${projectCode ? ` ${safe(projectCode)}` : ''}.pdf`;
}

const viewOf = (family: AuditFamily): Access => ({ permission: AUDIT_FAMILY_CONFIG[family].permissions.view });

/**
 * A selection of finding ids. Query strings send `audit_finding_ids[]=1` (ggh) or
 * `audit_finding_ids[0]=1` (k9); absent = every finding of the project, and a selection sent
 * with nothing in it (`audit_finding_ids[]=`) is empty — refused with the spec's message.
 */
export const findingSelection = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '' && x !== null)),
  z.array(id).max(AUDIT_REPORT_LIMITS.selectionMax).transform((ids) => [...new Set(ids)]).optional(),
);

export const auditReportParams = z.object({ id: recordKey });
export const projectReportParams = z.object({ id: recordKey, projectId: recordKey });
export const projectReportQuery = z.object({ audit_finding_ids: findingSelection });

/** GET /{family}/audit/{id}/report: the whole audit as a PDF (uog: its findings). */
export function auditReportEndpoint(family: AuditFamily) {
  return endpoint({
    method: 'GET', path: `/${family}/audit/{id}/report`, access: viewOf(family),
    summary: `The whole ${family} audit as a PDF.`, params: auditReportParams, file: true,
  });
}

/** GET /{family}/audit/{id}/report/{projectId} (ggh, k9): one project, optionally only the chosen findings. */
export function projectReportEndpoint(family: ProjectFamily) {
  return endpoint({
    method: 'GET', path: `/${family}/audit/{id}/report/{projectId}`, access: viewOf(family),
    summary: `One ${family} audit project as a PDF; audit_finding_ids narrows the findings.`,
    params: projectReportParams, query: projectReportQuery, file: true,
  });
}

export const AUDIT_REPORT_API = {
  ggh: { audit: auditReportEndpoint('ggh'), project: projectReportEndpoint('ggh') },
  k9: { audit: auditReportEndpoint('k9'), project: projectReportEndpoint('k9') },
  uog: { audit: auditReportEndpoint('uog') },
} as const;

// ---- CIP (ggh) -----------------------------------------------------------------------------

const ggh = viewOf('ggh');

/** group.sourceType of the CIP builder's groups. */
export const CIP_SOURCE_TYPE = 'ggh-audit-project';

/** The fields the CIP search filters on (the server's allow-list; labels are the client's). */
export const CIP_FIELD_NAMES = [
  'audit_code', 'audit_started_at', 'audit_ended_at', 'security_project_id', 'title_id', 'rating_id', 'extra_rating',
  'report_status_id', 'supervisor', 'findings_count', 'is_approved', 'report_sent',
] as const;
export type CipFieldName = (typeof CIP_FIELD_NAMES)[number];

export const cipField = z.object({
  name: z.enum(CIP_FIELD_NAMES),
  /** Turkish; the client shows its own translation of `name`. */
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  operators: z.array(z.enum(COMPARISON_VALUES)).optional(),
  options: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() })).optional(),
});
export type CipField = z.infer<typeof cipField>;

export const cipMetadata = z.object({ source_type: z.string(), fields: z.array(cipField) });
export type CipMetadata = z.infer<typeof cipMetadata>;

/** One audit project of the CIP list with what the list shows of its audit. */
export const cipProjectRow = z.object({
  id: z.number(),
  uuid: z.string(),
  audit_id: z.number(),
  audit_uuid: z.string(),
  audit_code: z.string(),
  /** 'yyyy-mm-dd HH:mm'. */
  audit_started_at: z.string(),
  audit_ended_at: z.string(),
  title: labelRef.nullable(),
  rating: optionRef.nullable(),
  extra_rating: optionRef.nullable(),
  report_status: optionRef.nullable(),
  is_approved: z.boolean(),
  primary_supervisor: positionRef.nullable(),
  optional_supervisor: positionRef.nullable(),
  security_project: securityProjectRef,
  /** 'HH:mm'. */
  started_at: z.string(),
  ended_at: z.string(),
  media_url: z.string().nullable(),
  findings_count: z.number(),
  sendings_count: z.number(),
  last_sent_at: z.string().nullable(),
});
export type CipProjectRow = z.infer<typeof cipProjectRow>;

/** POST /ggh/audit-projects/search?page&perPage: the API's camel-case perPage; page size 50 by default. */
export const cipSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().refine((n) => (PERPAGE_CHOICES as readonly number[]).includes(n), {
    message: 'Sayfa başına kayıt sayısı 30, 50, 100, 150, 200 veya 300 olmalıdır.',
  }).default(AUDIT_REPORT_LIMITS.cipPerpage),
  ordering: text(64).optional(),
});
export type CipSearchQuery = z.input<typeof cipSearchQuery>;

export const searchCipProjects = endpoint({
  method: 'POST', path: '/ggh/audit-projects/search', access: ggh,
  summary: 'CIP: ggh audit projects matching the query-builder filter groups, paged (50).',
  query: cipSearchQuery, body: queryFilter, data: z.array(cipProjectRow),
});

/** GET /ggh/audit-projects: what the CIP query builder offers (fields, operators, option lists). */
export const cipProjectFields = endpoint({
  method: 'GET', path: '/ggh/audit-projects', access: ggh,
  summary: 'CIP: the filter fields of the audit-project search with their options.', data: cipMetadata,
});

export const cipParams = z.object({ auditId: recordKey, auditProjectId: recordKey });
/** `selectedFindigs`: spelled so by the spec's API. */
export const cipSelectionBody = z.object({
  selectedFindigs: z.array(id).max(AUDIT_REPORT_LIMITS.selectionMax).default([]).transform((ids) => [...new Set(ids)]),
});
export type CipSelectionBody = z.input<typeof cipSelectionBody>;

export const cipReportPreview = endpoint({
  method: 'POST', path: '/ggh/cip/report-preview/{auditId}/{auditProjectId}', access: ggh,
  summary: 'CIP: the project report PDF of the selected findings (inline).', params: cipParams, body: cipSelectionBody, file: true,
});

/** A report "send": the PDF kept in the file store with who sent which findings when. */
export const cipSending = z.object({
  id: z.number(),
  audit_id: z.number(),
  audit_project_id: z.number(),
  finding_ids: z.array(z.number()),
  file_name: z.string(),
  size: z.number(),
  sender: positionRef.nullable(),
  created_at: z.string(),
});
export type CipSending = z.infer<typeof cipSending>;

export const cipReportSend = endpoint({
  method: 'POST', path: '/ggh/cip/report-send/{auditId}/{auditProjectId}', access: ggh,
  summary: 'CIP: issues the project report of the selected findings (stored, recorded in the sending history).',
  params: cipParams, body: cipSelectionBody, data: cipSending,
});

export const cipSendings = endpoint({
  method: 'GET', path: '/ggh/cip/report-send/{auditId}/{auditProjectId}', access: ggh,
  summary: 'CIP: the sending history of an audit project, newest first.', params: cipParams, data: z.array(cipSending),
});

export const cipSendingParams = cipParams.extend({ sendingId: id });
export const cipSendingFile = endpoint({
  method: 'GET', path: '/ggh/cip/report-send/{auditId}/{auditProjectId}/{sendingId}', access: ggh,
  summary: 'CIP: the PDF as it was sent.', params: cipSendingParams, file: true,
});

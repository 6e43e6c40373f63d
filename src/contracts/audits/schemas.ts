import { z } from 'zod';
import { id, text } from '../http';
import { roleDisplay } from '../people';
import { SHA256_PATTERN } from '../sync';
import { AUDIT_FAMILIES, AUDIT_LIMITS as L, AUDIT_MESSAGES as M, PERSONEL_STORAGE_TYPES } from './families';
import { tpssValidUntil } from '../employees/tpss';

/**
 * Records and bodies of the three audit families (spec 2 §3). One record shape per resource for
 * every family: fields a family does not have are null. Bodies differ per family.
 */

export * from './params';

// ---- Field formats ------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const validDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * An audit's start or end: 'yyyy-mm-dd HH:mm' (k9, uog send 'date time'); a bare date takes the
 * default time '00:00' (ggh, spec 2 §3, §9). Answers 'yyyy-mm-dd HH:mm'.
 */
export const auditDateTime = z
  .string()
  .trim()
  .max(25)
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(v);
    if (!m || !validDate(+m[1]!, +m[2]!, +m[3]!) || +(m[4] ?? 0) > 23 || +(m[5] ?? 0) > 59) {
      ctx.addIssue({ code: 'custom', message: M.badDateTime });
      return z.NEVER;
    }
    return `${m[1]}-${m[2]}-${m[3]} ${pad(+(m[4] ?? 0))}:${pad(+(m[5] ?? 0))}`;
  });

/**
 * 'HH:mm' (project and uog finding times). An empty time is a missing field, not a badly written
 * one: its message is left to the form's labelled required message (issue 9), or the server's.
 */
export const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: (issue) => (issue.input === '' ? undefined : M.badTime) });

export const mediaUrl = z
  .string()
  .trim()
  .max(L.mediaUrlMax)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, M.badMediaUrl);

const sha256 = z.string().regex(SHA256_PATTERN);
/** A list of ids; a single value from a query string or multipart form is a list of one. */
export const idList = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(id).max(max))
    .transform((ids) => [...new Set(ids)]);
const optionalId = z.preprocess((v) => (v === '' ? null : v), id.nullish());
const optionalText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), text(max).optional());

/** The offline outbox's extra fields on a create: the device's UUIDv7, photos named by hash. */
const newRecordId = { id: z.uuid().optional() };
const photoFields = {
  photo_hashes: z.array(sha256).max(L.photosMax).default([]),
  /** Original names, in the order of photo_hashes (optional; 'fotograf-1' and so on otherwise). */
  photo_names: z.array(text(200)).max(L.photosMax).optional(),
};

// ---- Shared refs --------------------------------------------------------------------------

export const labelRef = z.object({ id: z.number(), label: z.string() });
export const optionRef = z.object({ id: z.number(), name: z.string() });
export const positionRef = z.object({ id: z.number(), user_id: z.number().nullable(), full_name: z.string() });
export const securityProjectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string(), type: z.string() });
export type LabelRef = z.infer<typeof labelRef>;
export type OptionRef = z.infer<typeof optionRef>;
export type PositionRef = z.infer<typeof positionRef>;
export type SecurityProjectRef = z.infer<typeof securityProjectRef>;

/**
 * A member of a security project as the audit forms offer it (finding personnel, supervisors):
 * the position, its person and role. No national id: the list reaches every auditor's device.
 */
export const auditMember = z.object({
  /** The position. */
  id: z.number(),
  user_id: z.number().nullable(),
  full_name: z.string(),
  role_display: roleDisplay,
  /** Which of the answer's `member_projects` the position belongs to. */
  security_project_ids: z.array(z.number()).max(10_000),
  /** The earliest TPSS validity date: the pickers mark an expired one (src/contracts/employees/tpss.ts). */
  tpss_valid_until: tpssValidUntil,
});
export type AuditMember = z.infer<typeof auditMember>;

/**
 * The members part of a form answer: every live position with a person in `member_projects`,
 * by name, at most AUDIT_LIMITS.membersMax; `members_truncated` when there were more.
 */
export const formMembers = {
  /** The security projects whose members are listed (complete unless members_truncated). */
  member_projects: z.array(z.number()).max(10_000),
  members: z.array(auditMember).max(L.membersMax),
  members_truncated: z.boolean(),
};
export const formMembersData = z.object(formMembers);
export type FormMembers = z.infer<typeof formMembersData>;

export const auditActions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  edit_findings: z.boolean(),
  submit_approval: z.boolean(),
  approve_observer: z.boolean(),
  approve_admin: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
});

// ---- Audits -------------------------------------------------------------------------------

export const auditItem = z.object({
  id: z.number(),
  uuid: z.string(),
  family: z.enum(AUDIT_FAMILIES),
  audit_code: z.string(),
  /** 'yyyy-mm-dd HH:mm'. */
  started_at: z.string(),
  ended_at: z.string(),
  title_id: z.number().nullable(),
  title: labelRef.nullable(),
  rating_id: z.number().nullable(),
  rating: optionRef.nullable(),
  extra_rating: z.number().nullable(),
  report_status_id: z.number().nullable(),
  report_status: optionRef.nullable(),
  primary_supervisor_id: z.number().nullable(),
  primary_supervisor: positionRef.nullable(),
  optional_supervisor_id: z.number().nullable(),
  optional_supervisor: positionRef.nullable(),
  /** Stamped by the observer approval. */
  submitter_position_id: z.number().nullable(),
  submitter_position: positionRef.nullable(),
  /** Stamped by the admin approval. */
  reviewer_position_id: z.number().nullable(),
  reviewer_position: positionRef.nullable(),
  is_submitted: z.boolean(),
  is_reviewed: z.boolean(),
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
  submitted_at: z.string().nullable(),
  observer_approved_at: z.string().nullable(),
  admin_approved_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejected_position: positionRef.nullable(),
  /** ggh, k9: the audit's security projects; uog: its one project. */
  security_projects: z.array(securityProjectRef),
  security_project_id: z.number().nullable(),
  security_project: securityProjectRef.nullable(),
  flight_code_id: z.number().nullable(),
  flight_code: labelRef.nullable(),
  media_url: z.string().nullable(),
  projects_count: z.number(),
  findings_count: z.number(),
  creator_position_id: z.number().nullable(),
  creator: positionRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** For the current position (lock.ts): null = editable. */
  lock_reason: z.string().nullable(),
  findings_lock_reason: z.string().nullable(),
  actions: auditActions,
});
export type AuditItem = z.infer<typeof auditItem>;

const auditCommon = {
  ...newRecordId,
  started_at: auditDateTime,
  ended_at: auditDateTime,
  title_id: id,
  rating_id: optionalId,
  extra_rating: optionalId,
  primary_supervisor_id: id,
  /** uog omits it when empty. */
  optional_supervisor_id: optionalId,
};

const endAfterStart = <T extends { started_at: string; ended_at: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.ended_at < v.started_at) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: M.endBeforeStart });
};

/** ggh and k9 audits: code (generated when omitted), report status, security projects. */
export const projectAuditBody = z
  .object({
    ...auditCommon,
    audit_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), text(L.auditCodeMax).min(1).optional()),
    report_status_id: optionalId,
    security_projects: idList(L.securityProjectsMax).refine((ids) => ids.length > 0, 'Lütfen en az bir güvenlik projesi seçiniz.'),
  })
  .superRefine(endAfterStart);
export type ProjectAuditBody = z.input<typeof projectAuditBody>;

/** uog audits: one security project (security_project.id of the choice), a flight code, a media url. */
export const uogAuditBody = z
  .object({
    ...auditCommon,
    security_project_id: id,
    flight_code_id: id,
    media_url: z.preprocess((v) => (v === '' ? null : v), mediaUrl.nullish()),
  })
  .superRefine(endAfterStart);
export type UogAuditBody = z.input<typeof uogAuditBody>;

export const AUDIT_BODIES = { ggh: projectAuditBody, k9: projectAuditBody, uog: uogAuditBody } as const;
export type AuditBody = ProjectAuditBody | UogAuditBody;

/** Form data of /create and /{id}/edit. */
export const auditFormData = z.object({
  audit: auditItem.nullable(),
  titles: z.array(labelRef),
  ratings: z.array(optionRef),
  extra_ratings: z.array(optionRef),
  report_statuses: z.array(optionRef),
  /** The user's security projects of the family's types (administrators: all of them). */
  security_projects: z.array(securityProjectRef),
  /** uog only; empty elsewhere. */
  flight_codes: z.array(labelRef),
  /**
   * Members of those projects (and, editing, of the audit's own): the offline source of
   * supervisors and finding personnel.
   */
  ...formMembers,
});
export type AuditFormData = z.infer<typeof auditFormData>;

// ---- Audit projects (ggh, k9) ------------------------------------------------------------

export const auditProjectItem = z.object({
  id: z.number(),
  uuid: z.string(),
  audit_id: z.number(),
  audit_uuid: z.string(),
  security_project_id: z.number(),
  security_project: securityProjectRef,
  /** 'HH:mm'. */
  started_at: z.string(),
  ended_at: z.string(),
  /** ggh only; null elsewhere. */
  media_url: z.string().nullable(),
  findings_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuditProjectItem = z.infer<typeof auditProjectItem>;

export const auditProjectBody = z.object({
  ...newRecordId,
  security_project_id: id,
  started_at: clockTime,
  ended_at: clockTime,
  /** ggh only (ignored for k9). */
  media_url: z.preprocess((v) => (v === '' ? null : v), mediaUrl.nullish()),
});
export type AuditProjectBody = z.input<typeof auditProjectBody>;

export const auditProjectFormData = z.object({
  audit: auditItem,
  project: auditProjectItem.nullable(),
  /** The audit's security projects: a project is chosen among them. */
  security_projects: z.array(securityProjectRef),
});
export type AuditProjectFormData = z.infer<typeof auditProjectFormData>;

// ---- Findings -----------------------------------------------------------------------------

export const findingImage = z.object({
  id: z.number(),
  /** The finding (uog calls it uog_audit_record_id). */
  finding_id: z.number(),
  sha256: z.string(),
  size: z.number(),
  mime_type: z.string(),
  original_name: z.string(),
  created_at: z.string(),
  /** GET path relative to /api. */
  url: z.string(),
});
export type FindingImage = z.infer<typeof findingImage>;

export const findingItem = z.object({
  id: z.number(),
  uuid: z.string(),
  audit_id: z.number(),
  audit_uuid: z.string(),
  /** ggh, k9: the audit project; uog: null. */
  audit_project_id: z.number().nullable(),
  rating_id: z.number(),
  rating: optionRef.nullable(),
  /** ggh, k9 (uog findings have none: null). */
  title: z.string().nullable(),
  personal_text: z.string().nullable(),
  /** k9 only: 'table' = positions chosen, 'row' = personal_text. */
  personel_storage_type: z.enum(PERSONEL_STORAGE_TYPES).nullable(),
  /** The chosen personnel (ggh positions, k9 selected_personals, uog selectedPersonals). */
  positions: z.array(positionRef),
  /** uog only, 'HH:mm'. */
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  images: z.array(findingImage),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FindingItem = z.infer<typeof findingItem>;

const findingText = text(L.findingTextMax).min(1, 'Lütfen bulguyu yazınız.');

/** ggh: rating, title, personal_text and chosen positions. */
export const gghFindingBody = z.object({
  ...newRecordId,
  rating_id: id,
  title: findingText,
  personal_text: optionalText(L.personalTextMax),
  positions: idList(L.personnelMax),
  ...photoFields,
});

/** k9: 'table' needs selected_personals, 'row' needs personal_text. */
export const k9FindingBody = z
  .object({
    ...newRecordId,
    rating_id: id,
    title: findingText,
    personel_storage_type: z.enum(PERSONEL_STORAGE_TYPES),
    selected_personals: idList(L.personnelMax),
    personal_text: optionalText(L.personalTextMax),
    ...photoFields,
  })
  .superRefine((v, ctx) => {
    if (v.personel_storage_type === 'table' && v.selected_personals.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selected_personals'], message: M.personnelRequired });
    }
    if (v.personel_storage_type === 'row' && !v.personal_text) {
      ctx.addIssue({ code: 'custom', path: ['personal_text'], message: M.personalTextRequired });
    }
  });

/** uog: times, chosen personnel, comma-separated names. */
export const uogFindingBody = z.object({
  ...newRecordId,
  started_at: clockTime,
  ended_at: clockTime,
  rating_id: id,
  selectedPersonals: idList(L.personnelMax),
  personal_text: optionalText(L.personalTextMax),
  ...photoFields,
});

export const FINDING_BODIES = { ggh: gghFindingBody, k9: k9FindingBody, uog: uogFindingBody } as const;
export type GghFindingBody = z.input<typeof gghFindingBody>;
export type K9FindingBody = z.input<typeof k9FindingBody>;
export type UogFindingBody = z.input<typeof uogFindingBody>;
export type FindingBody = GghFindingBody | K9FindingBody | UogFindingBody;

export const findingFormData = z.object({
  audit: auditItem,
  /** ggh, k9: the finding's project; uog: null. */
  project: auditProjectItem.nullable(),
  finding: findingItem.nullable(),
  ratings: z.array(optionRef),
  /** Members of the finding's security project (ggh, k9: the audit project's; uog: the audit's). */
  ...formMembers,
});
export type FindingFormData = z.infer<typeof findingFormData>;

/** The JSON form of POST /{family}/finding/{id}/image (the outbox's uploaded blobs). */
export const imagesJsonBody = z.object(photoFields);
export type ImagesJsonBody = z.input<typeof imagesJsonBody>;

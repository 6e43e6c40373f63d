import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint, id, idParams, listQuery, okMessage, text } from './http';
import { queryFilterSchema } from './query-filter';
import { tpssValidUntil } from './employees/tpss';

/**
 * Drills (spec 2 §2 "Drills", §3 "Drill audit", §4 "Drill", §5, §6, §7 "Drills", §8): covert tests of
 * Airsider and Interviewer staff, recorded per security project with a drill code; a drill either
 * ends with a result or goes to a retest. The drills not yet performed in a period form the
 * planning list. Decisions: docs/decisions/drills.md.
 */
const view = { permission: 'view-drill-audits' } as const;

/** Spec 2 §5: drill person searches use these role names. */
export const DRILL_ROLE_NAMES = ['Airsider', 'Interviewer'] as const;
export const DRILL_RESULTS = ['successful', 'unsuccessful'] as const;
export type DrillResult = (typeof DRILL_RESULTS)[number];
/** Where a drill stands: no result yet, waiting for its retest, or finished (first time or after the retest). */
export const DRILL_STAGES = ['pending', 'retest-pending', 'completed'] as const;
export type DrillStage = (typeof DRILL_STAGES)[number];

export const DRILL_RESULT_LABELS: Record<DrillResult, string> = { successful: 'Başarılı', unsuccessful: 'Başarısız' };
export const DRILL_STAGE_LABELS: Record<DrillStage, string> = {
  pending: 'Sonuç bekleniyor',
  'retest-pending': 'Tekrar test bekleniyor',
  completed: 'Tamamlandı',
};

export const DRILL_LIMITS = {
  descriptionMax: 2000,
  /** Rows of one Excel export (spec 2 §5, §9). */
  exportMax: 2000,
  /** Airsider/Interviewer positions answered at once (the form keeps them on the device). */
  membersMax: 10000,
  /** Longest planning period, in days. */
  periodMaxDays: 366,
} as const;

export const DRILL_MESSAGES = {
  /** Spec 2 §8: success messages for drills. */
  created: 'Tatbikat kaydedildi.',
  updated: 'Tatbikat güncellendi.',
  deleted: 'Tatbikat silindi.',
  notFound: 'Tatbikat bulunamadı.',
  codeNotFound: 'Seçilen tatbikat kodu bulunamadı.',
  projectNotYours: 'Bu güvenlik projesinde tatbikat kaydetme yetkiniz bulunmamaktadır.',
  projectDisabled: 'Pasif bir güvenlik projesine tatbikat kaydedilemez.',
  personNotDrillable: 'Seçilen personel bu projenin Airsider veya Interviewer personeli değil.',
  positionNotFound: 'Seçilen pozisyon bulunamadı.',
  futureDate: 'Tatbikat tarihi bugünden sonra olamaz.',
  retestBeforeDrill: 'Tekrar test tarihi tatbikat tarihinden önce olamaz.',
  retestIncomplete: 'Tekrar test sonucu için tekrar testi yapan ve tekrar test tarihi girilmelidir.',
  retestResultTooEarly: 'Tekrar test sonucu, tekrar test tarihi gelmeden girilemez.',
  idTaken: 'Bu kayıt kimliği başka bir tatbikatta kullanılıyor.',
  periodOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  periodTooLong: `Dönem en fazla ${DRILL_LIMITS.periodMaxDays} gün olabilir.`,
  /** Spec 2 §8, the audit exports' words. */
  exportTooMany: 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.',
} as const;

export const DRILL_EXPORT_NAME = 'Tatbikatlar.xlsx';
export const UNPERFORMED_EXPORT_NAME = 'Yapılmamış tatbikatlar.xlsx';

// ---- The retest rule (spec 2 §4, §5), one function for server and client ------------------

export interface RetestFields {
  drill_result?: DrillResult | null;
  retest_drill_creator_position_id?: number | null;
  retest_drill_date?: string | null;
  retest_drill_result?: DrillResult | null;
}

/**
 * Spec 2 §5 "A drill edit with a recorded drill_result drops all retest fields": a drill with a
 * result has no retest path. Pure: answers a copy; without a result the retest fields are kept.
 */
export function dropRetestWhenResulted<T extends RetestFields>(drill: T): T {
  if (drill.drill_result == null) return { ...drill };
  return { ...drill, retest_drill_creator_position_id: null, retest_drill_date: null, retest_drill_result: null };
}

/** The drill's outcome: its own result, else its retest's, else none yet. */
export const finalResult = (d: RetestFields): DrillResult | null => d.drill_result ?? d.retest_drill_result ?? null;

export function drillStage(d: RetestFields): DrillStage {
  if (finalResult(d)) return 'completed';
  return d.retest_drill_creator_position_id != null || d.retest_drill_date != null ? 'retest-pending' : 'pending';
}

// ---- Records ------------------------------------------------------------------------------

const projectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string() });
export type DrillProjectRef = z.infer<typeof projectRef>;
/** A position as a drill shows it: the person and the role they held. */
export const drillPosition = z.object({ id: z.number(), full_name: z.string(), role_name: z.string() });
export type DrillPosition = z.infer<typeof drillPosition>;
const result = z.enum(DRILL_RESULTS, { message: 'Geçersiz tatbikat sonucu.' });

export const drillAudit = z.object({
  id: z.number(),
  /** The UUIDv7 a device gave it (or the server, for online forms): matches the outbox item. */
  uuid: z.string(),
  drill_code: z.object({ id: z.number(), code: z.string() }),
  security_project: projectRef,
  drill_date: z.string(),
  drill_creator_position_id: z.number(),
  drill_creator: drillPosition,
  drill_personal_position_id: z.number(),
  drill_personal: drillPosition,
  /** Spec 2 §3: taken from the person's role name when the drill was recorded. */
  status: z.string(),
  drill_result: result.nullable(),
  retest_drill_creator_position_id: z.number().nullable(),
  retest_drill_creator: drillPosition.nullable(),
  retest_drill_date: z.string().nullable(),
  retest_drill_result: result.nullable(),
  stage: z.enum(DRILL_STAGES),
  final_result: result.nullable(),
  description: z.string(),
  created_by: z.object({ user_id: z.number(), full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DrillAudit = z.infer<typeof drillAudit>;

/** The form's fields. Order matters to nobody; the refinements run after the retest rule. */
export const drillFields = z.object({
  drill_code_id: id,
  security_project_id: id,
  drill_date: calendarDate,
  drill_creator_position_id: id,
  drill_personal_position_id: id,
  drill_result: result.nullish(),
  retest_drill_creator_position_id: id.nullish(),
  retest_drill_date: calendarDate.nullish(),
  retest_drill_result: result.nullish(),
  description: text(DRILL_LIMITS.descriptionMax).default(''),
});

type DrillFieldsOut = z.output<typeof drillFields>;

/** The cross-field checks both sides run (the server adds what needs the database and today). */
function checkRetest(d: DrillFieldsOut, ctx: z.RefinementCtx) {
  if (d.retest_drill_date && d.retest_drill_date < d.drill_date) {
    ctx.addIssue({ code: 'custom', path: ['retest_drill_date'], message: DRILL_MESSAGES.retestBeforeDrill });
  }
  if (d.retest_drill_result && (!d.retest_drill_date || !d.retest_drill_creator_position_id)) {
    ctx.addIssue({ code: 'custom', path: ['retest_drill_result'], message: DRILL_MESSAGES.retestIncomplete });
  }
}

const normalised = <S extends z.ZodType<DrillFieldsOut, unknown>>(schema: S) =>
  schema.transform((d) => dropRetestWhenResulted(d)).superRefine(checkRetest);

export const drillBody = normalised(drillFields.extend({
  /** The device's UUIDv7 for a drill saved offline; the server keeps it. */
  id: z.uuid().optional(),
}));
export type DrillBody = z.input<typeof drillBody>;
export const drillUpdateBody = normalised(drillFields);
export type DrillUpdateBody = z.input<typeof drillUpdateBody>;

// ---- Form data (kept on the device for offline recording) --------------------------------

export const drillFormData = z.object({
  drill_codes: z.array(z.object({ id: z.number(), code: z.string() })),
  /** The user's projects (the active position's memberships; a super role: all) that take new drills. */
  security_projects: z.array(projectRef),
  role_names: z.array(z.string()),
});
export type DrillFormData = z.infer<typeof drillFormData>;

export const drillMember = z.object({
  id: z.number(),
  full_name: z.string(),
  national_id_number: z.string().nullable(),
  role_name: z.string(),
  security_project_id: z.number(),
  /** The earliest TPSS validity date (src/contracts/employees/tpss.ts): an expired one cannot be drilled. */
  tpss_valid_until: tpssValidUntil,
});
export type DrillMember = z.infer<typeof drillMember>;

// ---- Filters of the list and the planning list (query builder, spec 2 §5 and §9) ----------

/** Source types of the two builders and the fields each offers (allow-listed on the server). */
export const DRILL_SOURCE = 'drill';
export const DRILL_FILTER_FIELDS = [
  'drill_date', 'drill_code_id', 'security_project_id', 'personal_name', 'creator_name', 'status',
  'drill_result', 'retest_drill_date', 'retest_drill_result', 'stage', 'description',
] as const;
export const UNPERFORMED_SOURCE = 'unperformed-drill';
export const UNPERFORMED_FILTER_FIELDS = ['full_name', 'national_id_number', 'role_name', 'security_project_id', 'last_drill_date'] as const;

export const drillSearchBody = queryFilterSchema();
export type DrillSearchBody = z.input<typeof drillSearchBody>;

/** The planning period (both days inclusive; absent = the current month in Turkey) and the filter. */
export const unperformedBody = queryFilterSchema()
  .extend({ started_at: calendarDate.optional(), ended_at: calendarDate.optional() })
  .refine((b) => !b.started_at || !b.ended_at || b.started_at <= b.ended_at, { path: ['ended_at'], message: DRILL_MESSAGES.periodOrder });
export type UnperformedBody = z.input<typeof unperformedBody>;

export const unperformedRow = z.object({
  position_id: z.number(),
  full_name: z.string(),
  national_id_number: z.string().nullable(),
  role_name: z.string(),
  security_project: projectRef,
  /** The person's last drill in this project before the period ended, if any. */
  last_drill_date: z.string().nullable(),
  last_drill_result: result.nullable(),
});
export type UnperformedRow = z.infer<typeof unperformedRow>;

// ---- Endpoints --------------------------------------------------------------------------------

export const drillListQuery = listQuery.extend({ security_project_id: id.optional() });

export const listDrillAudits = endpoint({
  method: 'GET', path: '/drill/audit', access: view, summary: 'Drills of the user\'s projects, paged.',
  query: drillListQuery, data: z.array(drillAudit),
});

export const drillAuditForm = endpoint({
  method: 'GET', path: '/drill/audit/create', access: view, summary: 'Form data: drill codes, the user\'s projects, role names.',
  data: drillFormData,
});

export const getDrillAudit = endpoint({
  method: 'GET', path: '/drill/audit/{id}', access: view, summary: 'One drill.', params: idParams, data: drillAudit,
});

export const createDrillAudit = endpoint({
  method: 'POST', path: '/drill/audit', access: view, summary: 'Records a drill (a device UUID sent again answers the same drill).',
  body: drillBody, data: drillAudit,
});

export const updateDrillAudit = endpoint({
  method: 'PUT', path: '/drill/audit/{id}', access: view, summary: 'Updates a drill; a recorded drill_result drops the retest fields.',
  params: idParams, body: drillUpdateBody, data: drillAudit,
});

export const deleteDrillAudit = endpoint({
  method: 'DELETE', path: '/drill/audit/{id}', access: view, summary: 'Deletes a drill.', params: idParams, data: okMessage,
});

export const searchDrillAudits = endpoint({
  method: 'POST', path: '/search/drill-audit', access: view, summary: 'Drills filtered by the query builder (body), paged (query).',
  query: listQuery, body: drillSearchBody, data: z.array(drillAudit),
});

export const reportDrillAudits = endpoint({
  method: 'POST', path: '/report/drill-audit', access: view, summary: 'The filtered drills as an Excel file (at most 2000).',
  body: drillSearchBody, file: true,
});

export const listUnperformedDrills = endpoint({
  method: 'POST', path: '/drill/unperformed-drill', access: view,
  summary: 'Airsider and Interviewer members of the user\'s projects without a drill there in the period, filtered, paged.',
  query: listQuery, body: unperformedBody, data: z.array(unperformedRow),
});

export const reportUnperformedDrills = endpoint({
  method: 'POST', path: '/report/unperformed-drill', access: view, summary: 'The planning list as an Excel file (at most 2000).',
  body: unperformedBody, file: true,
});

export const listDrillMembers = endpoint({
  method: 'GET', path: '/security-projects/positions/airsider-interview', access: view,
  summary: 'Airsider and Interviewer positions of the user\'s projects (or one of them).',
  query: z.object({ security_project_id: id.optional() }), data: z.array(drillMember),
});

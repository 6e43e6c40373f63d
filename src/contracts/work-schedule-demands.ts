import { z } from 'zod';
import { SHIFT_KINDS } from './schedule';
import { endpoint, id, idParams, listQuery, text } from './http';
import { wsdDate } from './work-schedule-demand-options';
import { WSD_KINDS, WSD_PERMISSIONS, WSD_STATUSES } from './work-schedule-demands-rules';

/**
 * Work-schedule demands (spec 2 §2, §3, §4, §7): personnel ask for a different work schedule on a
 * day (short-period) or over a range of days (long-period) in an open demand period; shift
 * management and the Operations Manager approve or reject them. Rules:
 * work-schedule-demands-rules.ts. Decisions: docs/decisions/work-schedule-demands.md.
 */
const requesters = { anyOf: [WSD_PERMISSIONS.request, WSD_PERMISSIONS.manage, WSD_PERMISSIONS.manager] } as const;
const reviewers = { anyOf: [WSD_PERMISSIONS.manage, WSD_PERMISSIONS.manager] } as const;

export const WSD_LIMITS = {
  descriptionMax: 1000,
  reasonMax: 500,
  /** Requests decided in one approve or reject. */
  idsMax: 300,
  /** Rows of one Excel export (the audit exports' limit, spec 2 §9). */
  exportMax: 2000,
} as const;

export const WSD_MESSAGES = {
  created: 'Talebiniz alındı.',
  deleted: 'Talep silindi.',
  approved: 'Talepler onaylandı.',
  rejected: 'Talepler reddedildi.',
  notFound: 'Talep bulunamadı.',
  typeNotFound: 'Talep tipi bulunamadı.',
  periodNotFound: 'Talep dönemi bulunamadı.',
  periodClosed: 'Bu dönem için talep alınmıyor; talep tarihleri dışındasınız.',
  scheduleNotFound: 'Çalışma programı bulunamadı.',
  scheduleNotOffered: 'Bu çalışma programı seçilen dönemde sunulmuyor.',
  quotaFull: 'Bu çalışma programı için o günün kontenjanı dolmuştur.',
  overlap: 'Bu tarihler için bekleyen veya onaylanmış bir talebiniz zaten var.',
  idTaken: 'Bu kayıt kimliği başka bir talepte kullanılıyor.',
  autoRejected: 'Dönemin talep bitiş tarihine kadar Operasyon Müdürü onayı alınmadığı için talep otomatik olarak reddedildi.',
  exportTooMany: 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.',
  duplicateIds: 'Aynı talep birden fazla seçilmiş.',
} as const;

export const WSD_EXPORT_NAME = 'Çalışma programı talepleri.xlsx';

/** Turkish status labels (Excel export; the screens use the locale files). */
export const WSD_STATUS_LABELS: Record<(typeof WSD_STATUSES)[number], string> = {
  'waiting-approval': 'Onay bekliyor',
  'waiting-approval-by-manager': 'Müdür onayı bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};
export const WSD_KIND_LABELS: Record<(typeof WSD_KINDS)[number], string> = { 'short-period': 'Kısa dönem', 'long-period': 'Uzun dönem' };

// ---- Shapes -----------------------------------------------------------------------------

const person = z.object({ user_id: z.number(), full_name: z.string() });
const scheduleRef = z.object({ id: z.number(), name: z.string(), beginMinute: z.number(), endMinute: z.number(), shiftCode: z.string() });

export const workScheduleDemand = z.object({
  id: z.number(),
  /** The UUIDv7 a device gave it (or the server, online): matches the outbox item. */
  uuid: z.string(),
  /** Per request type: '2026-0001' (yearly reset) or '0001'. */
  number: z.string(),
  /** Short or long period (spec 2 §3 'type'). */
  type: z.enum(WSD_KINDS),
  type_id: z.number(),
  demand_type: z.object({ id: z.number(), name: z.string(), is_off: z.boolean() }),
  period: z.object({
    id: z.number(), name: z.string(), shift_start_date: z.string(), shift_end_date: z.string(),
    request_end_date: z.string(), is_remote: z.boolean(),
  }),
  request_start_date: z.string(),
  request_end_date: z.string(),
  work_schedule: scheduleRef.nullable(),
  /** Per work schedule, like the request number: '2026-0004' or '0004'. */
  work_schedule_number: z.string().nullable(),
  /** The requester's shift on a short-period day when the request was made (the schedule service's day). */
  shift_id: z.string().nullable(),
  shift_begin_time: z.string().nullable(),
  shift_end_time: z.string().nullable(),
  shift_short_code: z.string().nullable(),
  status: z.enum(WSD_STATUSES),
  /** The requester's long-period requests this year before this one. */
  long_period_count: z.number(),
  description: z.string(),
  /** The reason given when it was rejected (spec 2 §3 'exitReason'). */
  exitReason: z.string().nullable(),
  auto_rejected: z.boolean(),
  requester: person,
  decided_by: person.nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type WorkScheduleDemand = z.infer<typeof workScheduleDemand>;

// ---- Requests ---------------------------------------------------------------------------

export const wsdDemandBody = z.object({
  /** The device's UUIDv7 for a request saved offline; the server keeps it. */
  id: z.uuid().optional(),
  type: z.enum(WSD_KINDS),
  type_id: id,
  period_id: id,
  request_start_date: wsdDate,
  /** Long-period only; a short-period request ends on its start day. */
  request_end_date: wsdDate.nullish(),
  /** Cleared for long-period requests and day-off types. */
  work_schedule_id: id.nullish(),
  description: text(WSD_LIMITS.descriptionMax).default(''),
});
export type WsdDemandBody = z.input<typeof wsdDemandBody>;

const typeOption = z.object({ id: z.number(), name: z.string(), is_off: z.boolean() });
const periodOption = z.object({
  id: z.number(), name: z.string(), request_start_date: z.string(), request_end_date: z.string(),
  shift_start_date: z.string(), shift_end_date: z.string(), is_remote: z.boolean(),
  /** The schedules offered (period options); null = every schedule. */
  work_schedule_ids: z.array(z.number()).nullable(),
});
export const wsdCreateForm = z.object({
  kinds: z.array(z.enum(WSD_KINDS)),
  types: z.array(typeOption),
  /** Periods taking requests now, for the requester's projects. */
  periods: z.array(periodOption),
  work_schedules: z.array(scheduleRef),
  long_period_count: z.number(),
});
export type WsdCreateForm = z.infer<typeof wsdCreateForm>;

export const listWsdDemands = endpoint({
  method: 'GET', path: '/gss/work-schedule-demand', access: requesters, summary: "The signed-in user's own work-schedule demands, paged.",
  query: listQuery.extend({ status: z.enum(WSD_STATUSES).optional(), type: z.enum(WSD_KINDS).optional() }),
  data: z.array(workScheduleDemand),
});

export const wsdDemandCreateForm = endpoint({
  method: 'GET', path: '/gss/work-schedule-demand/create', access: requesters,
  summary: "Create form data: types, open periods, work schedules and the requester's long_period_count.",
  data: wsdCreateForm,
});

export const getWsdDemand = endpoint({
  method: 'GET', path: '/gss/work-schedule-demand/{id}', access: requesters,
  summary: 'One demand: its requester or a reviewer.', params: idParams, data: workScheduleDemand,
});

export const createWsdDemand = endpoint({
  method: 'POST', path: '/gss/work-schedule-demand', access: requesters,
  summary: 'Makes a demand (a device id sent again answers the demand it made).', body: wsdDemandBody, data: workScheduleDemand,
});

export const deleteWsdDemand = endpoint({
  method: 'DELETE', path: '/gss/work-schedule-demand/{id}', access: requesters,
  summary: 'Withdraws an own demand while it waits.', params: idParams, data: z.object({ message: z.string() }),
});

// ---- Review -----------------------------------------------------------------------------

export const wsdSearchFilters = z
  .object({
    status: z.enum(WSD_STATUSES).nullish(),
    type: z.enum(WSD_KINDS).nullish(),
    type_id: id.nullish(),
    period_id: id.nullish(),
    work_schedule_id: id.nullish(),
    security_project_id: id.nullish(),
    requester: text(100).nullish(),
    /** The year of the requested days (spec 2 §9: 2014 to 2049). */
    year: z.coerce.number().int().min(2014).max(2049).nullish(),
    date_from: wsdDate.nullish(),
    date_to: wsdDate.nullish(),
  })
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, { path: ['date_to'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
export type WsdSearchFilters = z.input<typeof wsdSearchFilters>;

/** `with_helper_data=true` adds the filters' choices (types, periods, work_schedules, security_projects) to helper_data. */
export const searchWsdDemands = endpoint({
  method: 'POST', path: '/gss/work-schedule-demand/search', access: reviewers,
  summary: 'The review list: every demand, filtered (body), paged (query).', query: listQuery, body: wsdSearchFilters,
  data: z.array(workScheduleDemand),
});

export const downloadWsdDemands = endpoint({
  method: 'POST', path: '/gss/work-schedule-demand/excel-download', access: reviewers,
  summary: 'The filtered demands as an Excel file (at most 2000).', body: wsdSearchFilters, file: true,
});

const ids = z.array(id).min(1).max(WSD_LIMITS.idsMax).refine((list) => new Set(list).size === list.length, { message: WSD_MESSAGES.duplicateIds });

export const approveWsdDemands = endpoint({
  method: 'PUT', path: '/gss/work-schedule-demand-approve', access: reviewers,
  summary: 'Approves the demands (all or none).', body: z.object({ ids }), data: z.array(workScheduleDemand),
});

export const rejectWsdDemands = endpoint({
  method: 'PUT', path: '/gss/work-schedule-demand-reject', access: reviewers,
  summary: 'Rejects the demands with a reason (all or none).',
  body: z.object({ ids, reason: text(WSD_LIMITS.reasonMax).min(3) }), data: z.array(workScheduleDemand),
});

// ---- The period's shifts for the requester -----------------------------------------------

export const wsdShiftDay = z.object({
  /** The schedule service has no shift ids: a shift is the requester's day ('yyyy-MM-dd'). */
  id: z.string(),
  date: z.string(),
  kind: z.enum(SHIFT_KINDS).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  short_code: z.string().nullable(),
});
export type WsdShiftDay = z.infer<typeof wsdShiftDay>;

export const wsdPeriodShifts = z.object({
  period_id: z.number(),
  from: z.string(),
  to: z.string(),
  /** When the schedule service was asked (answers are cached per period and person until cache-clean). */
  fetched_at: z.string(),
  days: z.array(wsdShiftDay),
});
export type WsdPeriodShifts = z.infer<typeof wsdPeriodShifts>;

export const getWsdPeriodShifts = endpoint({
  method: 'GET', path: '/gss/work-schedule-demand-period/{id}/shift', access: requesters,
  summary: "The requester's shifts on the period's shift days (schedule service, cached).", params: idParams, data: wsdPeriodShifts,
});

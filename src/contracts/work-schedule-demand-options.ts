import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint, id, idParams, listQuery, okMessage, text } from './http';
import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from './schedule';
import { WSD_PERMISSIONS } from './work-schedule-demands-rules';

/**
 * Options of work-schedule demands (spec 2 §3, §7): request types, work schedules, demand periods
 * and period options, administered with manage-work-schedule-demand-options.
 * Decisions: docs/decisions/work-schedule-demands.md.
 */
const options = { permission: WSD_PERMISSIONS.options } as const;

export const WSD_OPTION_LIMITS = {
  nameMax: 120,
  shiftCodeMax: 16,
  /** Shift days of one period (about a quarter). */
  periodDaysMax: 92,
  projectsMax: 100,
  quotaMax: 10000,
} as const;

export const WSD_OPTION_MESSAGES = {
  typeCreated: 'Talep tipi oluşturuldu.',
  typeUpdated: 'Talep tipi güncellendi.',
  typeDeleted: 'Talep tipi silindi.',
  typeNotFound: 'Talep tipi bulunamadı.',
  scheduleCreated: 'Çalışma programı oluşturuldu.',
  scheduleUpdated: 'Çalışma programı güncellendi.',
  scheduleDeleted: 'Çalışma programı silindi.',
  scheduleNotFound: 'Çalışma programı bulunamadı.',
  periodCreated: 'Talep dönemi oluşturuldu.',
  periodUpdated: 'Talep dönemi güncellendi.',
  periodDeleted: 'Talep dönemi silindi.',
  periodNotFound: 'Talep dönemi bulunamadı.',
  cacheCleaned: 'Dönemin vardiya önbelleği temizlendi.',
  optionCreated: 'Dönem seçeneği oluşturuldu.',
  optionUpdated: 'Dönem seçeneği güncellendi.',
  optionDeleted: 'Dönem seçeneği silindi.',
  optionNotFound: 'Dönem seçeneği bulunamadı.',
  optionTaken: 'Bu çalışma programı bu dönem için zaten tanımlı.',
  inUse: 'Bu kayıt taleplerde kullanıldığı için silinemez.',
  sameMinutes: 'Başlangıç ve bitiş saati aynı olamaz.',
  minute: 'Dakika 0 ile 1439 arasında olmalıdır.',
  shiftCode: 'Vardiya kodu yalnızca büyük harf, rakam ve tire içerebilir.',
  requestEndBeforeStart: 'Talep bitiş tarihi talep başlangıç tarihinden sonra olmalıdır.',
  shiftEndBeforeStart: 'Vardiya bitiş tarihi vardiya başlangıç tarihinden önce olamaz.',
  periodTooLong: `Bir dönem en fazla ${WSD_OPTION_LIMITS.periodDaysMax} günlük vardiya kapsayabilir.`,
  year: `Yıl ${SCHEDULE_YEAR_MIN} ile ${SCHEDULE_YEAR_MAX} arasında olmalıdır.`,
  projectsRequired: 'Lütfen en az bir güvenlik projesi seçiniz.',
  projectNotGgh: 'Seçilen projelerden biri yer hizmetleri (ggh) projesi değil.',
  projectNotUog: 'Seçilen projelerden biri uog projesi değil.',
  datesLocked: 'Talep alınmış bir dönemin vardiya tarihleri talepleri dışarıda bırakacak şekilde değiştirilemez.',
} as const;

const M = WSD_OPTION_MESSAGES;
const name = text(WSD_OPTION_LIMITS.nameMax).min(2);
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= SCHEDULE_YEAR_MIN && year <= SCHEDULE_YEAR_MAX;
};
/** A day of the schedule years (spec 2 §9: 2014 to 2049). */
export const wsdDate = calendarDate.refine(inYears, { message: M.year });
/** An instant (request window), ISO 8601 with offset, inside the schedule years. */
export const wsdDateTime = z.iso.datetime({ offset: true }).max(40).refine(inYears, { message: M.year });

const flag = z.boolean().default(false);
const minute = z.number({ message: M.minute }).int(M.minute).min(0, M.minute).max(1439, M.minute);
const idList = (max: number) => z.array(id).max(max).default([]).transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

// ---- Request types ----------------------------------------------------------------------

export const wsdType = z.object({
  id: z.number(),
  name: z.string(),
  /** A day off: short-period only, no work schedule (spec 2 §5). */
  is_off: z.boolean(),
  sequence_yearly_reset: z.boolean(),
  demands_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WsdType = z.infer<typeof wsdType>;

export const wsdTypeBody = z.object({ name, is_off: flag, sequence_yearly_reset: flag });
export type WsdTypeBody = z.input<typeof wsdTypeBody>;

const optionsList = listQuery.extend({ keyword: text(100).optional() });

// ---- Work schedules ---------------------------------------------------------------------

export const wsdWorkSchedule = z.object({
  id: z.number(),
  name: z.string(),
  shiftCode: z.string(),
  /** Minutes after midnight (Turkish time); an end not after the begin is the next morning. */
  beginMinute: z.number(),
  endMinute: z.number(),
  sequence_yearly_reset: z.boolean(),
  demands_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WsdWorkSchedule = z.infer<typeof wsdWorkSchedule>;

export const wsdWorkScheduleBody = z
  .object({
    name,
    shiftCode: text(WSD_OPTION_LIMITS.shiftCodeMax).min(1).regex(/^[A-Z0-9-]+$/, M.shiftCode),
    beginMinute: minute,
    endMinute: minute,
    sequence_yearly_reset: flag,
  })
  .refine((b) => b.beginMinute !== b.endMinute, { path: ['endMinute'], message: M.sameMinutes });
export type WsdWorkScheduleBody = z.input<typeof wsdWorkScheduleBody>;

/** '06:00', '22:30' from minutes after midnight. */
export const minuteText = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

// ---- Periods ----------------------------------------------------------------------------

export const projectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string(), type: z.string() });
export type ProjectRef = z.infer<typeof projectRef>;

export const wsdPeriod = z.object({
  id: z.number(),
  name: z.string(),
  /** The window in which requests are taken (instants). */
  request_start_date: z.string(),
  request_end_date: z.string(),
  /** The shift days the period's requests are about ('yyyy-MM-dd', inclusive). */
  shift_start_date: z.string(),
  shift_end_date: z.string(),
  is_remote: z.boolean(),
  ggh_projects_ids: z.array(z.number()),
  uog_projects_ids: z.array(z.number()),
  security_projects: z.array(projectRef),
  demands_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WsdPeriod = z.infer<typeof wsdPeriod>;

export const wsdPeriodBody = z
  .object({
    name,
    request_start_date: wsdDateTime,
    request_end_date: wsdDateTime,
    shift_start_date: wsdDate,
    shift_end_date: wsdDate,
    is_remote: flag,
    ggh_projects_ids: idList(WSD_OPTION_LIMITS.projectsMax),
    uog_projects_ids: idList(WSD_OPTION_LIMITS.projectsMax),
  })
  .superRefine((b, ctx) => {
    if (new Date(b.request_end_date).getTime() <= new Date(b.request_start_date).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['request_end_date'], message: M.requestEndBeforeStart });
    }
    if (b.shift_end_date < b.shift_start_date) ctx.addIssue({ code: 'custom', path: ['shift_end_date'], message: M.shiftEndBeforeStart });
    else if ((Date.parse(b.shift_end_date) - Date.parse(b.shift_start_date)) / 86_400_000 >= WSD_OPTION_LIMITS.periodDaysMax) {
      ctx.addIssue({ code: 'custom', path: ['shift_end_date'], message: M.periodTooLong });
    }
    if (!b.ggh_projects_ids.length && !b.uog_projects_ids.length) ctx.addIssue({ code: 'custom', path: ['ggh_projects_ids'], message: M.projectsRequired });
  });
export type WsdPeriodBody = z.input<typeof wsdPeriodBody>;

/** The period form's choices: the live projects of each kind. */
export const wsdPeriodFormData = z.object({
  period: wsdPeriod.nullable(),
  ggh_projects: z.array(projectRef),
  uog_projects: z.array(projectRef),
});

// ---- Period options ---------------------------------------------------------------------

/**
 * A work schedule offered in a period, with an optional daily quota of approved short-period
 * requests. A period with options offers only those schedules; one without offers all.
 */
export const wsdPeriodOption = z.object({
  id: z.number(),
  period: z.object({ id: z.number(), name: z.string() }),
  work_schedule: z.object({ id: z.number(), name: z.string(), shiftCode: z.string(), beginMinute: z.number(), endMinute: z.number() }),
  daily_quota: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WsdPeriodOption = z.infer<typeof wsdPeriodOption>;

export const wsdPeriodOptionBody = z.object({
  period_id: id,
  work_schedule_id: id,
  daily_quota: z.number().int().min(1).max(WSD_OPTION_LIMITS.quotaMax).nullable().default(null),
});
export type WsdPeriodOptionBody = z.input<typeof wsdPeriodOptionBody>;

const nameRef = z.object({ id: z.number(), name: z.string() });
export const wsdPeriodOptionFormData = z.object({
  option: wsdPeriodOption.nullable(),
  periods: z.array(nameRef),
  work_schedules: z.array(nameRef.extend({ shiftCode: z.string() })),
});

// ---- Endpoints: the same CRUD for the four options ---------------------------------------

function crud<I extends z.ZodType, B extends z.ZodType, F extends z.ZodType, Q extends z.ZodType>(
  path: string, what: string, item: I, body: B, form: F, list: Q,
) {
  return {
    list: endpoint({ method: 'GET', path, access: options, summary: `${what}, paged.`, query: list, data: z.array(item) }),
    create: endpoint({ method: 'GET', path: `${path}/create`, access: options, summary: `${what}: create form data.`, data: form }),
    store: endpoint({ method: 'POST', path, access: options, summary: `${what}: creates one.`, body, data: item }),
    show: endpoint({ method: 'GET', path: `${path}/{id}`, access: options, summary: `${what}: one.`, params: idParams, data: item }),
    edit: endpoint({ method: 'GET', path: `${path}/{id}/edit`, access: options, summary: `${what}: edit form data.`, params: idParams, data: form }),
    update: endpoint({ method: 'PUT', path: `${path}/{id}`, access: options, summary: `${what}: updates one.`, params: idParams, body, data: item }),
    remove: endpoint({ method: 'DELETE', path: `${path}/{id}`, access: options, summary: `${what}: deletes one.`, params: idParams, data: okMessage }),
  };
}

export const wsdTypeEndpoints = crud('/gss/work-schedule-demand-type', 'Work-schedule demand types', wsdType, wsdTypeBody,
  z.object({ type: wsdType.nullable() }), optionsList);
export const wsdWorkScheduleEndpoints = crud('/gss/work-schedule-demand-work-schedule', 'Work schedules', wsdWorkSchedule, wsdWorkScheduleBody,
  z.object({ work_schedule: wsdWorkSchedule.nullable() }), optionsList);
export const wsdPeriodEndpoints = crud('/gss/work-schedule-demand-period', 'Demand periods', wsdPeriod, wsdPeriodBody,
  wsdPeriodFormData, optionsList.extend({ is_remote: z.enum(['true', 'false']).optional() }));
export const wsdPeriodOptionEndpoints = crud('/gss/work-schedule-demand-period-option', 'Period options', wsdPeriodOption, wsdPeriodOptionBody,
  wsdPeriodOptionFormData, listQuery.extend({ period_id: id.optional() }));

export const cleanPeriodCache = endpoint({
  method: 'GET', path: '/gss/work-schedule-demand-period/{id}/cache-clean', access: options,
  summary: "Drops the period's cached shift lookups (taken again from the schedule service on next use).",
  params: idParams, data: z.object({ message: z.string(), removed: z.number() }),
});

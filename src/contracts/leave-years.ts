import { z } from 'zod';
import { endpoint, id, listQuery, okMessage, text } from './http';

/**
 * Leave years (spec 1 §2 Leave, §3 Bank holiday / Season series, §7 Leave): per year the bank
 * holidays (Turkey's official holidays generated, then overridden by an administrator) and the
 * season-definition series, each with its season definitions.
 */
export const LEAVE_YEAR_MIN = 2014;
export const LEAVE_YEAR_MAX = 2049;
/** The eve (arife) of a religious holiday and 28 October are off from 13:00. */
export const HALF_DAY_FROM = '13:00';

const read = { anyOf: ['create-leave-types', 'view-approved-leaves', 'view-department-leave-requests'] } as const;
const write = { permission: 'create-leave-types' } as const;

export const LEAVE_YEAR_MESSAGES = {
  yearRange: `Yıl ${LEAVE_YEAR_MIN} ile ${LEAVE_YEAR_MAX} arasında olmalıdır.`,
  dateOutsideYear: 'Tarih seçilen izin yılı içinde olmalıdır.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  halfDayTime: 'Saat SS:dd biçiminde olmalıdır.',
  holidayOverlap: 'Bu tarihlerde başka bir resmî tatil kayıtlı.',
  codeTaken: 'Bu kod başka bir sezon serisinde kullanılıyor.',
  codeFormat: 'Kod 2-32 büyük Latin harf, rakam, tire veya alt çizgi olmalıdır.',
  definitionOverlap: 'Bu tarihler serideki başka bir sezon tanımıyla çakışıyor.',
  seriesHasDefinitions: 'Sezon tanımları olan bir seri silinemez; önce tanımları siliniz.',
  holidayCreated: 'Resmî tatil kaydedildi.',
  holidayUpdated: 'Resmî tatil güncellendi.',
  holidayDeleted: 'Resmî tatil silindi.',
  generated: 'Resmî tatiller oluşturuldu.',
  seriesCreated: 'Sezon serisi kaydedildi.',
  seriesUpdated: 'Sezon serisi güncellendi.',
  seriesDeleted: 'Sezon serisi silindi.',
  definitionCreated: 'Sezon tanımı kaydedildi.',
  definitionUpdated: 'Sezon tanımı güncellendi.',
  definitionDeleted: 'Sezon tanımı silindi.',
} as const;
const M = LEAVE_YEAR_MESSAGES;

export const yearParam = z.coerce.number().int().min(LEAVE_YEAR_MIN, M.yearRange).max(LEAVE_YEAR_MAX, M.yearRange);
const isoDay = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih gg/aa/yyyy biçiminde olmalıdır.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Geçersiz tarih.');
const hhmm = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.halfDayTime);

export const HOLIDAY_KINDS = ['national', 'religious', 'administrative'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const leaveYear = z.object({
  year: z.number().int(),
  bank_holidays_count: z.number().int(),
  holiday_days: z.number(),
  season_series_count: z.number().int(),
  is_current: z.boolean(),
});
export type LeaveYear = z.infer<typeof leaveYear>;

export const bankHoliday = z.object({
  id: z.number(),
  year: z.number().int(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Full days off. */
  days: z.number().int(),
  /** The eve before, off from `half_day_from`. */
  half_day_on: z.string().nullable(),
  half_day_from: z.string().nullable(),
  /** generated = from the official table, untouched; overridden = generated, then edited; manual = added by hand. */
  source: z.enum(['generated', 'overridden', 'manual']),
  updated_at: z.string(),
});
export type BankHoliday = z.infer<typeof bankHoliday>;

/** Whole days from `from` to `to`, both included. */
export const inclusiveDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const bankHolidayBody = z.object({
  name: text(120).min(2),
  kind: z.enum(HOLIDAY_KINDS).default('national'),
  starts_on: isoDay,
  ends_on: isoDay,
  half_day_on: isoDay.nullish(),
  half_day_from: hhmm.nullish(),
}).superRefine((b, ctx) => {
  if (b.ends_on < b.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endBeforeStart });
  else if (inclusiveDays(b.starts_on, b.ends_on) > 31) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'Bir tatil en çok 31 gün sürebilir.' });
});
export type BankHolidayBody = z.input<typeof bankHolidayBody>;

export const SERIES_CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;

export const seasonSeries = z.object({
  id: z.number(),
  year: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  definitions_count: z.number().int(),
  updated_at: z.string(),
});
export type SeasonSeries = z.infer<typeof seasonSeries>;

export const seasonSeriesBody = z.object({
  code: z.string().trim().regex(SERIES_CODE_PATTERN, M.codeFormat),
  name: text(120).min(2),
  description: text(1000).nullish(),
});
export type SeasonSeriesBody = z.input<typeof seasonSeriesBody>;

export const seasonDefinition = z.object({
  id: z.number(),
  series_code: z.string(),
  year: z.number().int(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Annual leave may not be taken in this season (peak season). */
  leave_restricted: z.boolean(),
  description: z.string().nullable(),
  updated_at: z.string(),
});
export type SeasonDefinition = z.infer<typeof seasonDefinition>;

export const seasonDefinitionBody = z.object({
  name: text(120).min(2),
  starts_on: isoDay,
  ends_on: isoDay,
  leave_restricted: z.boolean().default(false),
  description: text(1000).nullish(),
}).superRefine((b, ctx) => {
  if (b.ends_on < b.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endBeforeStart });
});
export type SeasonDefinitionBody = z.input<typeof seasonDefinitionBody>;

const yearParams = z.object({ year: yearParam });
const yearIdParams = z.object({ year: yearParam, id });
const code = z.string().trim().regex(SERIES_CODE_PATTERN, M.codeFormat);
const codeParams = z.object({ code });
const codeIdParams = z.object({ code, id });

// ---- leave years ----------------------------------------------------------------------

export const listLeaveYears = endpoint({
  method: 'GET', path: '/gss/leave-year', access: read,
  summary: 'Leave years: last, this and next year, plus every year holding holidays or series; newest first.',
  query: listQuery, data: z.array(leaveYear),
});

// ---- bank holidays --------------------------------------------------------------------

export const listBankHolidays = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/bank-holiday', access: read,
  summary: 'Bank holidays of a year, by date. helper_data.generated tells whether the official ones were generated.',
  params: yearParams, query: listQuery, data: z.array(bankHoliday),
});
const holidayForm = z.object({ holiday: bankHoliday.nullable(), kinds: z.array(z.enum(HOLIDAY_KINDS)), half_day_from: z.string() });
export const createBankHolidayForm = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/bank-holiday/create', access: write, summary: 'Bank holiday create form.',
  params: yearParams, data: holidayForm,
});
export const createBankHoliday = endpoint({
  method: 'POST', path: '/gss/leave-year/{year}/bank-holiday', access: write, summary: 'Adds a bank holiday by hand.',
  params: yearParams, body: bankHolidayBody, data: bankHoliday,
});
export const editBankHolidayForm = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/bank-holiday/{id}/edit', access: write, summary: 'Bank holiday edit form.',
  params: yearIdParams, data: holidayForm,
});
export const updateBankHoliday = endpoint({
  method: 'PUT', path: '/gss/leave-year/{year}/bank-holiday/{id}', access: write,
  summary: 'Edits a bank holiday (an edited generated holiday is kept as overridden).',
  params: yearIdParams, body: bankHolidayBody, data: bankHoliday,
});
export const deleteBankHoliday = endpoint({
  method: 'DELETE', path: '/gss/leave-year/{year}/bank-holiday/{id}', access: write,
  summary: 'Deletes a bank holiday (a deleted generated holiday is not generated again).',
  params: yearIdParams, data: okMessage,
});
export const generateBankHolidays = endpoint({
  method: 'POST', path: '/gss/leave-year/{year}/bank-holiday/generate', access: write,
  summary: "Adds Turkey's official holidays of the year that it lacks; never changes an edited or deleted one.",
  params: yearParams, body: z.object({ restore_deleted: z.boolean().default(false) }).default({ restore_deleted: false }),
  data: z.object({ added: z.number().int(), religious_holidays_known: z.boolean() }),
});

// ---- season-definition series ---------------------------------------------------------

export const listSeasonSeries = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/season-definition-series', access: read,
  summary: 'Season-definition series of a year.', params: yearParams, query: listQuery.extend({ keyword: text(100).optional() }),
  data: z.array(seasonSeries),
});
const seriesForm = z.object({ series: seasonSeries.nullable() });
export const createSeasonSeriesForm = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/season-definition-series/create', access: write, summary: 'Series create form.',
  params: yearParams, data: seriesForm,
});
export const createSeasonSeries = endpoint({
  method: 'POST', path: '/gss/leave-year/{year}/season-definition-series', access: write, summary: 'Creates a series.',
  params: yearParams, body: seasonSeriesBody, data: seasonSeries,
});
export const editSeasonSeriesForm = endpoint({
  method: 'GET', path: '/gss/leave-year/{year}/season-definition-series/{id}/edit', access: write, summary: 'Series edit form.',
  params: yearIdParams, data: seriesForm,
});
export const updateSeasonSeries = endpoint({
  method: 'PUT', path: '/gss/leave-year/{year}/season-definition-series/{id}', access: write, summary: 'Updates a series.',
  params: yearIdParams, body: seasonSeriesBody, data: seasonSeries,
});
export const deleteSeasonSeries = endpoint({
  method: 'DELETE', path: '/gss/leave-year/{year}/season-definition-series/{id}', access: write,
  summary: 'Deletes a series without definitions.', params: yearIdParams, data: okMessage,
});

// ---- season definitions ---------------------------------------------------------------

export const listSeasonDefinitions = endpoint({
  method: 'GET', path: '/gss/season-definition-series/{code}/definitions', access: read,
  summary: 'Season definitions of a series, by start date; helper_data.series is the series.',
  params: codeParams, query: listQuery, data: z.array(seasonDefinition),
});
const definitionForm = z.object({ series: seasonSeries, definition: seasonDefinition.nullable() });
export const createSeasonDefinitionForm = endpoint({
  method: 'GET', path: '/gss/season-definition-series/{code}/definitions/create', access: write, summary: 'Definition create form.',
  params: codeParams, data: definitionForm,
});
export const createSeasonDefinition = endpoint({
  method: 'POST', path: '/gss/season-definition-series/{code}/definitions', access: write, summary: 'Creates a season definition.',
  params: codeParams, body: seasonDefinitionBody, data: seasonDefinition,
});
export const editSeasonDefinitionForm = endpoint({
  method: 'GET', path: '/gss/season-definition-series/{code}/definitions/{id}/edit', access: write, summary: 'Definition edit form.',
  params: codeIdParams, data: definitionForm,
});
export const updateSeasonDefinition = endpoint({
  method: 'PUT', path: '/gss/season-definition-series/{code}/definitions/{id}', access: write, summary: 'Updates a season definition.',
  params: codeIdParams, body: seasonDefinitionBody, data: seasonDefinition,
});
export const deleteSeasonDefinition = endpoint({
  method: 'DELETE', path: '/gss/season-definition-series/{code}/definitions/{id}', access: write,
  summary: 'Deletes a season definition.', params: codeIdParams, data: okMessage,
});

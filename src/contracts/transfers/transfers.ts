import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, queryFlag, text } from '../http';

/**
 * Transfers (spec 3 §2, §3, §7): drivers, driver shifts (imported from a file or entered by
 * hand), transfer requests, the plan of a date and the daily and range reports. The spec shows no
 * gating for transfers; Apron's permissions are in docs/decisions/transfers.md.
 */
export const TRANSFER_PERMISSIONS = { view: 'view-transfers', manage: 'manage-transfers', drivers: 'manage-drivers' } as const;
const P = TRANSFER_PERMISSIONS;
const read = { anyOf: [P.view, P.manage, P.drivers] } as const;
const manageDrivers = { permission: P.drivers } as const;
const manageTransfers = { permission: P.manage } as const;

/** Success messages (spec 3 §8: transfers' errors are not shown; their successes cover create, update, delete). */
export const TRANSFER_MESSAGES = {
  driverCreated: 'Şoför başarıyla oluşturuldu.',
  driverUpdated: 'Şoför başarıyla güncellendi.',
  driverDeleted: 'Şoför başarıyla silindi.',
  shiftCreated: 'Servis kaydı başarıyla oluşturuldu.',
  shiftDriverChanged: 'Şoför başarıyla değiştirildi.',
  shiftDeleted: 'Servis kaydı başarıyla silindi.',
  shiftsDeleted: (n: number) => `${n} servis kaydı silindi.`,
  importPreviewed: 'Dosya okundu; değişiklikleri inceleyip uygulayınız.',
  importApplied: 'Servis listesi başarıyla güncellendi.',
  importStale: 'Önizlemeden sonra bu tarihin servis listesi değişti; dosyayı yeniden yükleyiniz.',
  importUsed: 'Bu önizleme zaten uygulandı veya reddedildi.',
  fileRequired: 'Bir Excel (.xlsx) veya CSV dosyası seçiniz.',
  transferCreated: 'Transfer başarıyla oluşturuldu.',
  transferUpdated: 'Transfer başarıyla güncellendi.',
  transferDeleted: 'Transfer başarıyla silindi.',
  duplicatePerson: 'Bu kişinin bu tarihte servis kaydı zaten var.',
  driverInUse: 'Bu şoförün gelecek tarihli servis kayıtları var; önce onları başka şoföre veriniz.',
  releaseRequired: 'Dönüş transferinde çıkış tarihi ve saati gereklidir.',
  rangeTooLong: 'Tarih aralığı en fazla 92 gün olabilir.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
} as const;
const M = TRANSFER_MESSAGES;

export const isoDay = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih gg/aa/yyyy biçiminde olmalıdır.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Geçersiz tarih.');
export const hhmm = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:dd biçiminde olmalıdır.');

// ---- drivers ----------------------------------------------------------------------------

export const driver = z.object({
  id: z.number(), full_name: z.string(), phone: z.string().nullable(), plate: z.string(), capacity: z.number().int(),
  is_active: z.boolean(), created_at: z.string(),
});
export type Driver = z.infer<typeof driver>;
export const driverBody = z.object({
  full_name: text(120).min(3, 'Ad soyad en az 3 karakter olmalıdır.'),
  phone: z.string().trim().regex(/^5\d{9}$/, 'Telefon 10 haneli olmalı ve 5 ile başlamalıdır.').nullish().or(z.literal('').transform(() => null)),
  plate: text(16).regex(/^\d{2}\s?[A-ZÇĞİÖŞÜ]{1,3}\s?\d{2,4}$/i, 'Plaka 34 ABC 123 biçiminde olmalıdır.').transform((v) => v.toLocaleUpperCase('tr').replace(/\s+/g, ' ')),
  capacity: z.coerce.number().int().min(1, 'Kapasite en az 1 olmalıdır.').max(80, 'Kapasite en fazla 80 olabilir.'),
  is_active: z.boolean().default(true),
});
export type DriverBody = z.input<typeof driverBody>;

export const listDrivers = endpoint({
  method: 'GET', path: '/transfer-list/driver', access: read, summary: 'Drivers, by name; keyword searches name and plate.',
  query: listQuery.extend({ keyword: text(100).optional(), active: queryFlag.optional() }), data: z.array(driver),
});
export const createDriver = endpoint({ method: 'POST', path: '/transfer-list/driver', access: manageDrivers, summary: 'Adds a driver.', body: driverBody, data: driver });
export const getDriver = endpoint({ method: 'GET', path: '/transfer-list/driver/{id}', access: read, summary: 'One driver.', params: idParams, data: driver });
export const updateDriver = endpoint({ method: 'PUT', path: '/transfer-list/driver/{id}', access: manageDrivers, summary: 'Edits a driver.', params: idParams, body: driverBody, data: driver });
export const deleteDriver = endpoint({
  method: 'DELETE', path: '/transfer-list/driver/{id}', access: manageDrivers,
  summary: 'Deletes a driver without shifts from today on (kept for the history of past ones).', params: idParams, data: okMessage,
});

// ---- driver shifts ----------------------------------------------------------------------

export const driverShift = z.object({
  id: z.number(), shift_date: z.string(), national_id_number: z.string(), full_name: z.string(), phone: z.string().nullable(),
  shift_start: z.string(), shift_end: z.string(), shift_id: z.string(), shuttle_stop_id: z.number(), stop_no: z.string(), stop_name: z.string(),
  pickup_time: z.string(), driver_id: z.number().nullable(), driver_name: z.string().nullable(), plate: z.string().nullable(),
  source: z.enum(['import', 'manual']), created_at: z.string(),
});
export type DriverShift = z.infer<typeof driverShift>;

/** A shift slot as the list filters it: 'HH:MM-HH:MM' (docs/decisions/transfers.md). */
export const shiftSlot = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'Vardiya SS:dd-SS:dd biçiminde olmalıdır.');

/** /driver-shift/list?page&all&shift_date&shift_id&driver_id: all is 0 when a shift date is given, otherwise 1. */
export const shiftListQuery = listQuery.extend({
  all: z.enum(['0', '1']).optional(),
  shift_date: isoDay.optional(),
  shift_id: shiftSlot.optional(),
  driver_id: id.optional(),
  keyword: text(100).optional(),
});
export const listDriverShifts = endpoint({
  method: 'GET', path: '/driver/shift/change', access: read,
  summary: 'The driver-shift list with its filters; helper_data gives the drivers and shift slots a driver change chooses from.',
  query: shiftListQuery, data: z.array(driverShift),
});
export const changeShiftDriver = endpoint({
  method: 'POST', path: '/driver/shift/change', access: manageDrivers, summary: "Changes a shift's driver (null: unassigned).",
  body: z.object({ driver_shift_id: id, new_driver_id: id.nullable() }), data: driverShift,
});
export const manualShiftBody = z.object({
  shift_date: isoDay,
  national_id_number: z.string().trim().regex(/^[1-9]\d{10}$/, 'TC Kimlik No 11 haneli olmalıdır.'),
  full_name: text(120).min(3, 'Ad soyad en az 3 karakter olmalıdır.'),
  phone: z.string().trim().regex(/^5\d{9}$/, 'Telefon 10 haneli olmalı ve 5 ile başlamalıdır.').nullish().or(z.literal('').transform(() => null)),
  shift_start: hhmm, shift_end: hhmm, pickup_time: hhmm,
  shuttle_stop_id: id, driver_id: id.nullish(),
});
export type ManualShiftBody = z.input<typeof manualShiftBody>;
export const createManualShift = endpoint({
  method: 'POST', path: '/shift/manuel', access: manageDrivers, summary: 'Adds one person to a date by hand (spec: shift/manuel).',
  body: manualShiftBody, data: driverShift,
});
export const deleteDriverShift = endpoint({
  method: 'DELETE', path: '/driver/shift/{id}/delete', access: manageDrivers, summary: 'Deletes one shift row.', params: idParams, data: okMessage,
});
export const deleteShiftsByDate = endpoint({
  method: 'DELETE', path: '/driver/shift/deleteByDate', access: manageDrivers, summary: 'Deletes every shift row of a date.',
  query: z.object({ shift_date: isoDay }), data: okMessage.extend({ deleted: z.number().int() }),
});

// ---- import -----------------------------------------------------------------------------

const previewPerson = z.object({
  national_id_number: z.string(), full_name: z.string(), shift: z.string(), stop_name: z.string(), pickup_time: z.string(), driver_name: z.string().nullable(),
});
const changedPerson = previewPerson.extend({ fields: z.array(z.string()), before: previewPerson });
export const shiftImport = z.object({
  id: z.number(), shift_date: z.string(), file_name: z.string(), status: z.enum(['previewed', 'applied', 'refused']),
  rows: z.number().int(), added: z.number().int(), changed: z.number().int(), removed: z.number().int(), unchanged: z.number().int(),
  bad_rows: z.array(z.object({ line: z.number().int(), errors: z.array(z.string()) })),
  /** Up to 200 of each, for the preview screen; the counts above are the whole. */
  samples: z.object({ added: z.array(previewPerson), changed: z.array(changedPerson), removed: z.array(previewPerson) }),
  /** People whose pickup time or stop changes: the SMS goes to these. */
  to_notify: z.number().int(),
  notified: z.number().int().nullable(),
  not_notified: z.array(z.object({ national_id_number: z.string(), full_name: z.string() })).nullable(),
  created_at: z.string(), applied_at: z.string().nullable(),
});
export type ShiftImport = z.infer<typeof shiftImport>;

/** Multipart fields beside the file. */
export const shiftImportFields = z.object({ shift_date: isoDay });
export const importDriverShifts = endpoint({
  method: 'POST', path: '/driver/shift/import', access: manageDrivers, multipart: true,
  summary: 'Reads a shift file (xlsx or csv, with shift_date) and answers the preview of what applying it would change; nothing is applied. A file with bad rows is refused (422) with their lines.',
  body: shiftImportFields, data: shiftImport,
});
export const applyShiftImport = endpoint({
  method: 'POST', path: '/driver/shift/import/{id}/apply', access: manageDrivers,
  summary: "Apron's own: applies a previewed import in one transaction and queues an SMS to those whose pickup changed; 409 when the date changed since the preview.",
  params: idParams, data: shiftImport,
});

// ---- transfers --------------------------------------------------------------------------

export const TRANSFER_TYPES = ['arrival', 'departure'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const ARCHIVE_FILTERS = ['active', 'archived', 'all'] as const;

export const transfer = z.object({
  id: z.number(), transfer_type: z.enum(TRANSFER_TYPES), company_id: z.number(), company_name: z.string(),
  department: z.number().nullable(), department_name: z.string().nullable(), driver: z.number().nullable(), driver_name: z.string().nullable(),
  plate: z.string().nullable(), show_note_field: z.boolean(), note: z.string().nullable(), transfer_date: z.string(),
  release_date: z.string().nullable(), release_time: z.string().nullable(), passenger_count: z.number().int(),
  registrar: z.number(), registrar_name: z.string(), created_at: z.string(),
});
export type Transfer = z.infer<typeof transfer>;

export const transferBody = z.object({
  transfer_type: z.enum(TRANSFER_TYPES),
  company_id: id,
  department: id.nullish(),
  driver: id.nullish(),
  show_note_field: z.boolean().default(false),
  note: text(1000).nullish(),
  transfer_date: isoDay,
  release_date: isoDay.nullish().or(z.literal('').transform(() => null)),
  release_time: hhmm.nullish().or(z.literal('').transform(() => null)),
  passenger_count: z.coerce.number().int().min(1, 'Yolcu sayısı en az 1 olmalıdır.').max(500),
}).superRefine((b, ctx) => {
  if (b.transfer_type === 'departure' && (!b.release_date || !b.release_time)) ctx.addIssue({ code: 'custom', path: [b.release_date ? 'release_time' : 'release_date'], message: M.releaseRequired });
});
export type TransferBody = z.input<typeof transferBody>;

export const transferListQuery = listQuery.extend({
  release_date: isoDay.optional(), registrar: id.optional(), transfer_type: z.enum(TRANSFER_TYPES).optional(),
  archive_filter: z.enum(ARCHIVE_FILTERS).default('active'),
});
export const listTransfers = endpoint({
  method: 'GET', path: '/transfer', access: read, summary: 'Transfer requests, newest first; archived = transfer date before today.',
  query: transferListQuery, data: z.array(transfer),
});
export const createTransfer = endpoint({ method: 'POST', path: '/transfer', access: manageTransfers, summary: 'Adds a transfer request.', body: transferBody, data: transfer });
export const getTransfer = endpoint({ method: 'GET', path: '/transfer/{id}', access: read, summary: 'One transfer request.', params: idParams, data: transfer });
export const updateTransfer = endpoint({ method: 'PUT', path: '/transfer/{id}', access: manageTransfers, summary: 'Edits a transfer request.', params: idParams, body: transferBody, data: transfer });
export const deleteTransfer = endpoint({ method: 'DELETE', path: '/transfer/{id}', access: manageTransfers, summary: 'Deletes a transfer request.', params: idParams, data: okMessage });

export const driverOnShift = driver.extend({
  /** Runs this driver already drives that end at the release time (people going home then). */
  runs_at_time: z.number().int(), passengers_at_time: z.number().int(), free_seats: z.number().int(),
});
export const driversByShift = endpoint({
  method: 'GET', path: '/driver/getByShift', access: read,
  summary: 'Drivers for a release: first those already running a departure at that time with free seats, then those free that day.',
  query: z.object({ release_time: hhmm, release_date: isoDay }), data: z.array(driverOnShift),
});

const planStop = z.object({ shuttle_stop_id: z.number(), stop_name: z.string(), time: z.string(), passengers: z.number() });
const planRun = z.object({
  kind: z.enum(['arrival', 'departure', 'transfer']), time: z.string(), starts_at: z.string(), stops: z.array(planStop),
  passengers: z.number(), over_capacity: z.boolean(), transfer_id: z.number().nullable(),
});
export const dayPlan = z.object({
  transfer_date: z.string(),
  drivers: z.array(z.object({
    id: z.number(), full_name: z.string(), plate: z.string(), capacity: z.number(), runs: z.array(planRun), passengers: z.number(),
    conflicts: z.array(z.object({ a: z.string(), b: z.string() })),
  })),
  unassigned: z.array(z.object({ shift_start: z.string(), shift_end: z.string(), stop_name: z.string(), passengers: z.number() })),
  unassigned_transfers: z.array(z.number()),
  totals: z.object({ passengers: z.number(), runs: z.number(), over_capacity_runs: z.number(), unassigned: z.number(), conflicts: z.number() }),
});
export type DayPlanData = z.infer<typeof dayPlan>;
export const getPlan = endpoint({
  method: 'GET', path: '/plan', access: read, summary: 'The plan of a date: runs per driver, unassigned people, conflicts.',
  query: z.object({ transfer_date: isoDay }), data: dayPlan,
});
export const dailyReport = endpoint({
  method: 'GET', path: '/report/daily', access: read, file: true, summary: 'The plan of a date as an Excel file (one row per person and per transfer).',
  query: z.object({ transfer_date: isoDay }),
});
export const rangeQuery = z.object({ start_date: isoDay, end_date: isoDay }).superRefine((q, ctx) => {
  if (q.end_date < q.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  else if ((Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 > 92) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.rangeTooLong });
});
export const rangeReport = endpoint({
  method: 'GET', path: '/report/range', access: read, file: true, summary: 'Per day and driver: runs, people carried and transfers, as an Excel file.',
  query: rangeQuery,
});

export const transferForm = endpoint({
  method: 'GET', path: '/transfer/create', access: read, summary: "Apron's own: the companies, departments and shuttle stops the transfer and manual-shift forms choose from.",
  data: z.object({
    companies: z.array(z.object({ id: z.number(), name: z.string() })),
    departments: z.array(z.object({ id: z.number(), name: z.string(), company_id: z.number() })),
    stops: z.array(z.object({ id: z.number(), stop_no: z.string(), stop_name: z.string() })),
    transfer_types: z.array(z.enum(TRANSFER_TYPES)),
  }),
});

import { z } from 'zod';
import { calendarDate, TURKEY_TIME_ZONE } from './dashboard';
import { storedFile } from './files';
import { endpoint, id, idParams, listQuery, okMessage, queryFlag, text } from './http';
import { positionItem, roleDisplay, SEARCH_MIN_CHARS } from './people';
import { SHA256_PATTERN } from './sync';

/**
 * Detection registers (spec 3 §2, §3, §7, §8 "Detection registers"): detections of prohibited
 * substances, suspicious substances and imposter documents. The three registers differ only in the
 * reference list they pick from (and its field name), whether a flight number is kept, and the role
 * filter of their list; everything else is one declaration made three times by `detectionEndpoints`.
 * Decisions: docs/decisions/detections.md.
 */
const view = { permission: 'view-detections' } as const;
/** Holders may change and delete every detection (others: only the ones they reported). */
export const DETECTION_MANAGE_PERMISSION = 'manage-detection-lists';

export * from './detection-registers';
import { DETECTION_REGISTERS, DETECTION_REGISTER_DEFS, MEMBER_SEARCH_PATHS, type DetectionRegister, type DetectionRegisterDef } from './detection-registers';

export const DETECTION_LIMITS = {
  descriptionMax: 2000,
  flightNumberMax: 10,
  /** Files on one detection, all uploads together. */
  filesMax: 10,
  /** Rows of one Excel export (spec 2 §9's limit, the same words). */
  exportMax: 2000,
  /** Project members the form data carries for offline use. */
  membersMax: 5000,
  /** Member search answers. */
  searchMax: 20,
} as const;

export const DETECTION_MESSAGES = {
  notFound: 'Tespit kaydı bulunamadı.',
  idTaken: 'Bu kayıt kimliği başka bir tespit kaydında kullanılıyor.',
  notMember: 'Seçilen kişi güvenlik projelerinizden birinin üyesi değil.',
  futureDetection: 'Tespit zamanı ileri bir tarih olamaz.',
  badDetectedAt: 'Tespit zamanı gg/aa/yyyy ss:dd biçiminde geçerli bir zaman olmalıdır.',
  flightNumber: `Uçuş numarası 2-${DETECTION_LIMITS.flightNumberMax} büyük Latin harf veya rakam olmalıdır.`,
  tooManyFiles: `Bir tespit kaydına en fazla ${DETECTION_LIMITS.filesMax} dosya eklenebilir.`,
  fileNotOfRecord: 'Silinecek dosya bu tespit kaydına ait değil.',
  methodOverride: 'Güncelleme için _method=PUT gönderilmelidir.',
  notYours: 'Bu tespit kaydını yalnızca kaydeden kişi veya tespit listelerini yöneten kullanıcılar değiştirebilir.',
  /** Spec 2 §8, the audit exports' words. */
  exportTooMany: 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.',
} as const;

/** Spec 3 §8, word for word: 'Prohibited substance detection successfully created.' */
export const detectionMessages = (def: Pick<DetectionRegisterDef, 'thing'>) => ({
  created: `${def.thing} successfully created.`,
  updated: `${def.thing} successfully updated.`,
  deleted: `${def.thing} successfully deleted.`,
});

// ---- Time of detection: typed in Türkiye's time ---------------------------------------------

/** 'yyyy-MM-ddTHH:mm' (a space instead of T is accepted), Türkiye's wall-clock time. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/;
/** Türkiye keeps UTC+3 all year (since 2016). */
const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** The instant of a Türkiye wall-clock time, or null when it is not a real one. */
export function turkeyLocalToDate(local: string): Date | null {
  const m = LOCAL_DATE_TIME_PATTERN.exec(local.trim());
  if (!m) return null;
  const [, day, hh, mm] = m;
  const [y, mo, d] = day!.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, mo - 1, d, Number(hh), Number(mm));
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || Number(hh) > 23 || Number(mm) > 59) return null;
  return new Date(ms - TURKEY_OFFSET_MS);
}

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TURKEY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** Whether a Türkiye wall-clock time is later than `now` allows (a device clock may run a little ahead). */
export const DETECTION_CLOCK_SKEW_MS = 5 * 60_000;
export const isFutureDetection = (at: Date, now: Date) => at.getTime() > now.getTime() + DETECTION_CLOCK_SKEW_MS;

/** An instant as Türkiye's wall-clock 'yyyy-MM-ddTHH:mm' (what the form shows and sends back). */
export function turkeyLocalOf(instant: Date | string): string {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The UTC range of a Türkiye calendar day, for the list's day filters. */
export function turkeyDayRange(day: string): { from: Date; to: Date } {
  const from = turkeyLocalToDate(`${day}T00:00`)!;
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

const detectedAt = z.string().trim().max(19).refine((v) => turkeyLocalToDate(v) !== null, { message: DETECTION_MESSAGES.badDetectedAt });
/** Latin upper-case letters and digits ('TK2104'); an empty text means none. */
export const FLIGHT_NUMBER_PATTERN = new RegExp(`^([A-Z0-9]{2,${DETECTION_LIMITS.flightNumberMax}})?$`);
const flightNumber = z
  .string()
  .trim()
  .max(DETECTION_LIMITS.flightNumberMax, DETECTION_MESSAGES.flightNumber)
  .regex(FLIGHT_NUMBER_PATTERN, DETECTION_MESSAGES.flightNumber)
  .transform((v) => v || null)
  .nullish();
const sha256 = z.string().regex(SHA256_PATTERN);
/** `deletedFileIds[i]` of a multipart body, or a list in JSON. */
const idList = (max: number) => z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(id).max(max));

// ---- Records --------------------------------------------------------------------------------

const nameRef = z.object({ id: z.number(), name: z.string() });

export const detectionItem = z.object({
  id: z.number(),
  /** The UUIDv7 a device gave it (or the server, for online forms): matches the outbox item. */
  uuid: z.string(),
  register: z.enum(DETECTION_REGISTERS),
  /** The substance or imposter document (its register's reference list). */
  item: nameRef,
  flight_number: z.string().nullable(),
  description: z.string(),
  detected_at: z.string(),
  detecter_position_id: z.number(),
  detecter: z.object({ position_id: z.number(), user_id: z.number().nullable(), full_name: z.string(), role_display: roleDisplay }),
  /** The detecter's security project when the detection was recorded. */
  detecter_project: nameRef,
  reporter: z.object({ user_id: z.number(), full_name: z.string() }),
  files_count: z.number(),
  /** The reporter, or a holder of manage-detection-lists: may edit and delete. */
  can_change: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DetectionItem = z.infer<typeof detectionItem>;

export const detectionDetails = detectionItem.extend({
  /** Downloads at {path}/{id}/file/{fileId}. */
  files: z.array(storedFile),
});
export type DetectionDetails = z.infer<typeof detectionDetails>;

/** The form data, kept on the device so a detection can be recorded offline. */
export const detectionFormData = z.object({
  items: z.array(nameRef),
  /** Live members of the caller's security projects (up to membersMax). */
  members: z.array(positionItem),
  members_truncated: z.boolean(),
  /** The caller's security projects (every project for a super role): the list's project filter. */
  projects: z.array(nameRef),
});
export type DetectionFormData = z.infer<typeof detectionFormData>;

/** The register's fields as the spec names them; multipart sends them as text parts beside files[i]. */
function fieldsShape(def: DetectionRegisterDef) {
  return {
    detecter_position_id: id,
    [def.itemField]: id,
    ...(def.flightNumber ? { flight_number: flightNumber } : {}),
    description: text(DETECTION_LIMITS.descriptionMax).default(''),
    detected_at: detectedAt,
  };
}

/** What a form sends (numbers may arrive as text from multipart). */
export interface DetectionFieldsIn {
  detecter_position_id: number | string;
  prohibited_substance_id?: number | string;
  suspicious_substance_id?: number | string;
  imposter_document_id?: number | string;
  flight_number?: string | null;
  description?: string;
  detected_at: string;
}
export interface DetectionFieldsOut {
  detecter_position_id: number;
  prohibited_substance_id?: number;
  suspicious_substance_id?: number;
  imposter_document_id?: number;
  flight_number?: string | null;
  description: string;
  detected_at: string;
}

export function detectionFields(def: DetectionRegisterDef) {
  return z.object(fieldsShape(def)) as unknown as z.ZodType<DetectionFieldsOut, DetectionFieldsIn>;
}

const createExtra = {
  /** The device's UUIDv7 for a detection saved offline; the server keeps it. */
  id: z.uuid().optional(),
  /** The outbox's JSON: blobs named by SHA-256, uploaded before (PUT /blobs/{sha256}). */
  file_hashes: z.array(sha256).max(DETECTION_LIMITS.filesMax).default([]),
  /** Original names, in the order of file_hashes ('dosya-1' and so on otherwise). */
  file_names: z.array(text(200)).max(DETECTION_LIMITS.filesMax).optional(),
};
export type DetectionCreateBody = DetectionFieldsIn & { id?: string; file_hashes?: string[]; file_names?: string[] };
export type DetectionCreateOut = DetectionFieldsOut & { id?: string; file_hashes: string[]; file_names?: string[] };

const updateExtra = {
  /** Method override (spec 3 §7: multipart POST with _method=PUT). */
  _method: z.literal('PUT', { message: DETECTION_MESSAGES.methodOverride }),
  deletedFileIds: idList(50),
};
export type DetectionUpdateOut = DetectionFieldsOut & { _method: 'PUT'; deletedFileIds: number[] };

export function detectionCreateBody(def: DetectionRegisterDef) {
  return z.object({ ...fieldsShape(def), ...createExtra }) as unknown as z.ZodType<DetectionCreateOut, DetectionCreateBody>;
}
export function detectionUpdateBody(def: DetectionRegisterDef) {
  return z.object({ ...fieldsShape(def), ...updateExtra }) as unknown as z.ZodType<DetectionUpdateOut>;
}

/** The list's filters (spec 3 §2; screens.tsv), the same for the Excel export. */
function filtersShape(def: DetectionRegisterDef) {
  return {
    [def.itemField]: id.optional(),
    detecter_name: text(100).optional(),
    ...(def.roleFilter === 'detecter_role_name' ? { detecter_role_name: text(120).optional() } : { detecter_role_group_id: id.optional() }),
    detecter_project_id: id.optional(),
    reporter_name: text(100).optional(),
    created_at: calendarDate.optional(),
    detected_at: calendarDate.optional(),
  };
}
export const detectionFilters = (def: DetectionRegisterDef) => z.object(filtersShape(def)) as unknown as z.ZodType<DetectionFilterValues>;
export interface DetectionFilterValues {
  prohibited_substance_id?: number;
  suspicious_substance_id?: number;
  imposter_document_id?: number;
  detecter_name?: string;
  detecter_role_name?: string;
  detecter_role_group_id?: number;
  detecter_project_id?: number;
  reporter_name?: string;
  created_at?: string;
  detected_at?: string;
}
/** Names of the list's filters, in the order the screen shows them. */
export const detectionFilterNames = (def: DetectionRegisterDef) =>
  [def.itemField, 'detecter_name', def.roleFilter, 'detecter_project_id', 'reporter_name', 'created_at', 'detected_at'] as const;

export type DetectionListQuery = z.output<typeof listQuery> & { download?: boolean } & DetectionFilterValues;

export const DETECTION_ORDERABLE = ['created_at', 'detected_at', 'flight_number'] as const;

export const detectionFileParams = z.object({ id, fileId: id });

/** Every endpoint of one register. */
export function detectionEndpoints(def: DetectionRegisterDef) {
  const name = def.key;
  const listQueryOf = listQuery.extend({ download: queryFlag.optional(), ...filtersShape(def) });
  return {
    list: endpoint({
      method: 'GET', path: def.path, access: view, summary: `${name} detections, paged and filtered; download=true answers them as an Excel file.`,
      query: listQueryOf as unknown as z.ZodType<DetectionListQuery, Record<string, unknown>>,
      data: z.array(detectionItem),
    }),
    createForm: endpoint({
      method: 'GET', path: `${def.path}/create`, access: view, summary: `${name} detection form data (items, project members, projects), kept on the device.`,
      data: detectionFormData,
    }),
    create: endpoint({
      method: 'POST', path: def.path, access: view,
      summary: `Records a ${name} detection: multipart (fields + files[i]) or JSON with file_hashes (offline outbox).`,
      body: detectionCreateBody(def), multipart: true, data: detectionDetails,
    }),
    show: endpoint({
      method: 'GET', path: `${def.path}/{id}`, access: view, summary: `One ${name} detection with its files.`, params: idParams, data: detectionDetails,
    }),
    update: endpoint({
      method: 'POST', path: `${def.path}/{id}`, access: view,
      summary: `Updates a ${name} detection: multipart with _method=PUT, fields, files[i] and deletedFileIds[i].`,
      params: idParams, body: detectionUpdateBody(def), multipart: true, data: detectionDetails,
    }),
    remove: endpoint({
      method: 'DELETE', path: `${def.path}/{id}`, access: view, summary: `Deletes a ${name} detection (the reporter or a list manager).`,
      params: idParams, data: okMessage,
    }),
    file: endpoint({
      method: 'GET', path: `${def.path}/{id}/file/{fileId}`, access: view, summary: `A file of a ${name} detection.`,
      params: detectionFileParams, file: true,
    }),
  };
}
export type DetectionEndpoints = ReturnType<typeof detectionEndpoints>;

export const DETECTION_API = Object.fromEntries(
  DETECTION_REGISTERS.map((key) => [key, detectionEndpoints(DETECTION_REGISTER_DEFS[key])]),
) as Record<DetectionRegister, DetectionEndpoints>;

// ---- Member searches (spec 3 §7) -------------------------------------------------------------

const memberQuery = z.object({ q: text(100).min(SEARCH_MIN_CHARS, `Arama için en az ${SEARCH_MIN_CHARS} karakter giriniz.`) });

export const searchPositionMembers = endpoint({
  method: 'GET', path: MEMBER_SEARCH_PATHS.position, access: view,
  summary: "Members of the caller's security projects by name or national id (from 3 characters): the substance detection forms.",
  query: memberQuery, data: z.array(positionItem),
});

export const searchImposterMembers = endpoint({
  method: 'GET', path: MEMBER_SEARCH_PATHS.imposter, access: view,
  summary: "Members of the caller's security projects by name or national id (from 3 characters): the imposter document form.",
  query: memberQuery, data: z.array(positionItem),
});

export const MEMBER_SEARCH_ENDPOINTS = { [MEMBER_SEARCH_PATHS.position]: searchPositionMembers, [MEMBER_SEARCH_PATHS.imposter]: searchImposterMembers };

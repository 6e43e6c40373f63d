import { z } from 'zod';
import { storedFile } from './files';
import { endpoint, id, idParams, listQuery, queryFlag, text } from './http';
import { roleDisplay } from './people';
import { SHA256_PATTERN } from './sync';

/**
 * Generic demands (spec 2 §2, §3, §4, §7): demand types name the roles that receive them; any
 * signed-in user raises a demand request; holders of view-demand-response in a receiving role
 * answer it or redirect it to another role. Decisions: docs/decisions/demands.md.
 */
const manage = { permission: 'manage-will-and-notice-types' } as const;
const respond = { permission: 'view-demand-response' } as const;

export const DEMAND_REQUEST_STATUSES = ['waiting', 'answered'] as const;
export type DemandRequestStatus = (typeof DEMAND_REQUEST_STATUSES)[number];
/** A routing step is waiting, answered, or redirected (passed on to another role: history). */
export const DEMAND_STEP_STATUSES = ['waiting', 'answered', 'redirected'] as const;
export type DemandStepStatus = (typeof DEMAND_STEP_STATUSES)[number];

export const DEMAND_LIMITS = {
  titleMax: 150,
  descriptionMax: 4000,
  responseMax: 4000,
  /** Files on one demand request, all uploads together. */
  filesMax: 10,
  rolesMax: 50,
  /** Rows of one Excel export (the audit exports' limit, spec 2 §9). */
  exportMax: 2000,
} as const;

export const DEMAND_MESSAGES = {
  typeCreated: 'Talep türü oluşturuldu.',
  typeUpdated: 'Talep türü güncellendi.',
  typeDeleted: 'Talep türü silindi.',
  typeNotFound: 'Talep türü bulunamadı.',
  roleNotFound: 'Seçilen rollerden biri bulunamadı.',
  requestCreated: 'Talebiniz alındı.',
  requestUpdated: 'Talep güncellendi.',
  requestDeleted: 'Talep silindi.',
  filesAdded: 'Dosyalar talebe eklendi.',
  fileDeleted: 'Dosya talepten çıkarıldı.',
  filesMissing: 'Lütfen en az bir dosya seçiniz.',
  tooManyFiles: `Bir talebe en fazla ${DEMAND_LIMITS.filesMax} dosya eklenebilir.`,
  /** A request someone has acted on (answered or redirected) is no longer the requester's to change. */
  locked: 'İşlem görmüş bir talep değiştirilemez veya silinemez.',
  answeredLocked: 'Yanıtlanmış bir talebin dosyaları değiştirilemez.',
  idTaken: 'Bu kayıt kimliği başka bir talepte kullanılıyor.',
  answered: 'Talep yanıtlandı.',
  redirected: 'Talep yönlendirildi.',
  notWaiting: 'Bu talep yanıtlanmış veya başka bir role yönlendirilmiş; işlem yapılamaz.',
  alreadyRouted: 'Talep zaten bu role yönlendirilmiş.',
  roleCannotRespond: 'Seçilen rolün talepleri yanıtlama yetkisi bulunmamaktadır.',
  /** Spec 2 §8, the audit exports' words. */
  exportTooMany: 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.',
} as const;

/** Excel export of the response search (Turkish headers, spec 2 §7 "demand-response-search download"). */
export const DEMAND_EXPORT_NAME = 'Talep yanıtları.xlsx';
export const DEMAND_STATUS_LABELS: Record<DemandStepStatus, string> = {
  waiting: 'Bekliyor',
  answered: 'Yanıtlandı',
  redirected: 'Yönlendirildi',
};

// ---- Demand types ---------------------------------------------------------------------

const nameRef = z.object({ id: z.number(), name: z.string() });
export const companyRef = nameRef;

export const demandType = z.object({
  id: z.number(),
  name: z.string(),
  /** Request numbers restart each year ('2026-0001'); otherwise one running number ('0001'). */
  sequence_yearly_reset: z.boolean(),
  role_ids: z.array(z.number()),
  roles: z.array(roleDisplay),
  requests_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DemandType = z.infer<typeof demandType>;

export const demandTypeBody = z.object({
  name: text(120).min(2),
  role_ids: z.array(id).min(1).max(DEMAND_LIMITS.rolesMax).transform((ids) => [...new Set(ids)]),
  sequence_yearly_reset: z.boolean().default(false),
});
export type DemandTypeBody = z.input<typeof demandTypeBody>;

/** `with_helper_data=true` adds `helper_data.companies` (the first step of the role picker). */
export const listDemandTypes = endpoint({
  method: 'GET', path: '/demand/type', access: 'signed-in', summary: 'Demand types, paged (every user raises requests of them).',
  query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(demandType),
});

export const getDemandType = endpoint({
  method: 'GET', path: '/demand/type/{id}', access: 'signed-in', summary: 'One demand type with its receiving roles.',
  params: idParams, query: z.object({ with_helper_data: queryFlag.optional() }), data: demandType,
});

export const createDemandType = endpoint({
  method: 'POST', path: '/demand/type', access: manage, summary: 'Creates a demand type.', body: demandTypeBody, data: demandType,
});

export const updateDemandType = endpoint({
  method: 'PUT', path: '/demand/type/{id}', access: manage, summary: 'Updates a demand type.', params: idParams, body: demandTypeBody, data: demandType,
});

export const deleteDemandType = endpoint({
  method: 'DELETE', path: '/demand/type/{id}', access: manage, summary: 'Deletes a demand type (its requests stay).',
  params: idParams, data: z.object({ message: z.string() }),
});

// ---- Demand requests ------------------------------------------------------------------

const sha256 = z.string().regex(SHA256_PATTERN);
const person = z.object({ user_id: z.number(), full_name: z.string() });

/** One routing step: the roles it went to and what became of it there. */
export const demandStep = z.object({
  id: z.number(),
  status: z.enum(DEMAND_STEP_STATUSES),
  roles: z.array(roleDisplay),
  response: z.string().nullable(),
  redirect_role: roleDisplay.nullable(),
  responder: person.nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
});
export type DemandStep = z.infer<typeof demandStep>;

export const demandRequestItem = z.object({
  id: z.number(),
  /** The UUIDv7 a device gave it (or the server, for online forms): matches the outbox item. */
  uuid: z.string(),
  number: z.string(),
  title: z.string(),
  demand_type: nameRef,
  status: z.enum(DEMAND_REQUEST_STATUSES),
  current_roles: z.array(roleDisplay),
  files_count: z.number(),
  requester: person,
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type DemandRequestItem = z.infer<typeof demandRequestItem>;

export const demandRequestDetails = demandRequestItem.extend({
  description: z.string(),
  /** Downloads at /demand/request/{id}/file/{fileId} (not /files/{id}: responders may read them too). */
  files: z.array(storedFile),
  history: z.array(demandStep),
  /** Still untouched: the requester may edit or delete it. */
  editable: z.boolean(),
});
export type DemandRequestDetails = z.infer<typeof demandRequestDetails>;

const requestText = {
  title: text(DEMAND_LIMITS.titleMax).min(3),
  description: text(DEMAND_LIMITS.descriptionMax).default(''),
};

/** The form fields; multipart sends them as text parts beside `files[n]`. */
export const demandRequestFields = z.object({
  /** The device's UUIDv7 for a request saved offline; the server keeps it. */
  id: z.uuid().optional(),
  demand_type_id: id,
  ...requestText,
});

/** The JSON form the outbox sends: blobs named by SHA-256, uploaded before (PUT /blobs/{sha256}). */
export const demandRequestJsonBody = demandRequestFields.extend({
  file_hashes: z.array(sha256).max(DEMAND_LIMITS.filesMax).default([]),
  /** Original names, in the order of file_hashes (optional; 'dosya-1' and so on otherwise). */
  file_names: z.array(text(200)).max(DEMAND_LIMITS.filesMax).optional(),
});
export type DemandRequestJsonBody = z.input<typeof demandRequestJsonBody>;

export const demandRequestUpdateBody = z.object(requestText);
export type DemandRequestUpdateBody = z.input<typeof demandRequestUpdateBody>;

export const demandRequestParams = z.object({ id });
export const demandFileParams = z.object({ id, fileId: id });

export const listDemandRequests = endpoint({
  method: 'GET', path: '/demand/request', access: 'signed-in', summary: "The signed-in user's own demand requests, paged.",
  query: listQuery.extend({ status: z.enum(DEMAND_REQUEST_STATUSES).optional(), demand_type_id: id.optional(), keyword: text(100).optional() }),
  data: z.array(demandRequestItem),
});

export const createDemandRequest = endpoint({
  method: 'POST', path: '/demand/request', access: 'signed-in',
  summary: 'Raises a demand request: multipart (fields + files[n]) or JSON with file_hashes (offline outbox).',
  body: demandRequestJsonBody, multipart: true, data: demandRequestDetails,
});

export const getDemandRequest = endpoint({
  method: 'GET', path: '/demand/request/{id}', access: 'signed-in', summary: 'One own demand request with files and history.',
  params: demandRequestParams, data: demandRequestDetails,
});

export const updateDemandRequest = endpoint({
  method: 'PUT', path: '/demand/request/{id}', access: 'signed-in', summary: 'Edits an own request nobody has acted on yet.',
  params: demandRequestParams, body: demandRequestUpdateBody, data: demandRequestDetails,
});

export const deleteDemandRequest = endpoint({
  method: 'DELETE', path: '/demand/request/{id}', access: 'signed-in', summary: 'Withdraws an own request nobody has acted on yet.',
  params: demandRequestParams, data: z.object({ message: z.string() }),
});

export const addDemandRequestFiles = endpoint({
  method: 'POST', path: '/demand/request/{id}/file', access: 'signed-in', summary: 'Adds files (multipart files[n]) to an own unanswered request.',
  params: demandRequestParams, multipart: true, data: z.array(storedFile),
});

export const deleteDemandRequestFile = endpoint({
  method: 'DELETE', path: '/demand/request/{id}/file/{fileId}', access: 'signed-in', summary: 'Removes a file from an own unanswered request.',
  params: demandFileParams, data: z.object({ message: z.string() }),
});

export const downloadDemandRequestFile = endpoint({
  method: 'GET', path: '/demand/request/{id}/file/{fileId}', access: 'signed-in',
  summary: 'A file of a request, for its requester and for responders of a role it was routed to.',
  params: demandFileParams, file: true,
});

// ---- Responses --------------------------------------------------------------------------

export const demandResponseForm = endpoint({
  method: 'GET', path: '/demand/response/{id}/create', access: respond, summary: 'Answer form data: the step, the request, its history.',
  params: idParams,
  data: z.object({ step: demandStep, request: demandRequestDetails, can_act: z.boolean(), companies: z.array(companyRef) }),
});

export const demandAnswerBody = z.object({ response: text(DEMAND_LIMITS.responseMax).min(2) });

export const answerDemandResponse = endpoint({
  method: 'POST', path: '/demand/response/{id}', access: respond, summary: 'Answers a waiting demand routed to the active role.',
  params: idParams, body: demandAnswerBody, data: demandStep,
});

export const redirectDemandResponse = endpoint({
  method: 'POST', path: '/demand/response/{id}/redirect', access: respond, summary: 'Redirects a waiting demand to another role; answers the new step.',
  params: idParams, body: z.object({ redirect_role_id: id }), data: demandStep,
});

// ---- Response search ------------------------------------------------------------------

const isoDate = z.iso.date();
export const demandSearchFilters = z
  .object({
    demand_type_id: id.nullish(),
    /** Absent: the demands the role holds now (waiting or answered); 'redirected' shows those passed on. */
    status: z.enum(DEMAND_STEP_STATUSES).nullish(),
    started_at: isoDate.nullish(),
    ended_at: isoDate.nullish(),
    requester: text(100).nullish(),
    keyword: text(100).nullish(),
  })
  .refine((f) => !f.started_at || !f.ended_at || f.started_at <= f.ended_at, {
    path: ['ended_at'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  });
export type DemandSearchFilters = z.input<typeof demandSearchFilters>;

export const demandResponseRow = demandStep.extend({
  request: demandRequestItem.pick({ id: true, number: true, title: true, demand_type: true, requester: true, created_at: true, files_count: true }),
});
export type DemandResponseRow = z.infer<typeof demandResponseRow>;

export const demandResponseSearchForm = endpoint({
  method: 'GET', path: '/demand-response-search/create', access: respond, summary: 'Search form data: demand types and statuses.',
  data: z.object({ demand_types: z.array(nameRef), statuses: z.array(z.enum(DEMAND_STEP_STATUSES)) }),
});

export const searchDemandResponses = endpoint({
  method: 'POST', path: '/demand-response-search', access: respond, summary: 'Demands routed to the active role, filtered (body), paged (query).',
  query: listQuery, body: demandSearchFilters, data: z.array(demandResponseRow),
});

export const downloadDemandResponses = endpoint({
  method: 'POST', path: '/demand-response-search/download', access: respond, summary: 'The filtered demands as an Excel file.',
  body: demandSearchFilters, file: true,
});

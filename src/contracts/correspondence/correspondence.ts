import { z } from 'zod';
import { endpoint, id, idParams, listQuery, text } from '../http';
import { audienceEntry, correspondenceFields, SEND_AS } from './audience';

/**
 * Internal correspondence (spec 3 §2–§9): drafts, sending, approval, boxes, mandatory reading and
 * proof of reading. Decisions: docs/decisions/correspondence.md.
 */
export const approve = { permission: 'approve-correspondences' } as const;
export const manage = { permission: 'manage-correspondences' } as const;

export const CORRESPONDENCE_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type CorrespondenceStatus = (typeof CORRESPONDENCE_STATUSES)[number];
export const BOXES = ['inbox', 'outbox', 'draft', 'approval'] as const;
export type Box = (typeof BOXES)[number];
/** Spec 3 §9: the inbox sorts by these; newest first by created_at by default. */
export const INBOX_SORTS = ['reference_code', 'subject', 'created_at'] as const;
/** Spec 3 §9 / spec 1: the unread count refreshes every 2 minutes (paused while hidden). */
export const LABEL_COUNT_REFRESH_MS = 120_000;

export const CORRESPONDENCE_MESSAGES = {
  created: 'Yazışma gönderildi.',
  draftSaved: 'Taslak kaydedildi.',
  updated: 'Yazışma güncellendi.',
  deleted: 'Yazışma silindi.',
  approved: 'Yazışma onaylandı.',
  rejected: 'Yazışma reddedildi.',
  read: 'Okundu olarak işaretlendi.',
  reminded: 'Okumayanlara hatırlatma gönderildi.',
  /** Spec 3 §4: approving a future-dated item after its send date. */
  contactSender: 'Gönderim tarihi geçmiş bir yazışma onaylanamaz. Lütfen gönderen ile iletişime geçiniz.',
  notDeletable: 'Gönderilmiş bir yazışma yalnızca onaylandıktan veya reddedildikten sonra silinebilir.',
  notPending: 'Bu yazışma onay beklemiyor.',
  futureDate: 'İleri tarihli gönderim için yetkiniz bulunmamaktadır.',
  pastDate: 'Gönderim tarihi bugünden önce olamaz.',
  noReceivers: 'En az bir alıcı seçiniz veya herkese gönderiniz.',
  receiverNotFound: 'Seçilen alıcılardan biri bulunamadı veya bu alıcıya gönderemezsiniz.',
  groupUnavailable: 'Pozisyon grubu alıcıları henüz kullanılamıyor; departman, rol, proje veya kişisel grup seçiniz.',
  typeNotFound: 'Yazışma türü bulunamadı.',
  surveyRequired: 'Anket türündeki yazışma için bir anket seçiniz.',
  surveyNotAllowed: 'Yalnızca anket türündeki yazışmalara anket eklenebilir.',
  surveyNotFound: 'Anket bulunamadı.',
  surveyAnswered: 'Anket cevabınız kaydedildi.',
  surveyAlreadyAnswered: 'Bu anketi zaten cevapladınız.',
  surveyNotReceiver: 'Bu anketi yalnızca yazışmanın alıcıları cevaplayabilir.',
  surveyAnswerAll: 'Lütfen bütün soruları cevaplayınız.',
  surveyAnswerInvalid: 'Seçilen cevap bu soruya ait değil.',
  surveyAnswerFirst: 'Okundu olarak işaretlemek için önce anketi cevaplayınız.',
  surveyReportDenied: 'Anket sonuçlarını yalnızca gönderen veya yazışma yöneticileri görebilir.',
  /** Issue 14: a group too small to keep answers anonymous is not shown. */
  surveySuppressed: '5 kişiden az cevap: sonuçlar gizli',
  notMandatory: 'Okuma raporu yalnızca zorunlu yazışmalar için vardır.',
  notEditable: 'Bu yazışma düzenlenemez.',
  tooManyFiles: 'Bir yazışmaya en fazla 10 dosya eklenebilir.',
  filesMissing: 'Dosyalar okunamadı.',
  expired: 'Son gösterim tarihi gönderim tarihinden önce olamaz.',
  videoNotFound: 'Seçilen video bulunamadı veya bu videoyu kullanamazsınız.',
  videoOne: 'Bir yazışmaya yalnızca bir video eklenebilir.',
} as const;

export const FILES_MAX = 10;
/** Spec 3 §9 (and spec 2 §9): the video preview is 525 px high. */
export const VIDEO_PREVIEW_HEIGHT = 525;
/** What the video picker offers (the server decides by the bytes: mp4 or webm only). */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

export const correspondenceFile = z.object({
  id: z.number(),
  extension: z.string(),
  original_name: z.string(),
  /** Download for the sender and the item's receivers and viewers. */
  file_url: z.string(),
  size: z.number(),
  mime_type: z.string(),
});

const person = z.object({ user_id: z.number(), full_name: z.string() });

export const correspondenceItem = z.object({
  id: z.number(),
  subject: z.string(),
  reference_code: z.string().nullable(),
  correspondence_type: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(CORRESPONDENCE_STATUSES),
  is_draft: z.boolean(),
  is_sent: z.boolean(),
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
  is_mandatory: z.boolean(),
  send_as: z.enum(SEND_AS),
  send_to_everyone: z.boolean(),
  sender: person.extend({ position_name: z.string() }),
  sent_at: z.string().nullable(),
  expiration_at: z.string().nullable(),
  created_at: z.string(),
  revision: z.number(),
  /** Inbox only: when the signed-in user read it (null = unread). */
  read_at: z.string().nullable(),
  files_count: z.number(),
});
export type CorrespondenceItem = z.infer<typeof correspondenceItem>;

export const correspondenceDetails = correspondenceItem.extend({
  body: z.string(),
  files: z.array(correspondenceFile),
  receivers: z.array(audienceEntry),
  viewers: z.array(audienceEntry),
  /** Approved items: how many people it reached and how many read it. */
  delivered_count: z.number(),
  read_count: z.number(),
  survey_id: z.number().nullable(),
  /** A survey item: the survey's questions for its receivers. */
  survey: z.object({
    id: z.number(), name: z.string(),
    questions: z.array(z.object({ id: z.number(), name: z.string(), answers: z.array(z.object({ id: z.number(), name: z.string() })) })),
  }).nullable(),
  /** The signed-in user has answered the survey. */
  survey_answered: z.boolean(),
  /** The item's video (a files id), or null. */
  video_id: z.number().nullable(),
  video: z.object({
    id: z.number(), original_name: z.string(), mime_type: z.string(), size: z.number(),
    /** GET /correspondence/{id}/video: for those who may read the item; answers Range requests (206). */
    url: z.string(),
  }).nullable(),
});
export type CorrespondenceDetails = z.infer<typeof correspondenceDetails>;

export const boxQuery = listQuery.extend({
  sort: z.enum(INBOX_SORTS).optional(),
  status: z.enum(['read', 'unread', ...CORRESPONDENCE_STATUSES]).optional(),
  keyword: text(100).optional(),
  correspondence_type_id: id.optional(),
});

const boxEndpoint = (box: Box, summary: string, access: typeof approve | 'signed-in' = 'signed-in') =>
  endpoint({ method: 'GET', path: `/correspondence-${box}`, access, summary, query: boxQuery, data: z.array(correspondenceItem) });

export const listInbox = boxEndpoint('inbox', 'Items delivered to the signed-in user (receiver or viewer), newest first.');
export const listOutbox = boxEndpoint('outbox', 'Items the signed-in user sent.');
export const listDrafts = boxEndpoint('draft', "The signed-in user's drafts.");
export const listApproval = boxEndpoint('approval', 'Items waiting for approval.', approve);

export const listManagement = endpoint({
  method: 'GET', path: '/correspondence', access: manage, summary: 'Every sent item (management list).',
  query: listQuery.extend({ correspondence_type_id: id.optional(), owner_id: id.optional(), from_date: z.iso.date().optional(), to_date: z.iso.date().optional() }),
  data: z.array(correspondenceItem),
});

export const createForm = endpoint({
  method: 'GET', path: '/correspondence/create', access: 'signed-in', summary: 'What the create form offers the signed-in user.',
  data: z.object({
    correspondence_types: z.array(z.object({ id: z.number(), name: z.string(), is_survey: z.boolean() })),
    send_as: z.array(z.enum(SEND_AS)),
    can_send_future_date: z.boolean(),
    surveys_available: z.boolean(),
    /** Live surveys a survey type's item may carry (the list GET /api/survey keeps for survey managers). */
    surveys: z.array(z.object({ id: z.number(), name: z.string(), start_date: z.string() })),
  }),
});

export const createCorrespondence = endpoint({
  method: 'POST', path: '/correspondence', access: 'signed-in',
  summary: 'Saves a draft or sends (multipart: field `data` holding the JSON fields, files[n]; or JSON).',
  body: correspondenceFields, multipart: true, data: correspondenceDetails,
});

export const getCorrespondence = endpoint({
  method: 'GET', path: '/correspondence/{id}', access: 'signed-in',
  summary: 'One item for its sender, its receivers and viewers, approvers (pending) and managers.', params: idParams, data: correspondenceDetails,
});

export const editCorrespondence = endpoint({
  method: 'GET', path: '/correspondence/{id}/edit', access: 'signed-in', summary: 'A draft (or own sent item) for the edit form.', params: idParams, data: correspondenceDetails,
});

export const updateCorrespondence = endpoint({
  method: 'PUT', path: '/correspondence/{id}', access: 'signed-in',
  summary: 'Updates a draft (and may send it), or revises an own sent item (a mandatory one asks everyone again).',
  params: idParams, body: correspondenceFields, multipart: true, data: correspondenceDetails,
});

export const deleteCorrespondence = endpoint({
  method: 'DELETE', path: '/correspondence/{id}', access: 'signed-in', summary: 'Deletes a draft, or a sent item once approved or rejected.',
  params: idParams, data: z.object({ message: z.string() }),
});

export const approveCorrespondence = endpoint({
  method: 'PUT', path: '/correspondence/{id}/approve', access: approve, summary: 'Approves a pending item.', params: idParams, data: correspondenceDetails,
});
export const rejectCorrespondence = endpoint({
  method: 'PUT', path: '/correspondence/{id}/reject', access: approve, summary: 'Rejects a pending item.', params: idParams, data: correspondenceDetails,
});

export const markRead = endpoint({
  method: 'PUT', path: '/correspondence/{id}/read', access: 'signed-in', summary: 'Marks an inbox item read (idempotent: the first reading counts).',
  params: idParams, data: z.object({ read_at: z.string() }),
});

export const mandatoryInbox = endpoint({
  method: 'GET', path: '/inbox/mandatory', access: 'signed-in', summary: 'Unread mandatory items of the signed-in user, oldest first.',
  data: z.array(correspondenceDetails),
});

export const labelCount = endpoint({
  method: 'GET', path: '/label-count', access: 'signed-in', summary: 'Unread inbox, drafts and (for approvers) pending items.',
  data: z.object({ inbox: z.number(), draft: z.number(), approval: z.number() }),
});

export const downloadCorrespondenceFile = endpoint({
  method: 'GET', path: '/correspondence/{id}/file/{fileId}', access: 'signed-in', summary: 'A file of an item, for those who may read the item.',
  params: z.object({ id, fileId: id }), file: true,
});

/** Videos the signed-in user may choose (docs/decisions/correspondence.md: own videos; every video for managers). */
export const listVideos = endpoint({
  method: 'GET', path: '/correspondence/videos', access: 'signed-in', summary: 'Videos of earlier correspondence the signed-in user may choose again.',
  data: z.array(z.object({ id: z.number(), original_name: z.string(), mime_type: z.string(), size: z.number(), created_at: z.string() })),
});

export const streamVideo = endpoint({
  method: 'GET', path: '/correspondence/{id}/video', access: 'signed-in', summary: "An item's video (inline, Range requests answered 206), for those who may read the item.",
  params: idParams, file: true,
});

export const securityProjectRoles = endpoint({
  method: 'GET', path: '/security-project/{id}/role', access: 'signed-in', summary: 'Roles held by members of a security project (the add dialog).',
  params: idParams, data: z.array(z.object({ id: z.number(), name: z.string(), department_name: z.string(), members: z.number() })),
});

/** The receiver picker's choices of one type (people from 3 typed characters, spec 3 §5). */
export const audienceOptions = endpoint({
  method: 'GET', path: '/correspondence/audience-options', access: 'signed-in', summary: 'Choices for the receiver and viewer pickers.',
  query: z.object({ type: z.enum(['department', 'role', 'security_project', 'personal_group', 'position_with_user']), q: text(100).optional() }),
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});

/** Spec 3 §7: a receiver answers a survey item with question/answer pairs. */
export const answerSurvey = endpoint({
  method: 'POST', path: '/survey/{id}/answer', access: 'signed-in', summary: "A receiver's answers to a survey correspondence (once).",
  params: idParams,
  body: z.object({ correspondence_id: id, answers: z.array(z.object({ question_id: id, answer_id: id })).min(1).max(200) }),
  data: z.object({ message: z.string() }),
});

export const surveyReportRow = z.object({
  question: z.string().nullable(), answer: z.string(), count: z.number().nullable(), percent: z.number().nullable(),
});
/** Spec 3 §7 "survey-report": one survey item's results, for its sender and managers. */
export const surveyReport = endpoint({
  method: 'GET', path: '/survey-report', access: 'signed-in', summary: "A survey item's results (groups under 5 answers hidden).",
  query: z.object({ correspondence_id: id }),
  data: z.object({ correspondence_id: z.number(), survey_name: z.string(), responses: z.number(), rows: z.array(surveyReportRow) }),
});

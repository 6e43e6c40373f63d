import { z } from 'zod';
import { endpoint, idParams, queryFlag } from './http';

/**
 * Generic file upload and download (spec 1 §7 leaves the paths open: POST /files, GET /files/{id};
 * docs/decisions/shared-lookups.md) and the user photo. Later features (employee documents, audit
 * photos, demand files) store through the same content-addressed file store.
 */
export const FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Bound on the stored original name (a name is metadata only, never a path). */
export const FILE_NAME_MAX = 200;

/** What the server accepts, decided from the bytes (the declared type and name are not trusted). */
export const UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'text/plain': 'txt',
  'text/csv': 'csv',
  // Videos are accepted only where a feature asks for a video (the correspondence video), never as an ordinary file.
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;
export type UploadMimeType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_MIME_TYPES = Object.keys(UPLOAD_TYPES) as UploadMimeType[];
export const VIDEO_MIME_TYPES: readonly UploadMimeType[] = ['video/mp4', 'video/webm'];
/** What an ordinary file upload accepts: every type but videos. */
export const FILE_MIME_TYPES: readonly UploadMimeType[] = UPLOAD_MIME_TYPES.filter((t) => !VIDEO_MIME_TYPES.includes(t));
export const IMAGE_MIME_TYPES: readonly UploadMimeType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const FILE_MESSAGES = {
  /** Spec 1 §5, verbatim. */
  tooLarge: 'You can upload a maximum of 8mb files.',
  missing: 'Lütfen bir dosya seçiniz.',
  empty: 'Boş dosya yüklenemez.',
  unsupported: 'Bu dosya türü desteklenmiyor. Resim (jpg, png, webp, gif), pdf, ofis belgesi veya düz metin yükleyebilirsiniz.',
  notVideo: 'Video olarak yalnızca mp4 veya webm dosyası yükleyebilirsiniz; dosyanın içeriği bir video değil.',
  notImage: 'Fotoğraf olarak yalnızca jpg, png, webp veya gif yükleyebilirsiniz.',
  noPhoto: 'Kullanıcının fotoğrafı bulunmamaktadır.',
  /** Spec 1 §8: the client's text when a download fails without detail. */
  downloadFailed: 'Files download failed.',
} as const;

export const storedFile = z.object({
  id: z.number(),
  sha256: z.string(),
  size: z.number(),
  mime_type: z.enum(UPLOAD_MIME_TYPES as [UploadMimeType, ...UploadMimeType[]]),
  original_name: z.string(),
  created_at: z.string(),
  /** Where the owner downloads it (GET /files/{id}). */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

export const uploadFile = endpoint({
  method: 'POST',
  path: '/files',
  access: 'signed-in',
  summary: 'Generic file upload: multipart field `file`, at most 8 MB; the type is sniffed from the bytes.',
  multipart: true,
  data: storedFile,
});

export const downloadFile = endpoint({
  method: 'GET',
  path: '/files/{id}',
  access: 'signed-in',
  summary: 'Generic file download (blob) for the uploader or a super user.',
  params: idParams,
  file: true,
});

export const userPhoto = endpoint({
  method: 'GET',
  path: '/user/photo/{id}',
  access: 'signed-in',
  summary: "A user's photo: the image itself, or with base64=true a data URL in the envelope.",
  params: idParams,
  query: z.object({ base64: queryFlag.optional() }),
  /** Only with base64=true; otherwise the answer is the image file. */
  data: z.object({ base64: z.string() }),
  file: true,
});

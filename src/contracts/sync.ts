import { z } from 'zod';
import { endpoint, id, listQuery, queryFlag } from './http';
import { FILE_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadMimeType } from './files';

/**
 * The server side of the offline platform (docs/offline.md §3, docs/decisions/offline-server.md):
 * idempotent writes, content-addressed blobs the outbox uploads before the record that names
 * them, and the device sequence report.
 */

/** Request headers the outbox sends with every replayed item. */
export const SYNC_HEADERS = {
  idempotencyKey: 'idempotency-key',
  replayed: 'idempotent-replayed',
  deviceId: 'x-device-id',
  deviceSeq: 'x-device-seq',
} as const;

/** An Idempotency-Key: 1–255 visible ASCII characters (IETF httpapi-idempotency-key, sf-string). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
/** The largest blob PUT /blobs/{sha256} takes: the same 8 MB as every upload (spec 1 §5). */
export const BLOB_MAX_BYTES = FILE_MAX_BYTES;
/** At most this many missing sequence numbers are listed per device (the count is always exact). */
export const GAPS_LISTED_MAX = 1000;

export const SYNC_MESSAGES = {
  inProgress: 'Bu istek hâlâ işleniyor.',
  keyReused: 'Bu Idempotency-Key farklı bir istek için kullanıldı.',
  badKey: 'Idempotency-Key 1-255 karakter uzunluğunda, görünür ASCII karakterlerden oluşmalıdır.',
  missingBlobs: 'Bazı dosyalar sunucuya ulaşmadı.',
  hashMismatch: 'Dosyanın içeriği belirtilen SHA-256 değeriyle uyuşmuyor.',
  badHash: 'SHA-256 değeri 64 küçük onaltılık karakter olmalıdır.',
} as const;

/** The body of a 409 refusing a commit that names blobs the server does not hold for the user. */
export const missingBlobsBody = z.object({ message: z.string(), missing_blobs: z.array(z.string()) });
export type MissingBlobsBody = z.infer<typeof missingBlobsBody>;

export const blobParams = z.object({ sha256: z.string().regex(SHA256_PATTERN, SYNC_MESSAGES.badHash) });

export const blobInfo = z.object({
  sha256: z.string(),
  size: z.number(),
  /** Sniffed from the bytes, never the declared type. */
  mime_type: z.enum(UPLOAD_MIME_TYPES as [UploadMimeType, ...UploadMimeType[]]),
  created_at: z.string(),
});
export type BlobInfo = z.infer<typeof blobInfo>;

export const putBlob = endpoint({
  method: 'PUT',
  path: '/blobs/{sha256}',
  access: 'signed-in',
  summary: 'Stores the raw request body (at most 8 MB, an accepted upload type) under its SHA-256; 422 when the bytes do not match the hash. Idempotent: the same bytes again answer 200.',
  params: blobParams,
  data: blobInfo,
});

export const blobStatus = endpoint({
  method: 'GET',
  path: '/blobs/{sha256}',
  access: 'signed-in',
  summary: 'Whether the signed-in user has uploaded these bytes: 200 with their details, 404 otherwise. HEAD answers the same status without a body.',
  params: blobParams,
  data: blobInfo,
});

export const deviceGap = z.object({
  device_id: z.string(),
  /** Everyone who sent from this device (shared tablets), most recent first. */
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  first_seq: z.number(),
  last_seq: z.number(),
  received_count: z.number(),
  /** Numbers from 1 to last_seq never received; at most GAPS_LISTED_MAX listed, the count is exact. */
  missing: z.array(z.number()),
  missing_count: z.number(),
  last_seen_at: z.string(),
});
export type DeviceGap = z.infer<typeof deviceGap>;

export const listSyncGaps = endpoint({
  method: 'GET',
  path: '/sync/gaps',
  access: { permission: 'view-users' },
  summary: 'Per device: the sequence numbers of outbox items the server never received, paged by device.',
  /** ordering: last_seen_at | missing_count | created_at (first received), '-' for descending; default -last_seen_at. */
  query: listQuery.extend({
    /** Only devices with at least one missing number. */
    missing_only: queryFlag.optional(),
    user_id: id.optional(),
  }),
  data: z.array(deviceGap),
});

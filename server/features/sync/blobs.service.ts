import type { FastifyInstance } from 'fastify';
import { FILE_MESSAGES } from '../../../src/contracts/files';
import { SHA256_PATTERN, SYNC_MESSAGES as M, type BlobInfo } from '../../../src/contracts/sync';
import type { Executor } from '../../db/client';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { cleanFileName, sniffMimeType } from '../files/file-safety';
import { sha256Of } from '../files/file-store';
import { filesRepository, type FileRow } from '../files/files.repository';
import { lockBlobs } from './blob-lock';
import { blobsRepository as repo, type BlobRow } from './blobs.repository';

export const toBlobInfo = (row: BlobRow): BlobInfo => ({
  sha256: row.sha256,
  size: row.size,
  mime_type: row.mime_type as BlobInfo['mime_type'],
  created_at: row.created_at.toISOString(),
});

const missingBlobs = (hashes: string[]) => new HttpError(409, { message: M.missingBlobs, missing_blobs: hashes });

/**
 * For a record commit that names blobs: answers the user's uploads of every hash, in the order
 * given, or refuses with 409 `{ message, missing_blobs }` so the outbox uploads them and retries.
 * Only the user's own uploads count: a hash is not a secret (ETags carry it), the bytes are.
 */
export async function requireBlobs(tx: Executor, hashes: readonly string[], uploadedBy: number): Promise<BlobRow[]> {
  const wanted = [...new Set(hashes)];
  // Shared with other writers, exclusive with the blob collector: the upload rows read here stay.
  await lockBlobs(tx, wanted.filter((h) => SHA256_PATTERN.test(h)), 'shared');
  const held = new Map((await repo.uploadsOf(tx, wanted.filter((h) => SHA256_PATTERN.test(h)), uploadedBy)).map((b) => [b.sha256, b]));
  const missing = wanted.filter((h) => !held.has(h));
  if (missing.length > 0) throw missingBlobs(missing);
  return wanted.map((h) => held.get(h)!);
}

export interface AttachOptions {
  /** Who the new files row belongs to. */
  ownerUserId: number;
  /** The name the user gave the file (cleaned and bounded here). */
  originalName: string;
  /** Whose upload to take; the owner's by default. */
  uploadedBy?: number;
  at?: Date;
}

/** Turns an uploaded blob into a files row for the record that names it (same bytes, no copy). */
export async function attachBlob(tx: Executor, sha256: string, options: AttachOptions): Promise<FileRow> {
  const [blob] = await requireBlobs(tx, [sha256], options.uploadedBy ?? options.ownerUserId);
  return fileFromBlob(tx, blob!, options);
}

/**
 * A files row for a blob this transaction already holds (answered by requireBlobs, under its lock):
 * a record naming several blobs requires them once, then adds a row each, with no second look-up.
 */
export function fileFromBlob(tx: Executor, blob: BlobRow, options: AttachOptions): Promise<FileRow> {
  const name = cleanFileName(options.originalName);
  // The bytes were sniffed without a name; file-safety calls plain text named *.csv a CSV.
  const mimeType = blob.mime_type === 'text/plain' && /\.csv$/i.test(name) ? 'text/csv' : blob.mime_type;
  return filesRepository.insert(tx, {
    sha256: blob.sha256, size: blob.size, mime_type: mimeType, original_name: name, owner_user_id: options.ownerUserId, created_at: options.at ?? new Date(),
  });
}

export function blobsService(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  return {
    /** Stores the bytes when they are what the hash says and an accepted type; again is fine. */
    async put(sha256: string, body: unknown, userId: number): Promise<BlobInfo> {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      if (bytes.length === 0) throw invalidField('file', FILE_MESSAGES.empty);
      if (sha256Of(bytes) !== sha256) throw invalidField('sha256', M.hashMismatch);
      const mimeType = sniffMimeType(bytes, '');
      if (!mimeType) throw invalidField('file', FILE_MESSAGES.unsupported);
      await app.fileStore.put(bytes);
      const row = await db().transaction(async (tx) => {
        await lockBlobs(tx, [sha256], 'shared');
        return repo.record(tx, { sha256, uploaded_by: userId, size: bytes.length, mime_type: mimeType, created_at: app.deps.clock() });
      });
      // The blob collector may have deleted these bytes (an old unused upload of the same hash)
      // between our store and our row; once the row is in, it cannot: put again if they went.
      await app.fileStore.put(bytes);
      return toBlobInfo(row);
    },

    /** The user's upload of these bytes, when the store still holds them. */
    async status(sha256: string, userId: number): Promise<BlobInfo | undefined> {
      const row = await repo.find(db(), sha256, userId);
      return row && (await app.fileStore.has(sha256)) ? toBlobInfo(row) : undefined;
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES as M } from '../../../src/contracts/files';
import type { Executor } from '../../db/client';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { fileFromBlob, requireBlobs } from '../sync/blobs.service';
import { cleanFileName, sniffMimeType } from './file-safety';
import { filesRepository, type FileRow } from './files.repository';

/**
 * The files of a record (a demand request, a detection …): sent in the spec's multipart form
 * (`files[i]`), or blobs the outbox uploaded first and the JSON body names by hash.
 */

/** A file taken from a multipart body: its bytes are in the store; the files row comes with the record. */
export interface ReceivedFile {
  sha256: string;
  size: number;
  mime_type: string;
  original_name: string;
}

/** A new record's files: received in its multipart body, or uploaded blobs named by hash (with their names). */
export type NewFiles = { received: ReceivedFile[] } | { hashes: string[]; names?: string[] };

/** The spec's `files[i]`; `files[]` and `files` are the same field. */
const FILES_FIELD = /^files(\[\d*\])?$/;

export interface UploadFormOptions {
  /** How many files one request may carry, and the refusal past that. */
  filesMax: number;
  tooManyFiles: string;
  /** The refusal of a body that cannot be read (a broken multipart body is the client's input, not a server fault). */
  unreadable: string;
  /** Every text part, in order. */
  onField: (name: string, value: string) => void;
  /** Which file parts count (default `files[i]`); e.g. a single `file`. */
  fileField?: RegExp;
  /** A file part of another field (e.g. a video), judged by its own rules; answers true when it took the part. */
  onFile?: (field: string, bytes: Buffer, filename: string | undefined) => Promise<boolean>;
}

/**
 * Reads a multipart body: text parts go to `onField`, and every `files[i]` part is judged by its
 * bytes (8 MB each, an accepted type, not empty). The bytes are stored content-addressed as they
 * arrive; a refused request leaves at most unreferenced bytes, never a half-made record.
 */
export async function readUploadForm(app: FastifyInstance, request: FastifyRequest, options: UploadFormOptions): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        options.onField(part.fieldname, String(part.value ?? ''));
        continue;
      }
      const bytes = await part.toBuffer();
      if (options.onFile && (await options.onFile(part.fieldname, bytes, part.filename))) continue;
      if (!(options.fileField ?? FILES_FIELD).test(part.fieldname)) continue;
      if (bytes.length === 0) throw invalidField('files', M.empty);
      const name = cleanFileName(part.filename);
      const mimeType = sniffMimeType(bytes, name);
      if (!mimeType) throw invalidField('files', M.unsupported);
      const { sha256, size } = await app.fileStore.put(bytes);
      files.push({ sha256, size, mime_type: mimeType, original_name: name });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
    throw invalidField('files', options.unreadable);
  }
  if (files.length > options.filesMax) throw invalidField('files', options.tooManyFiles);
  return files;
}

/** The files rows of received uploads, owned by the uploader (inside the record's transaction). */
export async function insertReceived(tx: Executor, received: ReceivedFile[], ownerUserId: number, at: Date): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  // One after another: the files keep the order they were sent in.
  for (const f of received) rows.push(await filesRepository.insert(tx, { ...f, owner_user_id: ownerUserId, created_at: at }));
  return rows;
}

/** The files rows of a new record's files, inside its transaction. */
export async function filesOfNew(tx: Executor, files: NewFiles, userId: number, now: Date): Promise<FileRow[]> {
  if ('received' in files) return insertReceived(tx, files.received, userId, now);
  // The outbox uploaded the blobs first; a missing one refuses the whole record (409 missing_blobs).
  const held = new Map((await requireBlobs(tx, files.hashes, userId)).map((b) => [b.sha256, b]));
  const rows: FileRow[] = [];
  for (const [i, hash] of files.hashes.entries()) {
    rows.push(await fileFromBlob(tx, held.get(hash)!, { ownerUserId: userId, originalName: files.names?.[i] || `dosya-${i + 1}`, at: now }));
  }
  return rows;
}
